import { canSaveNow } from '../persistence/leave-guard';
import type { Persistence } from '../persistence/persistence-controller';

/** How long the proof waits for the editor's save before it is drawn from what is stored. */
const SAVE_FIRST_MS = 10_000;

/** Saves what is unsaved now (the proof is drawn from the stored document); answers a hint when it could not. */
export function saveBeforeProof(persistence: Persistence | null, unsavedHint: string): Promise<string | null> {
  if (!persistence) return Promise.resolve(null);
  const unsaved = () => {
    const { queue } = persistence.view.get();
    return queue.revision > queue.savedRevision || queue.status === 'conflict';
  };
  if (!unsaved()) return Promise.resolve(null);
  return new Promise((resolve) => {
    let done = false;
    const finish = (hint: string | null) => {
      if (done) return;
      done = true;
      unsubscribe();
      clearTimeout(timer);
      resolve(hint);
    };
    const check = () => {
      if (!unsaved()) finish(null);
      else if (!canSaveNow(persistence.view.get())) finish(unsavedHint);
    };
    const unsubscribe = persistence.view.subscribe(check);
    const timer = setTimeout(() => finish(unsavedHint), SAVE_FIRST_MS);
    void persistence.flushNow();
    check();
  });
}
