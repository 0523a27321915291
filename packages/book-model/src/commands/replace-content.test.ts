import { describe, expect, it } from 'vitest';
import { applyCommand } from './apply';
import type { Command } from './types';
import { pageCount } from '../document/read-pages';
import type { BookDocument } from '../document/schema';
import { createHistory, execute, redo, undo } from '../history';
import { idSource, innerPage, sampleDocument, textFrames } from '../testing/fixtures';
import { refused, roundTrip } from '../testing/round-trip';

const ids = idSource('r');
const contentOf = (document: BookDocument): Command => ({ type: 'replaceContent', cover: document.cover, spreads: document.spreads });

/** The same book a few edits later: more pages, another text, another background. */
function laterVersion(earlier: BookDocument): BookDocument {
  let document = applyCommand(earlier, { type: 'addSpreads', afterSpreadId: earlier.spreads[0]!.id, count: 2 }, ids).document;
  document = applyCommand(document, { type: 'setText', frameId: textFrames(document)[0]!.id, text: 'Für Käthe, in Liebe' }).document;
  return applyCommand(document, { type: 'setBackground', pageId: innerPage(document, 3).id, background: { kind: 'color', color: '#ddeeff' } }).document;
}

describe('bringing back an earlier version (replaceContent)', () => {
  it('replaces cover and spreads in one step; undo gives the later content back, redo the earlier one', () => {
    const earlier = sampleDocument();
    const later = laterVersion(earlier);
    const result = roundTrip(later, contentOf(earlier), ids);
    expect(result.document).toEqual(earlier);
    expect(pageCount(result.document)).toBe(20);
    expect(result.inverse).toEqual({ type: 'replaceContent', cover: later.cover, spreads: later.spreads });
  });

  it('enters the history as one step that undo takes back', () => {
    const earlier = sampleDocument();
    const later = laterVersion(earlier);
    const restored = execute(later, createHistory(), contentOf(earlier), ids);
    expect(restored.history.undoStack).toHaveLength(1);
    const undone = undo(restored.document, restored.history, ids)!;
    expect(undone.document).toEqual(later);
    expect(redo(undone.document, undone.history, ids)!.document).toEqual(earlier);
  });

  it('keeps the book’s choices (format, paper, design) and drops keys a version should not carry', () => {
    const earlier = sampleDocument();
    const later = laterVersion(earlier);
    const command = { ...contentOf(earlier), cover: { ...earlier.cover, extra: 'weg' } } as unknown as Command;
    const result = applyCommand(later, command);
    expect(result.document.cover).not.toHaveProperty('extra');
    expect(result.document.paperId).toBe(later.paperId);
  });

  it('refuses content whose page count the paper does not allow', () => {
    const digital = sampleDocument({ paperId: 1, pageCount: 24 }); // 24 … 96 in steps of 4
    const twenty = sampleDocument();
    refused(digital, contentOf(twenty), ids, 'Ein Buch auf diesem Papier hat mindestens 24 Seiten.');
    const twentySix = sampleDocument({ pageCount: 26 });
    refused(digital, contentOf(twentySix), ids, 'Auf diesem Papier kommen Seiten nur in Schritten von 4 dazu oder weg.');
  });

  it('refuses content with an id used twice', () => {
    const document = sampleDocument();
    const spreads = document.spreads.slice();
    spreads[2] = { ...spreads[2]!, id: spreads[1]!.id };
    refused(document, { type: 'replaceContent', cover: document.cover, spreads }, ids, 'In dieser Fassung ist eine Id doppelt vergeben.');
  });

  it('refuses content that is no book: missing cover, a single page inside, a cover page as inner page', () => {
    const document = sampleDocument();
    refused(document, { type: 'replaceContent', spreads: document.spreads } as unknown as Command, ids, 'Diese Fassung des Buchs ist ungültig.');
    const single = document.spreads.slice();
    single[1] = { ...single[1]!, pages: [single[1]!.pages[0]!] };
    refused(document, { type: 'replaceContent', cover: document.cover, spreads: single }, ids, 'Diese Fassung des Buchs ist ungültig.');
    const wrongRole = document.spreads.slice();
    wrongRole[1] = { ...wrongRole[1]!, pages: [{ ...wrongRole[1]!.pages[0]!, role: 'front' }, wrongRole[1]!.pages[1]!] };
    refused(document, { type: 'replaceContent', cover: document.cover, spreads: wrongRole }, ids, 'Diese Fassung des Buchs ist ungültig.');
  });
});
