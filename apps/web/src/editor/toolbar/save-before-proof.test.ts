import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../lib/external-store';
import type { Persistence, PersistenceView } from '../persistence/persistence-controller';
import { saveBeforeProof } from './save-before-proof';

const HINT = 'nicht gespeichert';

/** The part of the editor's persistence the proof uses: its view and 'save now', saving as told. */
function fakePersistence(queue: Partial<PersistenceView['queue']>, onFlush: (view: ReturnType<typeof createStore<PersistenceView>>) => void) {
  const view = createStore<PersistenceView>({
    queue: { status: 'saving', baseVersion: 3, savedRevision: 4, revision: 5, message: null, conflict: null, signedOut: false, ...queue },
    offer: null,
    offerReplays: false,
    draftFailed: false,
  });
  const flushNow = vi.fn(() => {
    onFlush(view);
    return Promise.resolve();
  });
  return { persistence: { view, flushNow } as unknown as Persistence, flushNow };
}

const saved = (view: ReturnType<typeof createStore<PersistenceView>>) => view.set((previous) => ({ ...previous, queue: { ...previous.queue, status: 'saved', savedRevision: previous.queue.revision } }));

afterEach(() => vi.unstubAllGlobals());

describe('saveBeforeProof', () => {
  it('saves the unsaved change now and answers once it is stored', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    let later: (() => void) | null = null;
    const { persistence, flushNow } = fakePersistence({}, (view) => (later = () => saved(view)));
    const result = saveBeforeProof(persistence, HINT);
    expect(flushNow).toHaveBeenCalledOnce();
    let answered = false;
    void result.then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    later!();
    await expect(result).resolves.toBeNull();
  });

  it('asks nothing when all is saved, and answers at once without an editor', async () => {
    const { persistence, flushNow } = fakePersistence({ status: 'saved', savedRevision: 5 }, () => undefined);
    await expect(saveBeforeProof(persistence, HINT)).resolves.toBeNull();
    expect(flushNow).not.toHaveBeenCalled();
    await expect(saveBeforeProof(null, HINT)).resolves.toBeNull();
  });

  it('says the proof lacks the last changes when saving cannot go through (offline, refused)', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { persistence } = fakePersistence({ status: 'offline' }, () => undefined);
    await expect(saveBeforeProof(persistence, HINT)).resolves.toBe(HINT);
    vi.stubGlobal('navigator', { onLine: true });
    const refused = fakePersistence({ status: 'failed' }, () => undefined);
    await expect(saveBeforeProof(refused.persistence, HINT)).resolves.toBe(HINT);
  });
});
