import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../lib/external-store';
import type { PersistenceView } from '../persistence/persistence-controller';
import type { SaveQueueState } from '../persistence/save-queue';
import { saveEverything } from './save-all';

/** A persistence whose save answers as told: the view changes as the real controller's would. */
function fakePersistence(queue: Partial<SaveQueueState>, answer: (view: ReturnType<typeof createStore<PersistenceView>>) => void) {
  const view = createStore<PersistenceView>({
    queue: { status: 'saving', revision: 3, savedRevision: 2, baseVersion: 1, conflict: null, message: null, signedOut: false, ...queue } as SaveQueueState,
    offer: null,
    offerReplays: false,
    draftFailed: false,
  });
  const flushNow = vi.fn(async () => answer(view));
  return { view, flushNow };
}
const withQueue = (view: ReturnType<typeof createStore<PersistenceView>>, queue: Partial<SaveQueueState>) =>
  view.set((previous) => ({ ...previous, queue: { ...previous.queue, ...queue } }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('saveEverything', () => {
  it('saves the unsaved change at once and resolves when the server has it', async () => {
    const persistence = fakePersistence({}, (view) => withQueue(view, { status: 'saved', savedRevision: 3 }));
    await expect(saveEverything(persistence)).resolves.toBe('saved');
    expect(persistence.flushNow).toHaveBeenCalledOnce();
  });

  it('resolves at once when everything is saved already', async () => {
    const persistence = fakePersistence({ status: 'saved', revision: 2, savedRevision: 2 }, () => undefined);
    await expect(saveEverything(persistence)).resolves.toBe('saved');
  });

  it('fails when saving is refused, runs into a conflict, is offline, or a draft waits for a choice', async () => {
    for (const status of ['failed', 'conflict', 'offline', 'readonly'] as const) {
      const persistence = fakePersistence({}, (view) => withQueue(view, { status }));
      await expect(saveEverything(persistence)).resolves.toBe('failed');
    }
    const offered = fakePersistence({ status: 'saved', revision: 2, savedRevision: 2 }, () => undefined);
    offered.view.set((previous) => ({ ...previous, offer: {} as PersistenceView['offer'] }));
    await expect(saveEverything(offered)).resolves.toBe('failed');
    await expect(saveEverything(null)).resolves.toBe('failed');
  });

  it('fails when the save keeps retrying past the wait', async () => {
    const persistence = fakePersistence({}, (view) => withQueue(view, { status: 'retrying' }));
    const result = saveEverything(persistence, 5_000);
    await vi.advanceTimersByTimeAsync(5_001);
    await expect(result).resolves.toBe('failed');
  });
});
