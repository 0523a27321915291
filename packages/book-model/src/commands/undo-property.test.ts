import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutsFor } from '../layouts/catalogue';
import { allPages } from './access';
import { CommandError, type Command } from './types';
import type { BookDocument } from '../document/schema';
import { validateBookDocument } from '../document/validate';
import { createHistory, execute, redo, undo, type HistoryStep } from '../history';
import { deepFreeze, framesOf, idSource, sampleDocument } from '../testing/fixtures';

/** A command for the current document chosen by a few random numbers (any kind, any target, or an earlier state brought back). */
function pick(document: BookDocument, [kind, a, b, c]: [number, number, number, number], earlier: readonly BookDocument[]): Command {
  const frames = framesOf(document);
  const pages = allPages(document);
  const frame = frames[a % Math.max(1, frames.length)];
  const other = frames[b % Math.max(1, frames.length)];
  const page = pages[a % pages.length]!;
  const middle = document.spreads.slice(1, -1);
  const layouts = layoutsFor(document.themeId, page.role);
  switch (kind % 14) {
    case 0: return { type: 'placePhoto', frameId: frame?.id ?? '-', photo: { id: `foto-${b % 5}`, widthPx: 500 + (b % 5) * 137, heightPx: 400 + ((b % 5) % 3) * 223 } }; // one photo id, one size: as uploads are
    case 1: return { type: 'removePhoto', frameId: frame?.id ?? '-' };
    case 2: return { type: 'swapPhotos', frameIdA: frame?.id ?? '-', frameIdB: other?.id ?? '-' };
    case 3: return { type: 'setCrop', frameId: frame?.id ?? '-', crop: { x: (b % 5) / 10, y: (c % 5) / 10, width: 0.5, height: 0.5 } };
    case 4: return { type: 'setText', frameId: frame?.id ?? '-', text: `Text ${b} für Oma Käthe` };
    case 5: return { type: 'setTextFormat', frameId: frame?.id ?? '-', format: { fontSizePt: 6 + (b % 40), align: (['left', 'center', 'right', 'justify'] as const)[c % 4] } };
    case 6: return { type: 'setFrameBox', frameId: frame?.id ?? '-', box: { xMm: b % 100, widthMm: 20 + (c % 80), rotationDeg: (c % 7) - 3 } };
    case 7: return { type: 'addFrame', pageId: page.id, frame: { kind: 'photo', xMm: b % 50, yMm: c % 50, widthMm: 40, heightMm: 30, rotationDeg: 0, slotId: null, photoId: null, crop: null } };
    case 8: return { type: 'removeFrame', frameId: frame?.id ?? '-' };
    case 9: return { type: 'applyLayout', pageId: page.id, layoutId: layouts[b % Math.max(1, layouts.length)]?.id ?? '-' };
    case 10: return { type: 'setBackground', ...(c % 2 ? { pageId: page.id } : {}), background: { kind: 'design', backgroundId: `rosenzeit-${1 + (b % 3)}` } };
    case 11: return b % 2 ? { type: 'addSpreads', afterSpreadId: document.spreads[a % (document.spreads.length - 1)]!.id, count: 1 + (c % 3) } : { type: 'removeSpreads', spreadIds: middle.slice(0, 1 + (c % 2)).map((spread) => spread.id) };
    case 12: {
      const version = earlier[b % earlier.length]!;
      return { type: 'replaceContent', cover: version.cover, spreads: version.spreads };
    }
    default: return { type: 'moveSpread', spreadId: middle[b % Math.max(1, middle.length)]?.id ?? '-', toSpreadIndex: 2 + (c % Math.max(1, middle.length)) };
  }
}

const seed = fc.tuple(fc.nat(1000), fc.nat(1000), fc.nat(1000), fc.nat(1000));

describe('any sequence of edits', () => {
  it('undoes back to the start and redoes to the same end; every state is valid', () => {
    fc.assert(
      fc.property(fc.array(seed, { minLength: 1, maxLength: 25 }), fc.boolean(), (seeds, hardcover) => {
        const context = idSource('p');
        const start = sampleDocument(hardcover ? { paperId: 2, pageCount: 26 } : {});
        let step: HistoryStep = { document: start, history: createHistory() };
        const states: BookDocument[] = [start];
        for (const numbers of seeds) {
          try {
            step = execute(deepFreeze(step.document), step.history, pick(step.document, numbers, states), context);
          } catch (error) {
            if (!(error instanceof CommandError)) throw error;
            continue;
          }
          const valid = validateBookDocument(step.document);
          expect(valid.ok ? [] : valid.issues).toEqual([]);
          states.push(step.document);
        }
        for (let index = states.length - 2; index >= 0; index -= 1) {
          step = undo(step.document, step.history, context)!;
          expect(step.document).toEqual(states[index]);
        }
        for (let index = 1; index < states.length; index += 1) {
          step = redo(step.document, step.history, context)!;
          expect(step.document).toEqual(states[index]);
        }
      }),
      { numRuns: 60 },
    );
  });
});
