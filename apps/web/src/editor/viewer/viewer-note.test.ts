import { describe, expect, it } from 'vitest';
import { flipTo, readOnlyReasonKey, swipeStep } from './viewer-note';

describe('readOnlyReasonKey', () => {
  it('says an ordered book is ordered, a finished one finished, anything else closed', () => {
    expect(readOnlyReasonKey({ state: 3, isTemplate: false })).toBe('ordered');
    expect(readOnlyReasonKey({ state: 2, isTemplate: false })).toBe('finished');
    expect(readOnlyReasonKey({ state: 1, isTemplate: false })).toBe('closed');
  });
});

describe('flipTo', () => {
  it('stays within the cover and the last spread', () => {
    expect(flipTo(0, -1, 12)).toBe(0);
    expect(flipTo(0, 1, 12)).toBe(1);
    expect(flipTo(11, 1, 12)).toBe(11);
  });
});

describe('swipeStep', () => {
  it('flips on for a swipe to the left, back for one to the right, not for a short or steep one', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
    expect(swipeStep(-30, 0)).toBe(0);
    expect(swipeStep(-80, 100)).toBe(0);
  });
});
