import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { freshAccessToken } from '../../lib/auth/fresh-token';
import { useStore } from '../../lib/external-store';
import { showMessage } from '../../lib/message-box';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { getBookDocument } from '../api/get-book-document';
import type { EditorData } from '../editor-data';
import { useEditorStore } from '../state/editor-context';
import { createDraftWriter, currentSessionId, currentUserId } from './draft-store';
import type { OpenedDocument } from './open-document';
import { registerOfflineShell } from './offline-shell';
import { createPersistence, type Persistence } from './persistence-controller';
import { persistenceSlot } from './persistence-hub';
import { saveDocument } from './save-document';

export interface EditorPersistenceProps {
  /** Kept for the foundation's call; `opened.version` is the same. */
  version: number;
  opened?: OpenedDocument;
  /** What the editor opened with: kept beside the draft so the editor can open offline. */
  data?: Pick<EditorData, 'book' | 'details' | 'photos'>;
}

/**
 * Never lose work (issue 12): every change goes to this browser's draft (IndexedDB) and, within two
 * seconds, to the server with the version it is based on. Conflicts, a book that became read-only and
 * leaving with unsaved changes are asked about in plain words. Renders nothing itself: the status is
 * SaveStatus in the toolbar, questions go through the message box.
 */
export function EditorPersistence({ version, opened, data }: EditorPersistenceProps) {
  const store = useEditorStore();
  const persistence = useStore(persistenceSlot(store));

  useEffect(() => {
    const bookId = store.getState().bookId;
    const created = createPersistence({
      store,
      opened: opened ?? { document: store.getState().document, version },
      userId: currentUserId(),
      sessionId: currentSessionId(),
      context: data ? { book: data.book, details: data.details, photos: data.photos } : undefined,
      save: (document, baseVersion) => saveDocument(bookId, document, baseVersion, { token: freshAccessToken }),
      loadCurrent: () => getBookDocument(bookId),
      writer: createDraftWriter(),
      isOnline: () => navigator.onLine,
    });
    if (!store.getState().readOnly) void registerOfflineShell();
    const slot = persistenceSlot(store);
    slot.set(created);
    const online = () => created.online();
    const offline = () => created.offline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      created.dispose();
      if (slot.get() === created) slot.set(null);
    };
    // Started once per editor: the opened document is the starting point, not a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  return persistence ? <PersistenceQuestions persistence={persistence} /> : null;
}

/** The questions persistence asks: a conflict, an older draft on this device, and leaving unsaved. */
function PersistenceQuestions({ persistence }: { persistence: Persistence }) {
  const { t, i18n } = useTranslation();
  const store = useEditorStore();
  const view = useStore(persistence.view);
  const status = view.queue.status;
  const unsaved = view.queue.revision > view.queue.savedRevision || status === 'conflict';
  // The draft survives leaving anyway; the question is for what the server has not got yet.
  useLeaveGuard(unsaved, 'editor.persistence.leave');

  useEffect(() => {
    if (status !== 'conflict') return;
    let asked = true;
    void showMessage({
      title: t('editor.persistence.conflictTitle'),
      text: t('editor.persistence.conflictText'),
      buttons: [
        { label: t('editor.persistence.loadNewer'), value: 'load', primary: true },
        { label: t('editor.persistence.later'), value: 'later' },
      ],
    }).then(async (answer) => {
      if (!asked || answer !== 'load') return;
      await loadNewer(persistence, store, t);
    });
    return () => {
      asked = false;
    };
  }, [status, persistence, store, t]);

  useEffect(() => {
    if (status === 'readonly') store.announce(view.queue.message ?? t('editor.persistence.readonly'));
  }, [status, store, t, view.queue.message]);

  const offer = view.offer;
  useEffect(() => {
    if (!offer) return;
    const time = new Intl.DateTimeFormat(i18n.language || 'de-DE', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(offer.updatedAt));
    void showMessage({
      title: t('editor.persistence.offerTitle'),
      text: t('editor.persistence.offerText', { time }),
      buttons: [
        { label: t('editor.persistence.offerAccept'), value: 'accept', primary: true },
        { label: t('editor.persistence.offerDiscard'), value: 'discard' },
      ],
    }).then((answer) => {
      if (answer === 'accept') persistence.acceptOffer();
      else if (answer === 'discard') void persistence.discardOffer();
      // Dismissed: the draft stays on this device and is offered again next time.
    });
  }, [offer, persistence, t, i18n.language]);

  return null;
}

/** 'Neueren Stand laden': the newer state, this session's changes on top where they fit, and what happened in words. */
export async function loadNewer(persistence: Persistence, store: ReturnType<typeof useEditorStore>, t: TFunction) {
  try {
    const { carried, lost } = await persistence.loadNewer();
    const text = lost > 0 ? t('editor.persistence.lost', { count: lost }) : carried > 0 ? t('editor.persistence.carried', { count: carried }) : t('editor.persistence.loaded');
    store.announce(text);
    if (lost > 0) await showMessage({ text });
  } catch {
    // The newer state could not be fetched (offline): the conflict stays, the button stays.
  }
}
