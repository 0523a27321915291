import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/external-store';
import { useEditorStore } from '../state/editor-context';
import { loadNewer } from './editor-persistence';
import { persistenceSlot } from './persistence-hub';
import type { SaveStatusKind } from './save-queue';
import './save-status.css';

const noSubscription = () => () => undefined;
const PROBLEMS: ReadonlySet<SaveStatusKind> = new Set(['retrying', 'offline', 'conflict', 'readonly', 'failed']);

/**
 * Whether the book is saved, always visible in the toolbar: 'Gespeichert', 'Wird gespeichert…',
 * 'Nicht gespeichert – erneuter Versuch', offline, a conflict, read-only. Screen readers hear
 * changes into and out of trouble (politely), not every save.
 */
export function SaveStatus() {
  const { t } = useTranslation();
  const store = useEditorStore();
  const persistence = useStore(persistenceSlot(store));
  const view = useSyncExternalStore(persistence?.view.subscribe ?? noSubscription, () => persistence?.view.get() ?? null);
  const status: SaveStatusKind = view?.queue.status ?? 'saved';
  const text = status === 'failed' ? t('editor.persistence.failed', { reason: view?.queue.message ?? '' }) : status === 'readonly' ? (view?.queue.message ?? t('editor.persistence.readonly')) : t(`editor.persistence.${status}`);
  const spoken = useSpokenStatus(status, text);

  return (
    <div className="save-status" data-save-status={status} aria-label={t('editor.persistence.label')} role="group">
      <span className="save-status__text">{text}</span>
      {status === 'conflict' && persistence && (
        <button type="button" className="editor-tool save-status__action" onClick={() => void loadNewer(persistence, store, t)}>
          {t('editor.persistence.loadNewer')}
        </button>
      )}
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {spoken}
      </span>
    </div>
  );
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
