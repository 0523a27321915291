import { describe, expect, it } from 'vitest';
import { innerPages } from '../document/read-pages';
import { idSource, innerPage, sampleDocument } from '../testing/fixtures';
import { refused, roundTrip } from '../testing/round-trip';

const ids = idSource('b');
const ROSE = { kind: 'design', backgroundId: 'rosenzeit-2' } as const;

describe('backgrounds', () => {
  it('sets one page’s background, or a colour, or white paper', () => {
    const document = sampleDocument();
    const pageId = innerPage(document, 5).id;
    const next = roundTrip(document, { type: 'setBackground', pageId, background: ROSE }, ids).document;
    expect(innerPages(next).map((page) => page.background)).toEqual(innerPages(document).map((page) => (page.id === pageId ? ROSE : page.background)));
    roundTrip(next, { type: 'setBackground', pageId, background: { kind: 'color', color: '#f5efe6' } }, ids);
    roundTrip(document, { type: 'setBackground', pageId: document.cover.back.id, background: null }, ids);
  });

  it('sets every inner page’s background at once; one undo puts every page back', () => {
    const document = sampleDocument();
    const next = roundTrip(document, { type: 'setBackground', background: ROSE }, ids).document;
    expect(innerPages(next).every((page) => page.background?.kind === 'design' && page.background.backgroundId === 'rosenzeit-2')).toBe(true);
    expect(next.cover).toBe(document.cover);
  });

  it('refuses another design’s background and a colour that is none', () => {
    const document = sampleDocument();
    refused(document, { type: 'setBackground', background: { kind: 'design', backgroundId: 'kerzenschein-1' } }, ids, 'Diesen Hintergrund gibt es im Design des Buchs nicht.');
    refused(document, { type: 'setBackground', background: { kind: 'color', color: 'blau' } }, ids, 'Dieser Hintergrund ist ungültig.');
  });
});
