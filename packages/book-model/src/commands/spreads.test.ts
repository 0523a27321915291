import { describe, expect, it } from 'vitest';
import { applyCommand } from './apply';
import { innerPages, pageCount } from '../document/read-pages';
import { idSource, innerPage, sampleDocument } from '../testing/fixtures';
import { refused, roundTrip } from '../testing/round-trip';

const ids = idSource('s');
const DIGITAL = { paperId: 1, pageCount: 24 }; // hardcover digital print: 24 … 96 in steps of 4
const HARDCOVER = { paperId: 2, pageCount: 26 };

describe('adding, removing and moving spreads', () => {
  it('adds empty double spreads after a spread; undo takes them out, redo brings the same ids back', () => {
    const document = sampleDocument();
    const after = document.spreads[3]!;
    const result = roundTrip(document, { type: 'addSpreads', afterSpreadId: after.id, count: 1 }, ids);
    expect(pageCount(result.document)).toBe(22);
    expect(result.document.spreads[4]!.pages.map((page) => page.frames)).toEqual([[], []]);
    expect(result.document.spreads.at(-1)).toBe(document.spreads.at(-1));
  });

  it('keeps the paper’s step: digital print takes 4 pages (2 spreads) at a time', () => {
    const document = sampleDocument(DIGITAL);
    refused(document, { type: 'addSpreads', afterSpreadId: document.spreads[0]!.id, count: 1 }, ids, 'Auf diesem Papier kommen Seiten nur in Schritten von 4 dazu oder weg.');
    const added = roundTrip(document, { type: 'addSpreads', afterSpreadId: document.spreads[0]!.id, count: 2 }, ids).document;
    expect(pageCount(added)).toBe(28);
    refused(added, { type: 'removeSpreads', spreadIds: [added.spreads[1]!.id] }, ids, 'in Schritten von 4');
    const removed = roundTrip(added, { type: 'removeSpreads', spreadIds: [added.spreads[1]!.id, added.spreads[5]!.id] }, ids).document;
    expect(pageCount(removed)).toBe(24);
  });

  it('stops at 96 pages and at the paper’s minimum', () => {
    const full = sampleDocument({ pageCount: 96 });
    refused(full, { type: 'addSpreads', afterSpreadId: full.spreads[0]!.id, count: 1 }, ids, 'Ein Buch hat höchstens 96 Seiten.');
    const least = sampleDocument();
    refused(least, { type: 'removeSpreads', spreadIds: [least.spreads[1]!.id] }, ids, 'Ein Buch auf diesem Papier hat mindestens 20 Seiten.');
    refused(least, { type: 'addSpreads', afterSpreadId: least.spreads[0]!.id, count: 0 }, ids, 'Bitte mindestens eine Doppelseite hinzufügen.');
  });

  it('keeps the first and the last page in place', () => {
    const document = sampleDocument({ pageCount: 24 });
    refused(document, { type: 'removeSpreads', spreadIds: [document.spreads[0]!.id] }, ids, 'Die erste und die letzte Seite bleiben an ihrem Platz.');
    refused(document, { type: 'addSpreads', afterSpreadId: document.spreads.at(-1)!.id, count: 1 }, ids, 'Nach der letzten Seite kommen keine Seiten mehr.');
    refused(document, { type: 'moveSpread', spreadId: document.spreads.at(-1)!.id, toSpreadIndex: 3 }, ids, 'bleiben an ihrem Platz');
    refused(document, { type: 'moveSpread', spreadId: document.spreads[2]!.id, toSpreadIndex: 1 }, ids, 'bleiben an ihrem Platz');
  });

  it('removes spreads with their content; undo puts each back where it was', () => {
    let document = sampleDocument({ pageCount: 26 });
    document = applyCommand(document, { type: 'setBackground', pageId: innerPage(document, 6).id, background: { kind: 'color', color: '#eeeeee' } }).document;
    const ids3 = [document.spreads[1]!.id, document.spreads[3]!.id, document.spreads[4]!.id];
    const removed = roundTrip(document, { type: 'removeSpreads', spreadIds: ids3 }, ids).document;
    expect(removed.spreads.map((spread) => spread.id)).toEqual(document.spreads.filter((spread) => !ids3.includes(spread.id)).map((spread) => spread.id));
  });

  it('moves a spread (spread index as the editor counts: 0 = cover, 1 = page 1)', () => {
    const document = sampleDocument();
    const moving = document.spreads[1]!;
    const moved = roundTrip(document, { type: 'moveSpread', spreadId: moving.id, toSpreadIndex: 5 }, ids).document;
    expect(moved.spreads[4]).toBe(moving);
    expect(innerPages(moved).map((page) => page.id).sort()).toEqual(innerPages(document).map((page) => page.id).sort());
  });

  it('widens the spine with the page count and letters it once there is room; undo gives the thin spine back', () => {
    const thin = sampleDocument(); // softcover, 20 pages: a 3 mm spine without letters
    expect(thin.cover.spine.frames).toEqual([]);
    const thick = roundTrip(thin, { type: 'addSpreads', afterSpreadId: thin.spreads[0]!.id, count: 38 }, ids).document;
    expect(thick.cover.spine.frames).toEqual([expect.objectContaining({ kind: 'text', text: 'Erna Müller' })]);
  });

  it('lays the lettered spine out again at its new width, keeping its frame and text', () => {
    const document = sampleDocument(HARDCOVER);
    const title = document.cover.spine.frames[0]!;
    const grown = roundTrip(document, { type: 'addSpreads', afterSpreadId: document.spreads[0]!.id, count: 35 }, ids).document;
    const refit = grown.cover.spine.frames[0]!;
    expect(refit).toMatchObject({ id: title.id, kind: 'text', text: 'Erna Müller' });
    // The rotated title frame's height runs across the spine: it grows from 11.5 mm to 29 mm of spine.
    expect(refit.heightMm).toBeGreaterThan(title.heightMm * 2);
  });

  it('refuses spreads whose ids are already in the book', () => {
    const document = sampleDocument();
    const copy = { ...document.spreads[1]!, id: 'neu' };
    refused(document, { type: 'insertSpreads', entries: [{ afterSpreadId: document.spreads[0]!.id, spread: copy }] }, ids, 'Diese Id ist im Buch schon vergeben.');
  });
});
