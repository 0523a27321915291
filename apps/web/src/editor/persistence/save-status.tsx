import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/external-store';
import { useEditorStore } from '../state/editor-context';
import { loadNewer, readOnlyText } from './editor-persistence';
import { persistenceSlot } from './persistence-hub';
import type { PersistenceView } from './persistence-controller';
import type { SaveStatusKind } from './save-queue';
import type { TFunction } from 'i18next';
import './save-status.css';

const noSubscription = () => () => undefined;
const PROBLEMS: ReadonlySet<SaveStatusKind> = new Set(['retrying', 'offline', 'conflict', 'readonly', 'failed']);

/**
 * Whether the book is saved, always visible in the toolbar: 'Gespeichert', 'Wird gespeichert…',
 * 'Nicht gespeichert – erneuter Versuch', offline, a conflict, read-only, failed (refused, or signed
 * out). Screen readers hear changes into and out of trouble (politely), not every save.
 *
 * `[data-save-status]` is one of saved | saving | retrying | conflict | offline | readonly | failed
 * (SaveStatusKind); absent for the moment before persistence started (nothing is claimed then).
 * Unsaved changes of this device waiting for the person's choice show as 'conflict'.
 */
export function SaveStatus() {
  const { t } = useTranslation();
  const store = useEditorStore();
  const persistence = useStore(persistenceSlot(store));
  const view = useSyncExternalStore(persistence?.view.subscribe ?? noSubscription, () => persistence?.view.get() ?? null);
  const offerWaiting = view?.offer != null && view.queue.status !== 'conflict' && view.queue.status !== 'readonly';
  const status: SaveStatusKind | null = view ? (offerWaiting ? 'conflict' : view.queue.status) : null;
  const text = !view ? '' : offerWaiting ? t('editor.persistence.offerWaiting') : statusText(view, t);
  const spoken = useSpokenStatus(status ?? 'saved', text);

  return (
    <div className="save-status" data-save-status={status ?? undefined} aria-label={t('editor.persistence.label')} role="group">
      <span className="save-status__text">{text}</span>
      {view?.queue.status === 'conflict' && persistence && (
        <button type="button" className="editor-tool save-status__action" onClick={() => void loadNewer(persistence, store, t)}>
          {t('editor.persistence.loadNewer')}
        </button>
      )}
      {offerWaiting && persistence && (
        <button type="button" className="editor-tool save-status__action" onClick={() => persistence.showOffer()}>
          {t('editor.persistence.offerShow')}
        </button>
      )}
      {view?.queue.signedOut && (
        <button type="button" className="editor-tool save-status__action" onClick={() => void signInAgain()}>
          {t('editor.persistence.signIn')}
        </button>
      )}
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {spoken}
      </span>
    </div>
  );
}

function statusText(view: PersistenceView, t: TFunction): string {
  const { queue } = view;
  switch (queue.status) {
    case 'failed':
      if (queue.signedOut) return view.draftFailed ? t('editor.persistence.signedOutNotKept') : t('editor.persistence.signedOut');
      return t('editor.persistence.failed', { reason: queue.message ?? '' });
    case 'readonly':
      return readOnlyText(queue, t);
    case 'offline':
      // Only what is true: without a working draft store nothing is kept on this device.
      return view.draftFailed ? t('editor.persistence.offlineNotKept') : t('editor.persistence.offline');
    default:
      return t(`editor.persistence.${queue.status}`);
  }
}

/** Signing in again returns to this editor, where the draft brings the changes back. */
async function signInAgain(): Promise<void> {
  const { signIn } = await import('../../lib/auth/oidc-client');
  await signIn(`${location.pathname}${location.search}`);
}

/** The text for the live region: set when trouble starts or ends, so a normal save is not read out. */
function useSpokenStatus(status: SaveStatusKind, text: string): string {
  const [seen, setSeen] = useState(status);
  const [troubled, setTroubled] = useState(false);
  const [spoken, setSpoken] = useState('');
  // Adjusted while rendering (React's pattern for state derived from a change), not in an effect.
  if (status !== seen) {
    setSeen(status);
    if (PROBLEMS.has(status)) {
      setSpoken(text);
      setTroubled(true);
    } else if (status === 'saved' && troubled) {
      setSpoken(text);
      setTroubled(false);
    }
  }
  return spoken;
}
