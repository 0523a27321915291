import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { createStore, useStore } from '../../lib/external-store';
import { showMessage } from '../../lib/message-box';
import type { Persistence, PersistenceView } from './persistence-controller';

/**
 * Whether uploads are running on the editor page: the upload panel reports it (app/routes/editor-page.tsx
 * wires it), because React Router allows one blocker per page and this guard covers both reasons.
 */
export const uploadsRunning = createStore(false);

/** How long leaving waits for a save that can go through before asking after all. */
const SAVE_BEFORE_LEAVING_MS = 10_000;

/** Saving can go through now: only the pause before the save is left. */
export function canSaveNow(view: PersistenceView, online = navigator.onLine): boolean {
  return online && (view.queue.status === 'saving' || view.queue.status === 'saved');
}

const hasUnsaved = (view: PersistenceView) => view.queue.revision > view.queue.savedRevision || view.queue.status === 'conflict';

/** Resolves true once everything is saved, false when saving ran into trouble or took too long. */
function savedSoon(persistence: Persistence): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (saved: boolean) => {
      if (done) return;
      done = true;
      unsubscribe();
      clearTimeout(timer);
      resolve(saved);
    };
    const check = () => {
      const view = persistence.view.get();
      if (!hasUnsaved(view)) finish(true);
      else if (!canSaveNow(view)) finish(false);
    };
    const unsubscribe = persistence.view.subscribe(check);
    const timer = setTimeout(() => finish(false), SAVE_BEFORE_LEAVING_MS);
    void persistence.flushNow();
    check();
  });
}

/**
 * The editor page's one leave guard (SPEC.md section 8). A change younger than the save's pause
 * is saved first and the page then moves on by itself; SPEC.md's question is asked only when saving
 * is impossible now (offline, refused, a conflict) — and the upload panel's question while photos upload.
 */
export function useEditorLeaveGuard(persistence: Persistence): void {
  const { t } = useTranslation();
  const view = useStore(persistence.view);
  const uploading = useStore(uploadsRunning);
  const active = hasUnsaved(view) || uploading;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    const ask = async (texts: 'upload.leave' | 'editor.persistence.leave') =>
      (await showMessage({
        text: t(`${texts}.text`),
        buttons: [
          { label: t(`${texts}.stay`), value: 'stay', primary: true },
          { label: t(`${texts}.leave`), value: 'leave' },
        ],
      })) === 'leave';
    void (async () => {
      const reset = () => blocker.reset?.();
      if (uploadsRunning.get() && !(await ask('upload.leave'))) return reset();
      if (hasUnsaved(persistence.view.get())) {
        const saved = canSaveNow(persistence.view.get()) && (await savedSoon(persistence));
        if (!current) return;
        if (!saved && !(await ask('editor.persistence.leave'))) return reset();
      }
      if (current) blocker.proceed?.();
    })();
    return () => {
      current = false;
    };
  }, [blocker, persistence, t]);

  // Closing or reloading the tab: the browser's own question, only when the change cannot be saved now (or photos upload).
  const mustAsk = (hasUnsaved(view) && !canSaveNow(view)) || uploading;
  useEffect(() => {
    if (!mustAsk) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [mustAsk]);
}
