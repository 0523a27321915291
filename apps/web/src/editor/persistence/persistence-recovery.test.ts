import type { BookDocument, TextFrame } from '@eb/book-model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEditorStore } from '../state/editor-store';
import { claimSessionId, createDraftWriter, resetClaimedSession, type Draft } from './draft-store';
import { chooseOpening } from './open-document';
import { book, newId, setup, textFrames } from './persistence-test-kit';
import { documentHash, sameDocument } from './same-document';

// Review findings of issue 12: nothing restored, parked or in flight is lost; slow draft stores never block saving.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('never losing work across reloads and conflicts (review findings)', () => {
  /** A draft as a reload brings it back: unsaved changes with the commands that made them. */
  function restored(base: BookDocument) {
    const [title, subtitle] = textFrames(base);
    const commands = [
      { type: 'setText', frameId: title!.id, text: 'Offline geschrieben' },
      { type: 'setFrameBox', frameId: subtitle!.id, box: { xMm: subtitle!.xMm + 4 } },
    ] as const;
    const scratch = createEditorStore({ bookId: 4, document: base, newId });
    for (const command of commands) scratch.dispatch(command);
    const pending = commands.map((command, index) => ({ revision: 4 + index, command }));
    return { document: scratch.getState().document, history: scratch.getState().history, pending, title: title!, subtitle: subtitle! };
  }

  it('changes restored from a draft are replayed on top of a newer state after a 412 (not counted as lost)', async () => {
    const base = book();
    const mine = restored(base);
    const { store, persistence, saves, writes, parked } = setup({ document: mine.document, history: mine.history, draft: { revision: 5, savedRevision: 3, pending: mine.pending } });
    await vi.advanceTimersByTimeAsync(800);
    // The draft keeps the commands, so a second reload could replay them as well.
    expect(writes.at(-1)!.pending?.map((entry) => entry.command?.type)).toEqual(['setText', 'setFrameBox']);
    const theirs = structuredClone(base);
    (theirs.cover.front.frames.find((frame) => frame.id === mine.subtitle.id) as TextFrame).text = 'Vom anderen Gerät';
    await saves[0]!.answer({ kind: 'conflict', version: 4, document: theirs });
    expect(await persistence.loadNewer()).toEqual({ carried: 2, lost: 0, parked: false });
    const frames = store.getState().document.cover.front.frames;
    expect((frames.find((frame) => frame.id === mine.title.id) as TextFrame).text).toBe('Offline geschrieben');
    expect((frames.find((frame) => frame.id === mine.subtitle.id) as TextFrame).text).toBe('Vom anderen Gerät');
    expect(frames.find((frame) => frame.id === mine.subtitle.id)?.xMm).toBeCloseTo(mine.subtitle.xMm + 4, 6);
    expect(parked).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(800);
    expect(saves[1]).toMatchObject({ baseVersion: 4 });
  });

  it('a restored state that cannot be replayed (an old draft without commands) is parked and offered before the newer state is shown', async () => {
    const base = book();
    const mine = restored(base);
    const { store, persistence, saves, parked } = setup({ document: mine.document, history: mine.history, draft: { revision: 5, savedRevision: 3 } });
    await vi.advanceTimersByTimeAsync(800);
    await saves[0]!.answer({ kind: 'conflict', version: 4, document: structuredClone(base) });
    expect(await persistence.loadNewer()).toMatchObject({ parked: true });
    expect(parked[0]!.document).toBe(mine.document);
    expect(persistence.view.get()).toMatchObject({ offerReplays: false });
    expect(sameDocument(store.getState().document, base)).toBe(true);
    // Taking it back replaces the newer state as one change (the newer one stays a saved version).
    expect(persistence.acceptOffer()).toEqual({ kind: 'replaced' });
    expect(sameDocument(store.getState().document, mine.document)).toBe(true);
  });

  it('a second “Neueren Stand laden” while one runs joins it instead of loading twice', async () => {
    const base = book();
    const { store, persistence, saves } = setup({}, base, { current: { document: structuredClone(base), version: 4 } });
    const [title] = textFrames(base);
    store.dispatch({ type: 'setText', frameId: title!.id, text: 'Zweimal geklickt' });
    await vi.advanceTimersByTimeAsync(800);
    await saves[0]!.answer({ kind: 'conflict', version: 4, document: null });
    const first = persistence.loadNewer();
    expect(persistence.loadNewer()).toBe(first);
    expect(await first).toEqual({ carried: 1, lost: 0, parked: false });
    expect(store.getState().history.undoStack).toHaveLength(1);
  });

  it('“Meine Änderungen übernehmen” replays the draft’s commands on top of the newer state instead of overwriting it', async () => {
    const base = book();
    const mine = restored(base);
    const newer = structuredClone(base);
    (newer.cover.front.frames.find((frame) => frame.id === mine.subtitle.id) as TextFrame).text = 'Vom anderen Gerät';
    const offer = { sessionId: 'zurückgestellt-2', document: mine.document, history: mine.history, baseVersion: 2, revision: 5, savedRevision: 3, pending: mine.pending, updatedAt: '2026-11-24T10:00:00.000Z' } as unknown as Draft;
    const { store, persistence, saves } = setup({ document: newer, version: 3, draft: { revision: 0, savedRevision: 0, offer } });
    expect(persistence.view.get().offerReplays).toBe(true);
    expect(persistence.acceptOffer()).toEqual({ kind: 'replayed', count: 2 });
    const frames = store.getState().document.cover.front.frames;
    expect((frames.find((frame) => frame.id === mine.subtitle.id) as TextFrame).text).toBe('Vom anderen Gerät');
    expect((frames.find((frame) => frame.id === mine.title.id) as TextFrame).text).toBe('Offline geschrieben');
    await vi.advanceTimersByTimeAsync(800);
    expect(saves[0]).toMatchObject({ baseVersion: 3 });
    expect((saves[0]!.document.cover.front.frames.find((frame) => frame.id === mine.subtitle.id) as TextFrame).text).toBe('Vom anderen Gerät');
  });

  it('keeps the save in flight in the draft, so a reload can tell it went through', async () => {
    const { store, saves, writes } = setup();
    const [title] = textFrames(store.getState().document);
    store.dispatch({ type: 'setText', frameId: title!.id, text: 'Unterwegs' });
    await vi.advanceTimersByTimeAsync(800);
    expect(saves).toHaveLength(1);
    expect(writes.at(-1)!.inFlight).toEqual({ baseVersion: 3, revision: 1, hash: documentHash(saves[0]!.document) });
    await saves[0]!.answer({ kind: 'saved', version: 4 });
    expect(writes.at(-1)!.inFlight).toBeUndefined();
  });

  it('a photo the server no longer has is dropped from its frame, the person is told, and the book saved again', async () => {
    const base = book();
    const { store, saves, told } = setup({}, base);
    const frame = base.spreads.flatMap((spread) => spread.pages.flatMap((page) => page.frames)).find((candidate) => candidate.kind === 'photo')!;
    store.dispatch({ type: 'placePhoto', frameId: frame.id, photo: { id: 'geloescht-1', widthPx: 3000, heightPx: 2000 } });
    await vi.advanceTimersByTimeAsync(800);
    expect(JSON.stringify(saves[0]!.document)).toContain('geloescht-1');
    await saves[0]!.answer({ kind: 'photosGone', photoIds: ['geloescht-1'] });
    expect(told).toEqual(['Ein Foto gibt es nicht mehr; sein Rahmen ist jetzt leer.']);
    await vi.advanceTimersByTimeAsync(800);
    expect(saves).toHaveLength(2);
    expect(JSON.stringify(saves[1]!.document)).not.toContain('geloescht-1');
  });

  it('a draft store that never answers does not hold saves back', async () => {
    const { store, saves } = setup({}, book(), { flushed: () => new Promise<void>(() => undefined) });
    const [title] = textFrames(store.getState().document);
    store.dispatch({ type: 'setText', frameId: title!.id, text: 'iPad' });
    await vi.advanceTimersByTimeAsync(800 + 1_500);
    expect(saves).toHaveLength(1);
  });

  it('during a gesture the draft is written at most every 250 ms, and once more at its end', async () => {
    const { store, writes, persistence } = setup();
    const [title] = textFrames(store.getState().document);
    const drag = async (steps: number) => {
      for (let step = 1; step <= steps; step += 1) {
        store.dispatch({ type: 'setFrameBox', frameId: title!.id, box: { xMm: title!.xMm + step / 10 } }, { mergeKey: 'drag' });
        await vi.advanceTimersByTimeAsync(16);
      }
      store.endGesture();
    };
    const xOfLastWrite = () => writes.at(-1)!.document.cover.front.frames.find((frame) => frame.id === title!.id)?.xMm;
    await drag(20);
    // 20 frames in 320 ms: the first at once, then one per 250 ms; the end follows by itself.
    expect(writes.length).toBeLessThanOrEqual(3);
    await vi.advanceTimersByTimeAsync(250);
    expect(xOfLastWrite()).toBeCloseTo(title!.xMm + 2, 6);
    // Released pointer (or key): the last state is written at once.
    await vi.advanceTimersByTimeAsync(1_000);
    await drag(3);
    persistence.gestureEnded();
    expect(xOfLastWrite()).toBeCloseTo(title!.xMm + 0.3, 6);
  });
});

