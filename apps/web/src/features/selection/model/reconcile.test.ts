import { describe, expect, it } from 'vitest';
import { reconcileSelection } from './reconcile';

const papers = [
  { id: 3, coverOptions: [1] as (1 | 2)[], pagesOptions: [1] as (1 | 2)[] },
  { id: 2, coverOptions: [1, 2] as (1 | 2)[], pagesOptions: [1, 2] as (1 | 2)[] },
];

describe('reconcileSelection', () => {
  it('keeps what the catalogue offers', () => {
    const selection = { formatId: 1, themeId: 101, paperId: 2, cover: 2 as const, pages: 1 as const };
    expect(reconcileSelection(selection, { formatIds: [1, 2], themeIds: [101], papers })).toEqual(selection);
  });

  it('starts over when the format is gone', () => {
    expect(reconcileSelection({ formatId: 3, themeId: 101 }, { formatIds: [1, 2, 4] })).toEqual({});
  });

  it('drops a retired design, and a paper whose finish is no longer possible', () => {
    expect(reconcileSelection({ formatId: 4, themeId: 105, paperId: 3, cover: 2, pages: 2 }, { themeIds: [101], papers })).toEqual({
      formatId: 4,
    });
  });

  it('does not check lists it was not given', () => {
    expect(reconcileSelection({ formatId: 9, themeId: 999 }, {})).toEqual({ formatId: 9, themeId: 999 });
  });
});
