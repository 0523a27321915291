import { describe, expect, it } from 'vitest';
import { canZoom, fitScale, nextZoom, stagePadding, zoomPercent } from './fit';

describe('fitScale', () => {
  it('fits a wide spread by its width and a tall page by its height', () => {
    // 406 × 206 mm (a square book's spread with bleed) in a 1000 × 600 stage with 20 px padding: width decides.
    expect(fitScale({ width: 1000, height: 600 }, { widthMm: 406, heightMm: 206 }, 20)).toBeCloseTo(960 / 406, 6);
    // A4 portrait page in the same stage: height decides.
    expect(fitScale({ width: 1000, height: 600 }, { widthMm: 216, heightMm: 303 }, 20)).toBeCloseTo(560 / 303, 6);
  });

  it('never answers zero or less for a stage smaller than its padding', () => {
    expect(fitScale({ width: 10, height: 10 }, { widthMm: 100, heightMm: 100 }, 20)).toBeGreaterThan(0);
  });
});

describe('zoom steps', () => {
  it('goes up and down by steps, from between steps to the next, and stops at the ends', () => {
    expect(nextZoom(1, 1)).toBe(1.25);
    expect(nextZoom(1, -1)).toBe(0.75);
    expect(nextZoom(1.1, 1)).toBe(1.25);
    expect(nextZoom(1.1, -1)).toBe(1);
    expect(nextZoom(4, 1)).toBe(4);
    expect(nextZoom(0.5, -1)).toBe(0.5);
    expect(canZoom(4, 1)).toBe(false);
    expect(canZoom(4, -1)).toBe(true);
    expect(zoomPercent(1.25)).toBe(125);
  });
});

describe('stagePadding', () => {
  it('leaves calm room on a large stage and little on a phone or a short tablet stage', () => {
    expect(stagePadding({ width: 1400, height: 800 })).toBe(28);
    expect(stagePadding({ width: 736, height: 240 })).toBe(12);
    expect(stagePadding({ width: 374, height: 90 })).toBe(8);
  });
});
