import { describe, expect, it } from 'vitest';
import { photoQuality, shownDpi } from './quality';

describe('photoQuality', () => {
  it('is good from 200 dpi, a warning below and bad below 100 dpi', () => {
    expect(photoQuality(300)).toBe('good');
    expect(photoQuality(200)).toBe('good');
    expect(photoQuality(199.9)).toBe('warning');
    expect(photoQuality(100)).toBe('warning');
    expect(photoQuality(99.9)).toBe('bad');
    expect(photoQuality(12)).toBe('bad');
    expect(shownDpi(149.6)).toBe(149);
    expect(shownDpi(99.6)).toBe(99);
  });
});
