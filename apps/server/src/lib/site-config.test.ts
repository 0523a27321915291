import { describe, expect, it } from 'vitest';
import { isChristmasSeason } from './site-config';

describe('isChristmasSeason', () => {
  it.each([
    ['2026-12-01T00:30:00+01:00', true],
    ['2026-12-24T23:30:00+01:00', true],
    ['2026-12-24T23:30:00Z', false], // already 25 December in Germany
    ['2026-11-30T23:30:00Z', true], // already 1 December in Germany
    ['2026-11-30T12:00:00+01:00', false],
    ['2026-12-25T10:00:00+01:00', false],
    ['2027-07-10T10:00:00+02:00', false],
  ])('%s → %s', (instant, expected) => {
    expect(isChristmasSeason(new Date(instant))).toBe(expected);
  });
});
