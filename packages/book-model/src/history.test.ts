import { describe, expect, it } from 'vitest';
import { applyCommand, transaction } from './commands/apply';
import { CommandError } from './commands/types';
import { canRedo, canUndo, createHistory, execute, redo, undo } from './history';
import { idSource, innerPage, photoFrames, sampleDocument } from './testing/fixtures';

const ids = idSource('h');

describe('undo history', () => {
  it('undoes and redoes steps in order; a new step ends what could be redone', () => {
    const start = sampleDocument();
    const title = start.cover.front.frames.find((frame) => frame.slotId === 'title')!;
    let step = { document: start, history: createHistory() };
    step = execute(step.document, step.history, { type: 'setText', frameId: title.id, text: 'Eins' }, ids);
    const afterOne = step.document;
    step = execute(step.document, step.history, { type: 'setText', frameId: title.id, text: 'Zwei' }, ids);
    const afterTwo = step.document;
    step = undo(step.document, step.history, ids)!;
    expect(step.document).toEqual(afterOne);
    step = undo(step.document, step.history, ids)!;
    expect(step.document).toEqual(start);
    expect(canUndo(step.history)).toBe(false);
    expect(undo(step.document, step.history, ids)).toBeNull();
    step = redo(step.document, step.history, ids)!;
    step = redo(step.document, step.history, ids)!;
    expect(step.document).toEqual(afterTwo);
    expect(redo(step.document, step.history, ids)).toBeNull();
    step = undo(step.document, step.history, ids)!;
    step = execute(step.document, step.history, { type: 'setText', frameId: title.id, text: 'Drei' }, ids);
    expect(canRedo(step.history)).toBe(false);
  });

  it('keeps at most its limit of steps, dropping the oldest', () => {
    const start = sampleDocument();
    const title = start.cover.front.frames.find((frame) => frame.slotId === 'title')!;
    let step = { document: start, history: createHistory(3) };
    for (const text of ['1', '2', '3', '4', '5']) step = execute(step.document, step.history, { type: 'setText', frameId: title.id, text }, ids);
    expect(step.history.undoStack).toHaveLength(3);
    for (let n = 0; n < 3; n += 1) step = undo(step.document, step.history, ids)!;
    expect(step.document.cover.front.frames.find((frame) => frame.id === title.id)).toMatchObject({ text: '2' });
    expect(canUndo(step.history)).toBe(false);
    expect(createHistory().limit).toBe(200);
  });

  it('does not record housekeeping that must not come back', () => {
    const start = sampleDocument();
    const frameId = photoFrames(start)[0]!.id;
    let step = execute(start, createHistory(), { type: 'placePhoto', frameId, photo: { id: 'weg', widthPx: 10, heightPx: 10 } }, ids);
    step = execute(step.document, step.history, { type: 'forgetPhoto', photoId: 'weg' }, ids);
    expect(step.history.undoStack).toHaveLength(1);
  });

  it('redoes an added frame with the same id, so later steps that name it still apply', () => {
    const start = sampleDocument();
    const pageId = innerPage(start, 2).id;
    const frame = { kind: 'text', xMm: 10, yMm: 10, widthMm: 50, heightMm: 10, rotationDeg: 0, slotId: null, text: '', style: 'body', fontSizePt: 11, color: '#000000', align: 'left', verticalAlign: 'top' } as const;
    const context = idSource('x');
    let step = execute(start, createHistory(), { type: 'addFrame', pageId, frame }, context);
    step = execute(step.document, step.history, { type: 'setText', frameId: 'x-1', text: 'Hallo' }, context);
    const end = step.document;
    step = undo(step.document, step.history, context)!;
    step = undo(step.document, step.history, context)!;
    expect(step.document).toEqual(start);
    step = redo(step.document, step.history, context)!;
    step = redo(step.document, step.history, context)!;
    expect(step.document).toEqual(end);
  });
});

describe('transactions', () => {
  it('are one undo step; the inverse is the inverses in reverse order', () => {
    const start = sampleDocument();
    const title = start.cover.front.frames.find((frame) => frame.slotId === 'title')!;
    const frameId = photoFrames(start)[0]!.id;
    const group = transaction([
      { type: 'placePhoto', frameId, photo: { id: 'foto', widthPx: 300, heightPx: 200 } },
      { type: 'setText', frameId: title.id, text: 'Neu' },
    ]);
    let step = execute(start, createHistory(), group, ids);
    expect(step.history.undoStack).toHaveLength(1);
    const inverse = step.history.undoStack[0]!.undo;
    expect(inverse).toMatchObject({ type: 'transaction', commands: [{ type: 'setText', text: 'Erna Müller' }, { type: 'restoreFrames' }] });
    step = undo(step.document, step.history, ids)!;
    expect(step.document).toEqual(start);
  });

  it('change nothing when one of their commands is refused', () => {
    const start = sampleDocument();
    const title = start.cover.front.frames.find((frame) => frame.slotId === 'title')!;
    const group = transaction([
      { type: 'setText', frameId: title.id, text: 'Neu' },
      { type: 'removeSpreads', spreadIds: [start.spreads[1]!.id] },
    ]);
    expect(() => applyCommand(start, group, ids)).toThrow(CommandError);
    expect(start.cover.front.frames.find((frame) => frame.id === title.id)).toMatchObject({ text: 'Erna Müller' });
  });
});
