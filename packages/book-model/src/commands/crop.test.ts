import { describe, expect, it } from 'vitest';
import { clampCrop, fillCrop, refitCrop } from './crop';

const inside = (crop: { x: number; y: number; width: number; height: number }): boolean =>
  crop.x >= 0 && crop.y >= 0 && crop.width <= 1 && crop.height <= 1 && crop.x + crop.width <= 1 && crop.y + crop.height <= 1;

describe('crops stay inside the photo', () => {
  it('clampCrop pulls a crop a hair outside back in, without moving one that is inside', () => {
    expect(clampCrop({ x: -1.1102230246251565e-16, y: 0.25, width: 1.0000000000000002, height: 0.5 })).toEqual({ x: 0, y: 0.25, width: 1, height: 0.5 });
    expect(clampCrop({ x: 0.5, y: 0.5, width: 0.5 + 1e-10, height: 0.5 })).toEqual({ x: 0.5 - 1e-10, y: 0.5, width: 0.5 + 1e-10, height: 0.5 });
    const crop = { x: 0.1, y: 0.2, width: 0.3, height: 0.4 };
    expect(clampCrop(crop)).toEqual(crop);
  });

  it('fillCrop and refitCrop answer crops within 0..1 over many frame and photo shapes', () => {
    let checked = 0;
    for (let widthMm = 5; widthMm <= 300; widthMm += 7.3) {
      for (let heightMm = 5; heightMm <= 300; heightMm += 6.1) {
        for (const aspect of [4 / 3, 3 / 4, 3 / 2, 2 / 3, 1, 16 / 9]) {
          const frame = { widthMm, heightMm };
          const filled = fillCrop(aspect, frame);
          expect(inside(filled), JSON.stringify({ frame, aspect, filled })).toBe(true);
          const refitted = refitCrop(filled, frame, { widthMm: heightMm, heightMm: widthMm + 1 });
          expect(inside(refitted), JSON.stringify({ frame, aspect, refitted })).toBe(true);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(5_000);
  });
});
