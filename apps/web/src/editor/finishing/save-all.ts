import type { Persistence, PersistenceView } from '../persistence/persistence-controller';

/** How long finishing waits for the last save before saying it could not save. */
export const SAVE_BEFORE_FINISHING_MS = 15_000;

export type SaveAllResult = 'saved' | 'failed';

type Saving = Pick<Persistence, 'flushNow'> & { view: Pick<Persistence['view'], 'get' | 'subscribe'> };

const unsaved = (view: PersistenceView) => view.queue.revision > view.queue.savedRevision || view.offer !== null;
/** Trouble the person must resolve first (offline, refused, a conflict, read-only, a draft waiting for a choice). */
const stuck = (view: PersistenceView) => view.offer !== null || !['saving', 'saved', 'retrying'].includes(view.queue.status);

/**
 * Finishing works on the stored document: every change must be on the server first. Saves at once
 * (no pause) and resolves 'saved' when nothing is left unsaved, 'failed' when saving ran into trouble,
 * took too long, or the editor has no persistence (nothing could be saved).
 */
export function saveEverything(persistence: Saving | null, timeoutMs = SAVE_BEFORE_FINISHING_MS): Promise<SaveAllResult> {
  if (!persistence) return Promise.resolve('failed');
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: SaveAllResult) => {
      if (done) return;
      done = true;
      unsubscribe();
      clearTimeout(timer);
      resolve(result);
    };
    const check = () => {
      const view = persistence.view.get();
      if (!unsaved(view) && view.queue.status === 'saved') finish('saved');
      else if (stuck(view)) finish('failed');
    };
    const unsubscribe = persistence.view.subscribe(check);
    const timer = setTimeout(() => finish('failed'), timeoutMs);
    check();
    if (!done) void persistence.flushNow().then(check, () => finish('failed'));
  });
}
