import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { freshAccessToken, renewAccessToken } from '../../lib/auth/fresh-token';
import { useStore } from '../../lib/external-store';
import { openMessage, showMessage } from '../../lib/message-box';
import { getBookDocument } from '../api/get-book-document';
import type { EditorData } from '../editor-data';
import { useEditorStore } from '../state/editor-context';
import { createDraftWriter, currentSessionId, currentUserId } from './draft-store';
import { useEditorLeaveGuard } from './leave-guard';
import type { OpenedDocument } from './open-document';
import { registerOfflineShell } from './offline-shell';
import { createPersistence, type Persistence } from './persistence-controller';
import { persistenceSlot } from './persistence-hub';
import { saveDocument } from './save-document';
import type { SaveQueueState } from './save-queue';

const GESTURE_ENDS = ['pointerup', 'pointercancel', 'keyup', 'touchend'] as const;

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
    // Leaving the page (hidden, closed): the last save may outlive the page (fetch keepalive).
    let leaving = false;
    const tell = (text: string) => {
      store.announce(text);
      void showMessage({ text });
    };
    const created = createPersistence({
      store,
      opened: opened ?? { document: store.getState().document, version },
      userId: currentUserId(),
      sessionId: currentSessionId(),
      context: data ? { book: data.book, details: data.details, photos: data.photos } : undefined,
      save: (document, baseVersion) => saveDocument(bookId, document, baseVersion, { token: freshAccessToken, renew: renewAccessToken, keepalive: leaving }),
      loadCurrent: () => getBookDocument(bookId),
      writer: createDraftWriter(),
      isOnline: () => navigator.onLine,
      tell,
    });
    if (!store.getState().readOnly) void registerOfflineShell();
    const slot = persistenceSlot(store);
    slot.set(created);
    const online = () => created.online();
    const offline = () => created.offline();
    // A tab put away or closed: save what waits now rather than after the pause.
    const away = () => {
      if (document.visibilityState === 'visible') {
        leaving = false;
        return;
      }
      leaving = true;
      void created.flushNow(true);
    };
    const pagehide = () => {
      leaving = true;
      void created.flushNow(true);
    };
    // The end of a drag or a key press: the gesture's last state goes to the draft at once.
    const gestureEnded = () => created.gestureEnded();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', away);
    window.addEventListener('pagehide', pagehide);
    for (const type of GESTURE_ENDS) window.addEventListener(type, gestureEnded, true);
    return () => {
      for (const type of GESTURE_ENDS) window.removeEventListener(type, gestureEnded, true);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', away);
      window.removeEventListener('pagehide', pagehide);
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
  useEditorLeaveGuard(persistence);

  useEffect(() => {
    if (status !== 'conflict') return;
    let asked = true;
    const question = openMessage({
      title: t('editor.persistence.conflictTitle'),
      text: t('editor.persistence.conflictText'),
      buttons: [
        { label: t('editor.persistence.loadNewer'), value: 'load', primary: true },
        { label: t('editor.persistence.later'), value: 'later' },
      ],
    });
    void question.answer.then(async (answer) => {
      if (!asked || answer !== 'load') return;
      await loadNewer(persistence, store, t);
    });
    return () => {
      asked = false;
      // Resolved meanwhile (the toolbar's 'Neueren Stand laden'): the question is no longer true.
      question.close();
    };
  }, [status, persistence, store, t]);

  useEffect(() => {
    if (status === 'readonly') store.announce(readOnlyText(view.queue, t));
  }, [status, store, t, view.queue]);

  const offer = view.offer;
  const replaces = !view.offerReplays;
  useEffect(() => {
    if (!offer) return;
    const time = new Intl.DateTimeFormat(i18n.language || 'de-DE', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(offer.updatedAt));
    let asked = true;
    const question = openMessage({
      title: t('editor.persistence.offerTitle'),
      text: [t('editor.persistence.offerText', { time }), replaces ? t('editor.persistence.offerReplaces') : ''].filter(Boolean).join(' '),
      buttons: [
        { label: t('editor.persistence.offerAccept'), value: 'accept', primary: true },
        { label: t('editor.persistence.offerDiscard'), value: 'discard' },
      ],
    });
    void question.answer.then((answer) => {
      if (!asked) return;
      if (answer === 'accept') {
        const result = persistence.acceptOffer();
        if (result.kind === 'replayed') store.announce(t('editor.persistence.offerReplayed', { count: result.count }));
        else if (result.kind === 'replaced') store.announce(t('editor.persistence.offerReplaced'));
        else if (result.kind === 'refused') void showMessage({ text: t('editor.persistence.offerRefused') });
      } else if (answer === 'discard') void persistence.discardOffer();
      // Dismissed: the draft stays on this device and is offered again next time.
    });
    return () => {
      asked = false;
      question.close();
    };
  }, [offer, replaces, persistence, store, t, i18n.language]);

  return null;
}

/** 403: the book is read-only now; said together with what happened to the last changes. */
export function readOnlyText(queue: SaveQueueState, t: TFunction): string {
  const reason = queue.message ?? t('editor.persistence.readonly');
  return queue.revision > queue.savedRevision ? `${reason} ${t('editor.persistence.notSaved')}` : reason;
}

/** 'Neueren Stand laden': the newer state, this session's changes on top where they fit, and what happened in words. */
export async function loadNewer(persistence: Persistence, store: ReturnType<typeof useEditorStore>, t: TFunction) {
  try {
    const { carried, parked } = await persistence.loadNewer();
    // Set aside: the offer's question explains it; otherwise the result in a sentence.
    const text = parked ? t('editor.persistence.parked') : carried > 0 ? t('editor.persistence.carried', { count: carried }) : t('editor.persistence.loaded');
    store.announce(text);
  } catch {
    // The newer state could not be fetched (offline): the conflict stays, the button stays.
  }
}
