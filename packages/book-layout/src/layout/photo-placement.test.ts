import { describe, expect, it } from 'vitest';
import { placePhoto } from './photo-placement';

const inside = (crop: { x: number; y: number; width: number; height: number }): boolean =>
  crop.x >= 0 && crop.y >= 0 && crop.width <= 1 && crop.height <= 1 && crop.x + crop.width <= 1 && crop.y + crop.height <= 1;

describe('placePhoto keeps the visible crop inside the photo', () => {
  it('a portrait photo filling a wide frame: the division gave x = -1e-16 and width = 1 + 2e-16', () => {
    // The crop the model makes for this frame (full width, centred band), as the editor stores it.
    const frame = { xMm: 10, yMm: 10, widthMm: 122.3, heightMm: 56.1 };
    const { crop, placement } = placePhoto(frame, { x: 0, y: 0.3470973017170891, width: 1, height: 0.3058053965658218 }, { widthPx: 800, heightPx: 1200 });
    expect(crop.x).toBe(0);
    expect(crop.width).toBe(1);
    expect(inside(crop)).toBe(true);
    // The photo still covers the frame: its left edge is the frame's.
    expect(placement.xMm).toBe(frame.xMm);
    expect(placement.widthMm).toBeCloseTo(frame.widthMm, 9);
  });

  it('a landscape photo in a portrait frame: y and height, the same way', () => {
    const { crop } = placePhoto({ xMm: 10, yMm: 10, widthMm: 93.7, heightMm: 99.5 }, { x: 0.14685929648241203, y: 0, width: 0.706281407035176, height: 1 }, { widthPx: 4000, heightPx: 3000 });
    expect(crop.y).toBe(0);
    expect(crop.height).toBe(1);
  });

  it('a crop stored a hair past the edge (the schema allows 1e-9) is answered inside', () => {
    const { crop } = placePhoto({ xMm: 0, yMm: 0, widthMm: 100, heightMm: 50 }, { x: 0.5, y: 0.25, width: 0.5 + 1e-10, height: 0.5 }, { widthPx: 2000, heightPx: 2000 });
    expect(inside(crop)).toBe(true);
  });

  it('over many frame sizes and photo shapes, every crop centred by the model stays within 0..1', () => {
    const photos = [
      { widthPx: 4000, heightPx: 3000 },
      { widthPx: 3000, heightPx: 4000 },
      { widthPx: 1200, heightPx: 800 },
      { widthPx: 4032, heightPx: 3024 },
    ];
    let checked = 0;
    for (let widthMm = 5; widthMm <= 300; widthMm += 3.7) {
      for (let heightMm = 5; heightMm <= 300; heightMm += 4.1) {
        for (const photo of photos) {
          // The model's fill crop for this frame: the largest centred crop of the frame's shape.
          const photoAspect = photo.widthPx / photo.heightPx;
          const frameAspect = widthMm / heightMm;
          const wanted = photoAspect > frameAspect
            ? { x: (1 - frameAspect / photoAspect) / 2, y: 0, width: frameAspect / photoAspect, height: 1 }
            : { x: 0, y: (1 - photoAspect / frameAspect) / 2, width: 1, height: photoAspect / frameAspect };
          const { crop } = placePhoto({ xMm: 0, yMm: 0, widthMm, heightMm }, wanted, photo);
          expect(inside(crop), JSON.stringify({ widthMm, heightMm, photo, crop })).toBe(true);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});
