import { applyCommand, createHistory, type BookDocument, type Command } from '@eb/book-model';
import { createStore } from '../../lib/external-store';
import { withTimeout } from '../../lib/local-data';
import type { VersionedDocument } from '../api/get-book-document';
import type { EditorStore } from '../state/editor-store';
import { DRAFT_TIMEOUT_MS, deleteDraft, deleteDraftIfUnchanged, putDraft, type Draft, type DraftWriter } from './draft-store';
import { pendingOf, type OpenedDocument } from './open-document';
import { createSaveQueue, type Clock, type SaveOutcome, type SaveQueueState } from './save-queue';
import { documentHash, sameDocument } from './same-document';
import { logChange, type LoggedChange } from './unsaved-commands';

/** During a gesture (a crop drag sends a change every frame) the draft is written at most this often, and once at its end. */
export const DRAFT_WRITE_INTERVAL_MS = 250;

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PersistenceView {
  queue: SaveQueueState;
  /** Unsaved changes of this browser on an older version, waiting for the person's choice. */
  offer: Draft | null;
  /** Whether the offer's commands apply on top of the current state; if not, taking it replaces the newer state. */
  offerReplays: boolean;
  /** The draft could not be written (no IndexedDB, or one that does not answer): nothing is kept on this device. */
  draftFailed: boolean;
}

/** What 'Meine Änderungen übernehmen' did: applied the changes on top, or replaced the newer state (kept in 'Frühere Fassungen'). */
export type OfferResult = { kind: 'replayed'; count: number } | { kind: 'replaced' } | { kind: 'refused' } | { kind: 'none' };

export interface PersistenceDeps {
  store: EditorStore;
  opened: OpenedDocument;
  userId: string | null;
  sessionId: string;
  context?: Draft['context'];
  save(document: BookDocument, baseVersion: number): Promise<SaveOutcome>;
  /** The stored document now (a 412 that did not carry it). */
  loadCurrent(): Promise<VersionedDocument>;
  writer: { write(draft: Draft, urgent?: boolean): void } & Pick<DraftWriter, 'flushed' | 'failed'> & Partial<Pick<DraftWriter, 'onFailedChange'>>;
  /** Removes a draft for good (default: IndexedDB; another tab's only if unchanged since it was read). */
  removeDraft?: (draft: Draft) => Promise<void>;
  /** Keeps a draft under its own key (a state set aside before a newer one is shown). */
  parkDraft?: (draft: Draft) => Promise<void>;
  /** Tells the person something in plain words (a photo that is gone). */
  tell?: (text: string) => void;
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
  const clock = deps.clock ?? realClock;
  const removeAdopted = deps.removeDraft ?? deleteDraftIfUnchanged;
  const removeForGood = deps.removeDraft ?? deleteDraft;
  const parkDraft = deps.parkDraft ?? putDraft;
  // The draft's change counter continues across reloads: this store starts at revision 0.
  const offset = opened.draft?.revision ?? 0;
  const revisionNow = () => offset + store.getState().revision;
  let log: LoggedChange[] = [];
  let adopted: Draft | undefined = opened.draft?.adopted;
  let adopting = false;
  /** The save on its way: kept in the draft, so a reload during it can tell whether it went through. */
  let inFlight: Draft['inFlight'];
  let loading: Promise<LoadNewerResult> | null = null;
  /** The page is being hidden or closed (during flushNow(true)): the save's draft write goes at once and the save does not wait for it. */
  let leaving = false;

  const view = createStore<PersistenceView>({
    queue: null as unknown as SaveQueueState,
    offer: null,
    offerReplays: false,
    draftFailed: false,
  });

