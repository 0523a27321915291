import type { TextFrame } from '@eb/book-model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Draft } from './draft-store';
import { chooseOfflineDraft } from './offline-fallback';
import { chooseOpening } from './open-document';
import { book, setup, textFrames } from './persistence-test-kit';
import { sameDocument } from './same-document';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('persistence of the editor', () => {
  it('writes every change to the draft before saving it, and marks the draft clean once the server has it', async () => {
    const { store, persistence, writes, saves } = setup();
    const [title] = textFrames(store.getState().document);
    store.dispatch({ type: 'setText', frameId: title!.id, text: 'Oma Erna' });
    expect(writes.at(-1)).toMatchObject({ userId: 'u-1', bookId: 4, sessionId: 's-1', baseVersion: 3, revision: 1, savedRevision: 0 });
    expect(writes.at(-1)!.history.undoStack).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(800);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.writesBefore).toBeGreaterThan(0);
    expect(saves[0]).toMatchObject({ baseVersion: 3 });
    await saves[0]!.answer({ kind: 'saved', version: 4 });
    expect(writes.at(-1)).toMatchObject({ baseVersion: 4, revision: 1, savedRevision: 1 });
    expect(persistence.isUnsaved()).toBe(false);
  });

  it('after a conflict loads the newer state and applies this session’s unsaved changes on top; what no longer fits is set aside whole and offered', async () => {
    const base = book();
    const { store, persistence, saves, parked } = setup({}, base);
    const [title, subtitle] = textFrames(base);
    store.dispatch({ type: 'setText', frameId: title!.id, text: 'Meine Änderung' });
    store.dispatch({ type: 'removeFrame', frameId: subtitle!.id });
    await vi.advanceTimersByTimeAsync(800);
    // Another tab saved version 4 meanwhile, in which the subtitle is already gone.
    const theirs = structuredClone(base);
    theirs.cover.front.frames = theirs.cover.front.frames.filter((frame) => frame.id !== subtitle!.id);
    await saves[0]!.answer({ kind: 'conflict', version: 4, document: theirs });
    expect(persistence.view.get().queue.status).toBe('conflict');
    expect(persistence.isUnsaved()).toBe(true);

    const mine = store.getState().document;
    const result = await persistence.loadNewer();
    // The title fits on top; removing the subtitle no longer does (it is gone in theirs).
    expect(result).toEqual({ carried: 1, lost: 1, parked: true });
    // Nothing dropped: this tab's whole state waits on this device and is offered.
    expect(parked[0]).toMatchObject({ document: mine, baseVersion: 3 });
    expect(parked[0]!.sessionId).toMatch(/^zurückgestellt-/);
    expect(parked[0]!.revision).toBeGreaterThan(parked[0]!.savedRevision);
    expect(persistence.view.get().offer?.document).toBe(mine);
    expect(textFrames(store.getState().document).map((frame) => frame.text)).toContain('Meine Änderung');
    expect(store.getState().document.cover.front.frames.some((frame) => frame.id === subtitle!.id)).toBe(false);
    await vi.advanceTimersByTimeAsync(800);
    expect(saves[1]).toMatchObject({ baseVersion: 4 });
    await saves[1]!.answer({ kind: 'saved', version: 5 });
    expect(persistence.view.get().queue).toMatchObject({ status: 'saved', baseVersion: 5 });
  });

  it('carries a gesture over as its last step, and an undo as the step it took back', async () => {
    const base = book();
    const { store, persistence, saves } = setup({}, base);
    const [title, subtitle] = textFrames(base);
    store.dispatch({ type: 'setFrameBox', frameId: title!.id, box: { xMm: title!.xMm + 1 } }, { mergeKey: 'move' });
    store.dispatch({ type: 'setFrameBox', frameId: title!.id, box: { xMm: title!.xMm + 2 } }, { mergeKey: 'move' });
    store.endGesture();
    store.dispatch({ type: 'setText', frameId: subtitle!.id, text: 'gleich zurückgenommen' });
    store.undo();
    await vi.advanceTimersByTimeAsync(800);
    await saves[0]!.answer({ kind: 'conflict', version: 4, document: structuredClone(base) });
    // Move (one step), setText, and its undo: all three apply on top of the newer state.
    expect(await persistence.loadNewer()).toEqual({ carried: 3, lost: 0, parked: false });
    const frames = store.getState().document.cover.front.frames;
    expect(frames.find((frame) => frame.id === title!.id)?.xMm).toBeCloseTo(title!.xMm + 2, 6);
    expect((frames.find((frame) => frame.id === subtitle!.id) as TextFrame).text).toBe(subtitle!.text);
  });

  it('a conflict that is only our own save whose answer got lost resolves by itself, without a question or a second save', async () => {
    const { store, persistence, saves } = setup();
    const statuses: string[] = [];
    persistence.view.subscribe(() => statuses.push(persistence.view.get().queue.status));
    const [title] = textFrames(store.getState().document);
    store.dispatch({ type: 'setText', frameId: title!.id, text: 'Schon gespeichert' });
    await vi.advanceTimersByTimeAsync(800);
    await saves[0]!.answer({ kind: 'conflict', version: 4, document: structuredClone(store.getState().document) });
    expect(statuses).not.toContain('conflict');
    expect(store.getState().history.undoStack).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(saves).toHaveLength(1);
    expect(persistence.view.get().queue).toMatchObject({ status: 'saved', baseVersion: 4 });
  });

  it('switches the editor to read-only when the server says the book can no longer be edited', async () => {
    const { store, persistence, saves } = setup();
    const [title] = textFrames(store.getState().document);
    store.dispatch({ type: 'setText', frameId: title!.id, text: 'Zu spät' });
    await vi.advanceTimersByTimeAsync(800);
    await saves[0]!.answer({ kind: 'forbidden', message: 'Dieses Buch kann nicht mehr bearbeitet werden.' });
    expect(store.getState().readOnly).toBe(true);
    expect(persistence.view.get().queue).toMatchObject({ status: 'readonly', message: 'Dieses Buch kann nicht mehr bearbeitet werden.' });
  });

  it('saves unsaved changes brought back from a draft without waiting for a new change, and removes another tab’s draft once saved', async () => {
    const document = book();
    const other = { sessionId: 's-0' } as Draft;
    const { saves, removed, writes } = setup({ document, draft: { revision: 5, savedRevision: 3, adopted: other } });
    await vi.advanceTimersByTimeAsync(800);
    expect(saves).toHaveLength(1);
    await saves[0]!.answer({ kind: 'saved', version: 4 });
    expect(removed).toEqual([other]);
    expect(writes.at(-1)).toMatchObject({ sessionId: 's-1', revision: 5, savedRevision: 5, baseVersion: 4 });
  });

  it('an older draft without replayable changes replaces the newer state only after the person chose it, as one undoable change', async () => {
    const newer = book();
    const mine = structuredClone(newer);
    mine.cover.front.frames = mine.cover.front.frames.filter((frame) => frame.kind !== 'photo');
    const offer = { sessionId: 'zurückgestellt-1', document: mine, history: { undoStack: [], redoStack: [], limit: 200 }, baseVersion: 1, revision: 2, savedRevision: 1 } as unknown as Draft;
    const { store, persistence, saves, removed } = setup({ document: newer, version: 3, draft: { revision: 0, savedRevision: 0, offer } });
    // The dialog warns that the newer state is replaced (it cannot be replayed).
    expect(persistence.view.get()).toMatchObject({ offer, offerReplays: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(saves).toHaveLength(0);
    expect(persistence.acceptOffer()).toEqual({ kind: 'replaced' });
    expect(sameDocument(store.getState().document, mine)).toBe(true);
    await vi.advanceTimersByTimeAsync(800);
    expect(saves[0]).toMatchObject({ baseVersion: 3 });
    expect(sameDocument(saves[0]!.document, mine)).toBe(true);
    await saves[0]!.answer({ kind: 'saved', version: 4 });
    expect(removed).toEqual([offer]);
    // Undo takes it back to the newer state.
    store.undo();
    expect(sameDocument(store.getState().document, newer)).toBe(true);
  });
});

describe('what the editor opens', () => {
  const stored = { document: book(), version: 7 };
  const changed = structuredClone(stored.document);
  changed.cover.front.frames = changed.cover.front.frames.slice(1);
  const history = { undoStack: [{ redo: { type: 'removeFrame', frameId: 'x' }, undo: { type: 'removeFrame', frameId: 'y' } }], redoStack: [], limit: 200 } as unknown as Draft['history'];
  const draft = (over: Partial<Draft>): Draft => ({
    userId: 'u',
    bookId: 1,
    sessionId: 'tab',
    baseVersion: 7,
    document: changed,
    history,
    revision: 4,
    savedRevision: 2,
    updatedAt: '2026-11-24T10:00:00.000Z',
    ...over,
  });

  it('opens unsaved changes on the stored version with their undo history', () => {
    const opened = chooseOpening([draft({})], stored, 'tab');
    expect(opened).toMatchObject({ document: changed, version: 7, history, draft: { revision: 4, savedRevision: 2 } });
    // Also from another tab that crashed: taken over, its record removed once saved.
    expect(chooseOpening([draft({ sessionId: 'crashed' })], stored, 'tab').draft?.adopted?.sessionId).toBe('crashed');
  });

  it('a reload of the same tab keeps the undo history of a saved state; a new tab starts without', () => {
    const clean = draft({ document: stored.document, revision: 4, savedRevision: 4 });
    expect(chooseOpening([clean], stored, 'tab')).toMatchObject({ document: stored.document, history, draft: { revision: 4, savedRevision: 4 } });
    const fresh = chooseOpening([clean], stored, 'new-tab');
    expect(fresh.history).toBeUndefined();
    expect(fresh.document).toBe(stored.document);
  });

  it('offers unsaved changes on an older version instead of applying them', () => {
    const opened = chooseOpening([draft({ baseVersion: 5 })], stored, 'tab');
    expect(opened.document).toBe(stored.document);
    expect(opened.history).toBeUndefined();
    expect(opened.draft?.offer?.baseVersion).toBe(5);
  });

  it('a draft whose content the server already holds counts as saved (an answer lost with the connection)', () => {
    const opened = chooseOpening([draft({ baseVersion: 6, document: structuredClone(stored.document) })], stored, 'tab');
    expect(opened.draft?.offer).toBeUndefined();
    expect(opened.document).toBe(stored.document);
  });

  it('offline, opens this tab’s draft with its unsaved changes still to be saved', () => {
    const chosen = chooseOfflineDraft([draft({ context: {} as Draft['context'] }), draft({ sessionId: 'other', context: {} as Draft['context'], updatedAt: '2026-11-25T00:00:00.000Z' })], 'tab');
    expect(chosen?.opened).toMatchObject({ document: changed, version: 7, history, draft: { revision: 4, savedRevision: 2 } });
    expect(chooseOfflineDraft([draft({})], 'tab')).toBeNull();
  });
});

