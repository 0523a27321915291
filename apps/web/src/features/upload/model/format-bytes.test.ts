import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('reads the quota as "5 GB" and a part of it with a German decimal comma', () => {
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GB');
    expect(formatBytes(1.2 * 1024 ** 3)).toBe('1,2 GB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1,3 GB');
  });

  it('uses megabytes and kilobytes below a gigabyte, without decimals for large numbers', () => {
    expect(formatBytes(350.4 * 1024 ** 2)).toBe('350 MB');
    expect(formatBytes(4.5 * 1024 ** 2)).toBe('4,5 MB');
    expect(formatBytes(12 * 1024)).toBe('12 KB');
    expect(formatBytes(100)).toBe('0,1 KB');
  });

  it('shows nothing stored as "0 MB", also for an impossible value', () => {
    expect(formatBytes(0)).toBe('0 MB');
    expect(formatBytes(-5)).toBe('0 MB');
    expect(formatBytes(Number.NaN)).toBe('0 MB');
  });
});
