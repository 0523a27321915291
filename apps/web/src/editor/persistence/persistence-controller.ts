import { createHistory, type BookDocument } from '@eb/book-model';
import { createStore } from '../../lib/external-store';
import type { VersionedDocument } from '../api/get-book-document';
import type { EditorStore } from '../state/editor-store';
import { deleteDraft, type Draft, type createDraftWriter } from './draft-store';
import type { OpenedDocument } from './open-document';
import { createSaveQueue, type Clock, type SaveOutcome, type SaveQueueState } from './save-queue';
import { sameDocument } from './same-document';
import { logChange, type LoggedChange } from './unsaved-commands';

export interface PersistenceView {
  queue: SaveQueueState;
  /** Unsaved changes of this browser on an older version, waiting for the person's choice. */
  offer: Draft | null;
}

export interface PersistenceDeps {
  store: EditorStore;
  opened: OpenedDocument;
  userId: string | null;
  sessionId: string;
  context?: Draft['context'];
  save(document: BookDocument, baseVersion: number): Promise<SaveOutcome>;
  /** The stored document now (a 412 that did not carry it). */
  loadCurrent(): Promise<VersionedDocument>;
  writer: ReturnType<typeof createDraftWriter>;
  removeDraft?: (draft: Draft) => Promise<void>;
  isOnline?: () => boolean;
  clock?: Clock;
}

/**
 * Joins the editor store, the save queue and this browser's draft: every change is written to the
 * draft first, then saved; acknowledged saves mark the draft clean; conflicts and a book that
 * became read-only are resolved here, never by overwriting anything silently.
 */
export function createPersistence(deps: PersistenceDeps) {
  const { store, opened } = deps;
  const removeDraft = deps.removeDraft ?? deleteDraft;
  // The draft's change counter continues across reloads: this store starts at revision 0.
  const offset = opened.draft?.revision ?? 0;
  const revisionNow = () => offset + store.getState().revision;
  let log: LoggedChange[] = [];
  let adopted: Draft | undefined = opened.draft?.adopted;
  let adopting = false;

  const view = createStore<PersistenceView>({ queue: null as unknown as SaveQueueState, offer: opened.draft?.offer ?? null });

  const queue = createSaveQueue({
    baseVersion: opened.version,
    savedRevision: opened.draft?.savedRevision ?? offset,
    isOnline: deps.isOnline,
    ...(deps.clock ? { clock: deps.clock } : {}),
    // The draft is on disk before the server hears of it.
    save: async (document, baseVersion) => {
      await deps.writer.flushed();
      return deps.save(document, baseVersion);
    },
    onState: (state) => {
      view.set((previous) => ({ ...previous, queue: state }));
      if (state.status === 'readonly' && !store.getState().readOnly) store.setReadOnly(true);
    },
    onSaved: (revision) => {
      log = log.filter((entry) => entry.revision > revision);
      writeDraft();
      if (adopted) {
        void removeDraft(adopted).catch(() => undefined);
        adopted = undefined;
      }
    },
  });
  view.set((previous) => ({ ...previous, queue: queue.getState() }));

  function writeDraft() {
    if (!deps.userId) return;
    const state = store.getState();
    const saved = queue.getState();
    deps.writer.write({
      userId: deps.userId,
      bookId: state.bookId,
      sessionId: deps.sessionId,
      baseVersion: saved.baseVersion,
      document: state.document,
      history: state.history,
      revision: revisionNow(),
      savedRevision: Math.min(saved.savedRevision, revisionNow()),
      updatedAt: new Date().toISOString(),
      // The photos as the tray knows them now (uploads of this session included).
      context: deps.context ? { ...deps.context, photos: [...state.photos.values()] } : undefined,
    });
  }

  let history = store.getState().history;
  const unsubscribe = store.onChange((state, cause) => {
    const before = history;
    history = state.history;
    if (adopting) return;
    const revision = revisionNow();
    log = logChange(log, queue.getState().savedRevision, before, state.history, cause, revision);
    writeDraft();
    queue.changed(revision, state.document);
  });

  // Unsaved changes brought back from the draft go out soon, like any new change.
  if (opened.draft && opened.draft.revision > opened.draft.savedRevision && !opened.draft.offer) {
    log = [{ revision: opened.draft.revision, command: null }];
    queue.changed(revisionNow(), store.getState().document);
  }

  /** Shows a document as saved under `version` without sending it back (it came from the server). */
  function adopt(document: BookDocument, version: number, saved: boolean, historyOf = createHistory()) {
    adopting = true;
    try {
      store.replaceDocument(document, historyOf);
    } finally {
      adopting = false;
    }
    history = store.getState().history;
    queue.rebase(version, revisionNow(), saved, document);
    writeDraft();
  }

  return {
    view,
    queue,
    /** Whether anything is not yet acknowledged by the server (leaving asks first). */
    isUnsaved: () => queue.isDirty() || queue.getState().status === 'conflict',
    online: () => queue.online(),
    offline: () => queue.offline(),

    /**
     * 'Neueren Stand laden' after a conflict: shows the newer stored state and applies this
     * session's unsaved changes on top where they still fit. Answers how many could not be.
     */
    async loadNewer(): Promise<{ carried: number; lost: number }> {
      const conflict = queue.getState().conflict;
      const current = conflict?.document ? { document: conflict.document, version: conflict.version } : await deps.loadCurrent();
      const mine = store.getState().document;
      const pending = log.filter((entry) => entry.revision > queue.getState().savedRevision);
      log = [];
      // Our own save whose answer got lost: the server holds exactly this state.
      if (sameDocument(mine, current.document)) {
        adopt(current.document, current.version, true, store.getState().history);
        return { carried: 0, lost: 0 };
      }
      adopt(current.document, current.version, true);
      let carried = 0;
      let lost = 0;
      for (const entry of pending) {
        if (entry.command && store.dispatch(entry.command)) carried += 1;
        else lost += 1;
      }
      store.clearRefusal();
      return { carried, lost };
    },

    /** 'Meine Änderungen übernehmen': the offered draft is saved on top of the stored version. */
    acceptOffer() {
      const offer = view.get().offer;
      if (!offer) return;
      view.set((previous) => ({ ...previous, offer: null }));
      adopted = offer;
      adopt(offer.document, queue.getState().baseVersion, false, offer.history);
      log = [{ revision: revisionNow(), command: null }];
    },

    /** 'Verwerfen': the offered draft is removed for good. */
    async discardOffer() {
      const offer = view.get().offer;
      view.set((previous) => ({ ...previous, offer: null }));
      if (offer) await removeDraft(offer).catch(() => undefined);
    },

    dispose() {
      unsubscribe();
      queue.stop();
    },
    /** The editor's change counter as the draft counts it (continues across reloads). */
    revision: revisionNow,
  };
}

export type Persistence = ReturnType<typeof createPersistence>;
