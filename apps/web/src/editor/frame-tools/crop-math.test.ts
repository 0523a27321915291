import { MM_PER_INCH } from '@eb/book-layout';
import { fillCrop, photoAspectOf, type Crop } from '@eb/book-model';
import { describe, expect, it } from 'vitest';
import { cropLimits, maxZoomOf, MIN_CROP_DPI, panCrop, photoPlacement, pinchCrop, zoomCropBy, zoomCropTo, zoomOf } from './crop-math';

// A landscape photo (1200 × 900 px) in a square frame of 60 mm: it fills the frame's height.
const frame = { widthMm: 60, heightMm: 60 };
const PHOTO_WIDTH = 1200;
const photoAspect = 1200 / 900;
const filled = fillCrop(photoAspect, frame);
const limits = cropLimits(frame, filled, PHOTO_WIDTH);

function expectValid(crop: Crop) {
  expect(crop.x).toBeGreaterThanOrEqual(0);
  expect(crop.y).toBeGreaterThanOrEqual(0);
  expect(crop.x + crop.width).toBeLessThanOrEqual(1 + 1e-12);
  expect(crop.y + crop.height).toBeLessThanOrEqual(1 + 1e-12);
  // The frame's shape: the photo is never distorted.
  expect(photoAspectOf(frame, crop)).toBeCloseTo(photoAspect, 9);
}

describe('crop limits', () => {
  it('zooms out no further than the whole photo one way and in no further than 100 dpi', () => {
    expect(limits.maxWidth).toBeCloseTo(filled.width, 12);
    expect(zoomOf(filled, limits)).toBeCloseTo(1, 12);
    // At the strongest zoom the crop's pixels spread over the frame at 100 dpi.
    const dpi = (limits.minWidth * PHOTO_WIDTH) / (frame.widthMm / MM_PER_INCH);
    expect(dpi).toBeCloseTo(MIN_CROP_DPI, 6);
  });

  it('keeps a photo that is already too small for the frame at zoom 1', () => {
    const small = cropLimits({ widthMm: 300, heightMm: 300 }, filled, 400);
    expect(maxZoomOf(small)).toBe(1);
  });

  it('still allows zoom for a photo whose size is not known yet', () => {
    expect(maxZoomOf(cropLimits(frame, filled, null))).toBeCloseTo(8, 9);
  });
});

describe('pan', () => {
  it('moves the photo with the pointer: dragging right shows more of its left side', () => {
    const start = zoomCropTo(filled, 2, { x: 0.5, y: 0.5 }, frame, limits);
    const moved = panCrop(start, 0.25, 0, frame, limits);
    expect(moved.x).toBeCloseTo(start.x - 0.25 * start.width, 12);
    expect(moved.y).toBeCloseTo(start.y, 12);
    expectValid(moved);
  });

  it('stops at the photo edge however far the drag goes', () => {
    const start = zoomCropTo(filled, 2, { x: 0.5, y: 0.5 }, frame, limits);
    const moved = panCrop(start, 50, -50, frame, limits);
    expect(moved.x).toBe(0);
    expect(moved.y + moved.height).toBeCloseTo(1, 12);
    expectValid(moved);
  });

  it('does not move the photo across the side the frame already fills', () => {
    const moved = panCrop(filled, 0, 0.3, frame, limits);
    expect(moved.y).toBe(0);
    expect(moved.height).toBeCloseTo(1, 12);
  });
});

describe('zoom', () => {
  it('keeps the photo point under the anchor in place', () => {
    const anchor = { x: 0.2, y: 0.7 };
    const zoomed = zoomCropBy(filled, 1.5, anchor, frame, limits);
    expect(zoomOf(zoomed, limits)).toBeCloseTo(1.5, 9);
    expect(zoomed.x + anchor.x * zoomed.width).toBeCloseTo(filled.x + anchor.x * filled.width, 12);
    expect(zoomed.y + anchor.y * zoomed.height).toBeCloseTo(filled.y + anchor.y * filled.height, 12);
    expectValid(zoomed);
  });

  it('clamps to the limits both ways and stays inside the photo', () => {
    const far = zoomCropBy(filled, 1000, { x: 1, y: 1 }, frame, limits);
    expect(far.width).toBeCloseTo(limits.minWidth, 12);
    expectValid(far);
    const out = zoomCropBy(far, 0.001, { x: 0, y: 0 }, frame, limits);
    expect(out.width).toBeCloseTo(limits.maxWidth, 12);
    expectValid(out);
  });
});

describe('pinch', () => {
  it('spreading two fingers to twice their distance zooms twice, about their midpoint', () => {
    const from = { x: 0.5, y: 0.5, distance: 100 };
    const pinched = pinchCrop(filled, from, { ...from, distance: 200 }, frame, limits);
    expect(zoomOf(pinched, limits)).toBeCloseTo(2, 9);
    expect(pinched.x + pinched.width / 2).toBeCloseTo(filled.x + filled.width / 2, 12);
    expectValid(pinched);
  });

  it('moving both fingers pans with them', () => {
    const start = zoomCropTo(filled, 3, { x: 0.5, y: 0.5 }, frame, limits);
    const moved = pinchCrop(start, { x: 0.5, y: 0.5, distance: 80 }, { x: 0.6, y: 0.5, distance: 80 }, frame, limits);
    expect(moved.width).toBeCloseTo(start.width, 12);
    expect(moved.x).toBeCloseTo(start.x - 0.1 * start.width, 12);
    expectValid(moved);
  });
});

describe('placement', () => {
  it('puts the whole photo so that the crop fills the frame exactly', () => {
    const crop = { x: 0.25, y: 0, width: 0.5, height: 1 };
    expect(photoPlacement(crop)).toEqual({ x: -0.5, y: -0, width: 2, height: 1 });
  });
});
