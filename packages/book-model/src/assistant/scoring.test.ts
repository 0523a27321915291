import { describe, expect, it } from 'vitest';
import { bestAssignment, cropLoss, effectiveDpi, photoFrameCost } from './scoring';

describe('how well a photo suits a frame', () => {
  it('computes the effective resolution as the print does (crop pixels per inch of the frame)', () => {
    // 4000 px across 254 mm (10 in) = 400 dpi; a portrait filling a landscape frame shows only its width.
    expect(effectiveDpi({ width: 4000, height: 3000 }, { widthMm: 254, heightMm: 190.5 })).toBeCloseTo(400, 6);
    expect(effectiveDpi({ width: 3000, height: 4000 }, { widthMm: 254, heightMm: 190.5 })).toBeCloseTo(300, 6);
    expect(cropLoss({ width: 3000, height: 4000 }, { widthMm: 254, heightMm: 190.5 })).toBeCloseTo(1 - 0.5625, 6);
  });

  it('prefers a portrait in a portrait frame and keeps a photo above 150 dpi where it can', () => {
    const portrait = { width: 3000, height: 4000 };
    expect(photoFrameCost(portrait, { widthMm: 90, heightMm: 120 })).toBeLessThan(photoFrameCost(portrait, { widthMm: 120, heightMm: 90 }));
    const small = { width: 800, height: 600 };
    // 800 px over 190 mm is 107 dpi: worse than any crop.
    expect(photoFrameCost(small, { widthMm: 190, heightMm: 142 })).toBeGreaterThan(photoFrameCost(small, { widthMm: 90, heightMm: 90 }) + 20);
    // 800 px over 110 mm is 185 dpi, over 80 mm 254 dpi: the smaller frame wins clearly (the preflight warns below 200).
    expect(effectiveDpi(small, { widthMm: 110, heightMm: 82.5 })).toBeLessThan(200);
    expect(photoFrameCost(small, { widthMm: 110, heightMm: 82.5 })).toBeGreaterThan(photoFrameCost(small, { widthMm: 80, heightMm: 60 }) + 2);
  });

  it('puts each photo of a group into the frame of its shape', () => {
    const landscape = { width: 4000, height: 3000 };
    const portrait = { width: 3000, height: 4000 };
    const frames = [
      { widthMm: 90, heightMm: 120 },
      { widthMm: 120, heightMm: 90 },
    ];
    expect(bestAssignment([landscape, portrait], frames).order).toEqual([1, 0]);
    // Equal fits keep the taken order.
    expect(bestAssignment([landscape, landscape], frames.slice(1).concat(frames.slice(1))).order).toEqual([0, 1]);
  });
});