  const queue = createSaveQueue({
    baseVersion: opened.version,
    savedRevision: opened.draft?.savedRevision ?? offset,
    isOnline: deps.isOnline,
    clock,
    // The draft is on disk before the server hears of it — but a draft store that hangs never holds the save back.
    save: async (document, baseVersion, revision) => {
      inFlight = { baseVersion, revision, hash: documentHash(document) };
      writeDraftNow(leaving);
      // The page going away may not live through a wait: the urgent write has already begun.
      if (!leaving) await withTimeout(deps.writer.flushed(revisionNow()), DRAFT_TIMEOUT_MS).catch(() => undefined);
      noteDraftFailure();
      try {
        return await deps.save(document, baseVersion);
      } finally {
        inFlight = undefined;
      }
    },
    onState: (state) => {
      // A 412 carrying exactly this state: our own save went through (its answer was lost, or a closed
      // tab's last save arrived). Nothing to ask: taken as saved, without a dialog flashing up.
      if (state.status === 'conflict' && state.conflict?.document && sameDocument(state.conflict.document, store.getState().document)) {
        const { document, version } = state.conflict;
        queueMicrotask(() => {
          if (queue.getState().status !== 'conflict') return;
          log = [];
          adopt(document, version, true, store.getState().history);
        });
        return;
      }
      view.set((previous) => ({ ...previous, queue: state }));
      if (state.status === 'readonly' && !store.getState().readOnly) store.setReadOnly(true);
    },
    onSaved: (revision) => {
      log = log.filter((entry) => entry.revision > revision);
      writeDraftNow();
      if (adopted) {
        void removeAdopted(adopted).catch(() => undefined);
        adopted = undefined;
      }
    },
    onPhotosGone: (photoIds) => {
      // forgetPhoto empties every frame showing the photo; ids the document no longer shows are refused, which is fine.
      let forgotten = 0;
      for (const photoId of photoIds) if (store.dispatch({ type: 'forgetPhoto', photoId })) forgotten += 1;
      store.clearRefusal();
      if (forgotten === 0) return false;
      deps.tell?.('Ein Foto gibt es nicht mehr; sein Rahmen ist jetzt leer.');
      return true;
    },
  });
  view.set((previous) => ({ ...previous, queue: queue.getState() }));

  function noteDraftFailure() {
    const failed = deps.writer.failed;
    if (view.get().draftFailed !== failed) view.set((previous) => ({ ...previous, draftFailed: failed }));
  }
  const unsubscribeFailed = deps.writer.onFailedChange?.(noteDraftFailure);

  function draftNow(): Draft | null {
    if (!deps.userId) return null;
    const state = store.getState();
    const saved = queue.getState();
    const savedRevision = Math.min(saved.savedRevision, revisionNow());
    return {
      userId: deps.userId,
      bookId: state.bookId,
      sessionId: deps.sessionId,
      baseVersion: saved.baseVersion,
      document: state.document,
      history: state.history,
      revision: revisionNow(),
      savedRevision,
      updatedAt: new Date(clock.now()).toISOString(),
      // The photos as the tray knows them now (uploads of this session included).
      context: deps.context ? { ...deps.context, photos: [...state.photos.values()] } : undefined,
      pending: log.filter((entry) => entry.revision > savedRevision),
      inFlight,
    };
  }

