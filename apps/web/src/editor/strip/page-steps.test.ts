import { applyCommand, createBookDocument, pageCount, type BookDocument } from '@eb/book-model';
import { bookPriceCents } from '@eb/catalogue';
import { describe, expect, it } from 'vitest';
import { addChoice, isMovableSpread, keyMoveTarget, pricingOf, removeChoice, spreadsPerStep } from './page-steps';

let counter = 0;
const newId = () => `id-${++counter}`;
/** Paper 3 (softcover): 20 pages minimum, step 2; paper 1: 24 pages minimum, step 4. */
const book = (paperId: number, pages: number): BookDocument =>
  createBookDocument({ formatId: 1, paperId, themeId: 101, coverFinish: 1, pagesFinish: 1, title: 'Erna Müller', pageCount: pages, firstBackgroundId: 'rosenzeit-1' }, newId);
const apply = (document: BookDocument, command: Parameters<typeof applyCommand>[1]) => applyCommand(document, command, { newId }).document;

describe('the strip’s page rules', () => {
  it('turns the paper’s page step into spreads', () => {
    expect(spreadsPerStep(2)).toBe(1);
    expect(spreadsPerStep(4)).toBe(2);
  });

  it('lets only the spreads between the first and the last page move', () => {
    const document = book(3, 20); // spreads: page 1, 9 doubles, page 20
    expect([0, 1, 2, 10, 11].map((index) => isMovableSpread(document, index))).toEqual([false, false, true, true, false]);
    expect(keyMoveTarget(document, 2, -1)).toBeNull();
    expect(keyMoveTarget(document, 2, 1)).toBe(3);
    expect(keyMoveTarget(document, 10, 1)).toBeNull();
    expect(keyMoveTarget(document, 0, 1)).toBeNull();
  });

  it('adds one step after the current spread, and the command agrees; the price follows', () => {
    const document = book(1, 24);
    const pricing = pricingOf(document)!;
    const choice = addChoice(document, pricing, 3);
    expect(choice).toMatchObject({ allowed: true, count: 2, afterSpreadId: document.spreads[2]!.id });
    const added = apply(document, { type: 'addSpreads', afterSpreadId: choice.allowed ? choice.afterSpreadId : '', count: 2 });
    expect(pageCount(added)).toBe(28);
    expect(bookPriceCents(pricing, 28) - bookPriceCents(pricing, 24)).toBe(pricing.stepPriceCents);
    // From the cover new pages follow page 1; from the last page they come before it.
    expect(addChoice(document, pricing, 0)).toMatchObject({ afterSpreadId: document.spreads[0]!.id });
    expect(addChoice(document, pricing, document.spreads.length)).toMatchObject({ afterSpreadId: document.spreads.at(-2)!.id });
  });

  it('refuses to add beyond 96 pages and to remove below the paper’s minimum, saying why', () => {
    const full = book(3, 96);
    expect(addChoice(full, pricingOf(full)!, 3)).toEqual({ allowed: false, reason: { key: 'editor.strip.atMost', values: { max: 96 } } });
    const least = book(3, 20);
    expect(removeChoice(least, pricingOf(least)!, 3)).toEqual({ allowed: false, reason: { key: 'editor.strip.atLeast', values: { min: 20 } } });
  });

  it('removes one step from the current spread, never the cover or the single pages, and notices content', () => {
    const document = book(1, 32);
    const pricing = pricingOf(document)!;
    expect(removeChoice(document, pricing, 1)).toMatchObject({ allowed: false, reason: { key: 'editor.strip.removeFixed' } });
    const middle = removeChoice(document, pricing, 3);
    expect(middle).toEqual({ allowed: true, spreadIds: [document.spreads[2]!.id, document.spreads[3]!.id], firstIndex: 3, holdsContent: false });
    // Near the end the step ends at the last double spread.
    const last = document.spreads.length - 1;
    expect(removeChoice(document, pricing, last)).toMatchObject({ spreadIds: [document.spreads[last - 2]!.id, document.spreads[last - 1]!.id] });
    const pageId = document.spreads[2]!.pages[0]!.id;
    const withText = apply(document, { type: 'addFrame', pageId, frame: { kind: 'text', xMm: 10, yMm: 10, widthMm: 50, heightMm: 20, rotationDeg: 0, slotId: null, text: 'Für Oma', style: 'body', fontSizePt: 12, color: '#000000', align: 'left', verticalAlign: 'top' } as never });
    expect(removeChoice(withText, pricing, 3)).toMatchObject({ holdsContent: true });
    const removed = apply(document, { type: 'removeSpreads', spreadIds: middle.allowed ? middle.spreadIds : [] });
    expect(pageCount(removed)).toBe(28);
  });
});