describe('a reload during a save, and the draft writer', () => {
  const stored = book();
  const sent = structuredClone(stored);
  sent.cover.front.frames = sent.cover.front.frames.slice(1);
  const later = structuredClone(sent);
  later.cover.front.frames = later.cover.front.frames.slice(1);
  const draft: Draft = {
    userId: 'u',
    bookId: 1,
    sessionId: 'tab',
    baseVersion: 6,
    document: later,
    history: { undoStack: [], redoStack: [], limit: 200 },
    revision: 5,
    savedRevision: 3,
    updatedAt: '2026-11-24T10:00:00.000Z',
    pending: [
      { revision: 4, command: { type: 'removeFrame', frameId: 'a' } },
      { revision: 5, command: { type: 'removeFrame', frameId: 'b' } },
    ],
    inFlight: { baseVersion: 6, revision: 4, hash: documentHash(sent) },
  };

  it('the server at base + 1 with exactly the content on its way: the draft continues on it, no question asked', () => {
    const opened = chooseOpening([draft], { document: structuredClone(sent), version: 7 }, 'tab');
    expect(opened.draft?.offer).toBeUndefined();
    expect(opened).toMatchObject({ document: later, version: 7, draft: { revision: 5, savedRevision: 4 } });
    expect(opened.draft?.pending?.map((entry) => entry.revision)).toEqual([5]);
  });

  it('anything else at base + 1 is another device’s save: offered, not applied', () => {
    const opened = chooseOpening([draft], { document: stored, version: 7 }, 'tab');
    expect(opened.document).toBe(stored);
    expect(opened.draft?.offer?.pending).toHaveLength(2);
  });

  it('a save waits only for the write of its own revision, not for writes queued after it', async () => {
    const ends: Array<() => void> = [];
    const writer = createDraftWriter(() => new Promise<void>((resolve) => ends.push(resolve)));
    const at = (revision: number) => ({ ...draft, revision });
    writer.write(at(1));
    let done = false;
    const flushed = writer.flushed(1).then(() => (done = true));
    writer.write(at(2));
    ends.shift()!();
    await flushed;
    expect(done).toBe(true);
    // Revision 2 is still being written: flushed(2) waits for it.
    let second = false;
    const waiting = writer.flushed(2).then(() => (second = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(second).toBe(false);
    ends.shift()!();
    await waiting;
    expect(writer.failed).toBe(false);
  });

  it('leaving the page writes the newest state at once, beside a write that still runs', async () => {
    const started: number[] = [];
    const writer = createDraftWriter((written) => {
      started.push(written.revision);
      return new Promise<void>(() => undefined);
    });
    writer.write({ ...draft, revision: 1 });
    writer.write({ ...draft, revision: 2 });
    expect(started).toEqual([1]);
    writer.write({ ...draft, revision: 3 }, true);
    expect(started).toEqual([1, 3]);
  });

  it('says the draft failed when a write fails, so nothing claims the change is kept on this device', async () => {
    const writer = createDraftWriter(() => Promise.reject(new Error('timeout')));
    const told = vi.fn();
    writer.onFailedChange(told);
    writer.write(draft);
    await writer.flushed(draft.revision);
    expect(writer.failed).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('a duplicated tab (same sessionStorage) does not share the first tab’s session id', async () => {
    const held = new Set<string>();
    const locks = {
      request: (async (name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) => {
        const free = !held.has(name);
        if (free) held.add(name);
        return callback(free ? ({ name, mode: 'exclusive' } as Lock) : null);
      }) as unknown as LockManager['request'],
    };
    resetClaimedSession();
    const first = await claimSessionId(locks);
    resetClaimedSession();
    const second = await claimSessionId(locks);
    expect(second).not.toBe(first);
    resetClaimedSession();
  });
});
