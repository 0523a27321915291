import { describe, expect, it } from 'vitest';
import { imageFor, variantFor } from './photo-urls';

describe('which image a photo on screen needs', () => {
  it('takes the 400-px thumbnail while it gives a source pixel per device pixel', () => {
    // A 1200-px photo drawn 100 mm long at 2 device px per mm: 200 px needed.
    expect(variantFor(100, 2, 1200)).toBe('thumbnail');
    // Exactly 400 px needed: still the thumbnail.
    expect(variantFor(200, 2, 1200)).toBe('thumbnail');
  });

  it('takes the preview for a large frame, a tight crop (a larger placement) or a zoomed view', () => {
    expect(variantFor(201, 2, 1200)).toBe('preview');
    // The same frame zoomed in twice as far.
    expect(variantFor(100, 4.5, 1200)).toBe('preview');
  });

  it('never asks for a preview a small photo cannot give', () => {
    expect(variantFor(300, 4, 380)).toBe('thumbnail');
  });

  it('counts the thumbnail as 400 px when the photo’s size is unknown', () => {
    expect(variantFor(100, 4, null)).toBe('thumbnail');
    expect(variantFor(100, 4.1, null)).toBe('preview');
  });
});

describe('a photo drawn small on screen', () => {
  it('is drawn from the thumbnail scaled down to the pixels it shows, rounded up to a step of 40 px', () => {
    // 1200-px photo, 75 mm at 2 device px per mm: 150 px needed → a 160-px copy, never fewer pixels than shown.
    expect(imageFor(75, 2, 1200)).toBe('screen-160');
    expect(imageFor(80, 2, 1200)).toBe('screen-160');
    expect(imageFor(80.5, 2, 1200)).toBe('screen-200');
  });

  it('takes the thumbnail itself near its own size, and the preview as before', () => {
    // 320 px needed: 80 % of the thumbnail, not worth a copy.
    expect(imageFor(160, 2, 1200)).toBe('thumbnail');
    expect(imageFor(201, 2, 1200)).toBe('preview');
    // A 300-px photo's thumbnail is 300 px: a copy only below 240 px.
    expect(imageFor(100, 2.4, 300)).toBe('thumbnail');
    expect(imageFor(100, 2, 300)).toBe('screen-200');
  });

  it('takes the thumbnail where the size on screen is unknown', () => {
    expect(imageFor(100, 0, 1200)).toBe('thumbnail');
  });
});
