import { describe, expect, it } from 'vitest';
import { flipTo, readOnlyReasonKey, swipeStep } from './viewer-note';
import { pathsOf, pollDelayMs, renderedCoverPath, stepIndexOf, viewerSpreads, viewerSteps } from './viewer-spreads';

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

describe('viewerSpreads', () => {
  const page = (id: string) => ({ id }) as never;
  const document = { spreads: [{ id: 's1', pages: [page('a')] }, { id: 's2', pages: [page('b'), page('c')] }, { id: 's3', pages: [page('d')] }] } as never;

  it('shows the cover first, then each inner spread with its pages on their sides and their rendered images', () => {
    const views = { pending: true, pages: [{ pageNumber: 1, pageId: 'a', url: '/a.jpg' }, { pageNumber: 2, pageId: 'b', url: null }, { pageNumber: 3, pageId: 'c', url: '/c.jpg' }] };
    const spreads = viewerSpreads(document, '/api/books/1/preview.jpg?v=3', views);
    expect(spreads.map((spread) => spread.kind)).toEqual(['cover', 'inner', 'inner', 'inner']);
    expect(spreads[0]!.pages).toEqual([{ key: 'cover', side: 'single', role: 'cover', pageNumber: null, path: '/api/books/1/preview.jpg?v=3' }]);
    expect(spreads[1]!.pages).toEqual([{ key: 'a', side: 'right', role: 'page', pageNumber: 1, path: '/a.jpg' }]);
    expect(spreads[2]!.pages.map((entry) => [entry.side, entry.path])).toEqual([
      ['left', null],
      ['right', '/c.jpg'],
    ]);
    // The last page alone lies left; a page the list does not know yet waits.
    expect(spreads[3]!.pages).toEqual([{ key: 'd', side: 'left', role: 'page', pageNumber: 4, path: null }]);
    expect(pathsOf(spreads[2])).toEqual(['/c.jpg']);
  });

  it('on a phone held upright shows every page alone, and turning the phone keeps the page', () => {
    const spreads = viewerSpreads(document, null, null);
    const pages = viewerSteps(spreads, true);
    expect(pages.map((step) => [step.spreadIndex, step.pages.map((entry) => `${entry.key}:${entry.side}`).join()])).toEqual([
      [0, 'cover:single'],
      [1, 'a:single'],
      [2, 'b:single'],
      [2, 'c:single'],
      [3, 'd:single'],
    ]);
    const pairs = viewerSteps(spreads, false);
    expect(pairs.map((step) => step.pages.length)).toEqual([1, 1, 2, 1]);
    // Page 3 ('c') on the phone; turned sideways, the spread 2–3 holding it.
    expect(stepIndexOf(pages, 'c')).toBe(3);
    expect(stepIndexOf(pairs, 'c')).toBe(2);
    expect(stepIndexOf(pairs, 'gone')).toBe(0);
  });

  it('never takes the design’s stock picture for the book’s cover', () => {
    expect(renderedCoverPath('/designs/101/cover.jpg')).toBeNull();
    expect(renderedCoverPath(null)).toBeNull();
    expect(renderedCoverPath('/api/books/1/preview.jpg?v=3')).toBe('/api/books/1/preview.jpg?v=3');
  });

  it('asks again soon at first, then calmly, never slower than every ten seconds', () => {
    expect(pollDelayMs(0)).toBe(1_500);
    expect(pollDelayMs(1)).toBeGreaterThan(pollDelayMs(0));
    expect(pollDelayMs(50)).toBe(10_000);
  });
});
