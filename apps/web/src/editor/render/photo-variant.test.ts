import { describe, expect, it } from 'vitest';
import { variantFor } from './photo-urls';

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