  let lastWriteAt = -Infinity;
  let writeTimer: unknown = null;
  function writeDraftNow(urgent = false) {
    if (writeTimer !== null) clock.clearTimeout(writeTimer);
    writeTimer = null;
    lastWriteAt = clock.now();
    const draft = draftNow();
    if (draft) deps.writer.write(draft, urgent);
  }
  /** At most one write per DRAFT_WRITE_INTERVAL_MS while changes stream in, and the newest always written last. */
  function writeDraft() {
    const since = clock.now() - lastWriteAt;
    if (since >= DRAFT_WRITE_INTERVAL_MS) writeDraftNow();
    else
      writeTimer ??= clock.setTimeout(() => {
        writeTimer = null;
        writeDraftNow();
      }, DRAFT_WRITE_INTERVAL_MS - since);
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

  // Unsaved changes brought back from the draft go out soon, like any new change; their commands came back with them.
  if (opened.draft && opened.draft.revision > opened.draft.savedRevision) {
    log = opened.draft.pending ?? [{ revision: opened.draft.revision, command: null }];
    queue.changed(revisionNow(), store.getState().document);
  }
  if (opened.draft?.offer) setOffer(opened.draft.offer);

  function setOffer(offer: Draft | null) {
    view.set((previous) => ({ ...previous, offer, offerReplays: offer ? replays(store.getState().document, commandsOf(offer)) : false }));
  }

  /** Whether every command applies, in order, on `document` (tried on copies; the editor is not touched). */
  function replays(document: BookDocument, commands: readonly (Command | null)[] | null): boolean {
    if (!commands || commands.length === 0) return false;
    let next = document;
    try {
      for (const command of commands) {
        if (!command) return false;
        next = applyCommand(next, command, store.context).document;
      }
      return true;
    } catch {
      return false;
    }
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
    writeDraftNow();
  }

  /** Applies commands as new changes (logged and saved like any other); answers how many applied. */
  function apply(commands: readonly (Command | null)[]): number {
    let applied = 0;
    for (const command of commands) if (command && store.dispatch(command)) applied += 1;
    store.clearRefusal();
    return applied;
  }

  async function loadNewerOnce(): Promise<LoadNewerResult> {
    const conflict = queue.getState().conflict;
    const current = conflict?.document ? { document: conflict.document, version: conflict.version } : await deps.loadCurrent();
    const mine = store.getState().document;
    const pending = log.filter((entry) => entry.revision > queue.getState().savedRevision);
    // Our own save whose answer got lost: the server holds exactly this state.
    if (sameDocument(mine, current.document)) {
      log = [];
      adopt(current.document, current.version, true, store.getState().history);
      return { carried: 0, lost: 0, parked: false };
    }
    const commands = pending.map((entry) => entry.command);
    // A state that cannot be replayed in full is set aside first (on this device, and offered), never dropped.
    let parked: Draft | null = null;
    if (!replays(current.document, commands)) {
      parked = draftNow();
      if (parked) {
        parked = { ...parked, sessionId: `zurückgestellt-${crypto.randomUUID()}`, savedRevision: Math.min(parked.savedRevision, parked.revision - 1), inFlight: undefined };
        await withTimeout(parkDraft(parked), DRAFT_TIMEOUT_MS).catch(() => undefined);
      }
    }
    log = [];
    adopt(current.document, current.version, true);
    const carried = apply(commands);
    if (parked) setOffer(parked);
    return { carried, lost: commands.length - carried, parked: parked !== null };
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
     * session's unsaved changes on top where they still fit. What does not fit is set aside as a
     * whole and offered ('Meine Änderungen übernehmen'). A second call while one runs joins it.
     */
    loadNewer(): Promise<LoadNewerResult> {
      loading ??= loadNewerOnce().finally(() => {
        loading = null;
      });
      return loading;
    },

    /**
     * 'Meine Änderungen übernehmen': the offered draft's changes are applied again on top of the
     * current state; where that is impossible its whole content replaces the current one as one
     * undoable change (the newer state stays in 'Frühere Fassungen' — the dialog said so first).
     */
    acceptOffer(): OfferResult {
      const { offer, offerReplays } = view.get();
      if (!offer) return { kind: 'none' };
      const commands = commandsOf(offer);
      let result: OfferResult;
      if (offerReplays && commands && replays(store.getState().document, commands)) {
        result = { kind: 'replayed', count: apply(commands) };
      } else if (store.dispatch({ type: 'replaceContent', cover: offer.document.cover, spreads: offer.document.spreads })) {
        result = { kind: 'replaced' };
      } else {
        // Not even as a whole (another paper, say): it stays on this device, offered again next time.
        store.clearRefusal();
        return { kind: 'refused' };
      }
      setOffer(null);
      adopted = offer;
      return result;
    },

    /** Asks about the waiting offer again (the status's button after the question was dismissed). */
    showOffer() {
      const offer = view.get().offer;
      if (offer) view.set((previous) => ({ ...previous, offer: { ...offer } }));
    },

    /** 'Verwerfen': the offered draft is removed for good. */
    async discardOffer() {
      const offer = view.get().offer;
      setOffer(null);
      if (offer) await removeForGood(offer).catch(() => undefined);
    },

    /** Writes the draft now (leaving the page: `urgent`) and saves without the pause. */
    flushNow(urgent = false) {
      leaving = urgent;
      writeDraftNow(urgent);
      // The save (if one starts) began synchronously above: only it skips the wait.
      const done = queue.flushNow();
      leaving = false;
      return done;
    },

    /** A gesture ended (pointer or key released): its last state is written now, not after the throttle. */
    gestureEnded() {
      if (writeTimer !== null) writeDraftNow();
    },

    dispose() {
      unsubscribe();
      unsubscribeFailed?.();
      if (writeTimer !== null) writeDraftNow();
      queue.stop();
    },
    /** The editor's change counter as the draft counts it (continues across reloads). */
    revision: revisionNow,
  };
}

export interface LoadNewerResult {
  carried: number;
  lost: number;
  /** This tab's state did not fit in full: it was set aside and is offered. */
  parked: boolean;
}

/** The offered draft's unsaved commands, or null when it did not keep them (older drafts) or one cannot be replayed. */
function commandsOf(draft: Draft): Command[] | null {
  const pending = pendingOf(draft).pending;
  if (!pending || pending.length === 0 || pending.some((entry) => !entry.command)) return null;
  return pending.map((entry) => entry.command!);
}

export type Persistence = ReturnType<typeof createPersistence>;
