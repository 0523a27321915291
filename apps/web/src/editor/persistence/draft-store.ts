import type { Book, BookDetails } from '@eb/api-contract';
import type { BookDocument, History } from '@eb/book-model';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { unverifiedClaims } from '../../lib/auth/token-claims';
import { getAccessToken } from '../../lib/auth/session';
import { DRAFT_STORE, EDITOR_DB_NAME, EDITOR_DB_VERSION, EDITOR_SESSION_KEY, withTimeout } from '../../lib/local-data';
import type { EditorPhoto } from '../state/editor-store';
import type { LoggedChange } from './unsaved-commands';

/**
 * This browser's copy of what the editor shows (decision 030), in IndexedDB: written on every
 * change before anything is sent, so a reload, a crash or a lost connection never loses work.
 * One record per person, book and tab session: another person on the same browser never gets
 * it, and two tabs on one book do not overwrite each other's copy.
 */
export interface Draft {
  userId: string;
  bookId: number;
  /** The tab it was written in (sessionStorage): a reload there keeps the undo history. */
  sessionId: string;
  /** The stored version the document is based on. */
  baseVersion: number;
  document: BookDocument;
  history: History;
  /** Counts the changes of this draft; savedRevision is the newest the server acknowledged. */
  revision: number;
  savedRevision: number;
  updatedAt: string;
  /** What the editor needs besides the document to open without a network (its own book, photos). */
  context?: { book: Book; details: BookDetails; photos: EditorPhoto[] } | undefined;
  /**
   * The commands since savedRevision (plain data): after a reload they can still be applied again on
   * top of a newer stored state. Missing in drafts written before they were kept.
   */
  pending?: LoggedChange[];
  /**
   * The save on its way when this was written: if the server now holds exactly that content as
   * baseVersion + 1, the save went through and only its answer was lost (a reload mid-save).
   */
  inFlight?: { baseVersion: number; revision: number; hash: string } | undefined;
}

type DraftKey = [string, number, string];

interface DraftDb extends DBSchema {
  drafts: { key: DraftKey; value: Draft };
}

/** IndexedDB that never answers (seen on older iPadOS): the editor carries on without its draft. */
export const DRAFT_TIMEOUT_MS = 1_500;

export const isDirty = (draft: Draft): boolean => draft.revision > draft.savedRevision;
const keyOf = (draft: Pick<Draft, 'userId' | 'bookId' | 'sessionId'>): DraftKey => [draft.userId, draft.bookId, draft.sessionId];

let dbPromise: Promise<IDBPDatabase<DraftDb>> | null = null;
function db(): Promise<IDBPDatabase<DraftDb>> {
  dbPromise ??= openDB<DraftDb>(EDITOR_DB_NAME, EDITOR_DB_VERSION, {
    upgrade(database) {
      database.createObjectStore(DRAFT_STORE, { keyPath: ['userId', 'bookId', 'sessionId'] });
    },
  }).catch((error: unknown) => {
    // Private windows of some browsers have no IndexedDB: the editor still saves to the server.
    dbPromise = null;
    throw error;
  });
  return dbPromise;
}

/** The signed-in person (the token's subject), or null: without one there is nobody to keep a draft for. */
export function currentUserId(): string | null {
  const sub = unverifiedClaims(getAccessToken())?.sub;
  return typeof sub === 'string' && sub !== '' ? sub : null;
}

let claimed: string | null = null;

/**
 * This tab's session: survives a reload of the tab, not a new tab or the next day's browser. A
 * duplicated tab inherits sessionStorage (and so the id): the first to claim it (a Web Lock held for
 * the tab's life) keeps it, the other makes a new one, so two tabs never write one draft.
 */
export async function claimSessionId(locks: Pick<LockManager, 'request'> | undefined = globalThis.navigator?.locks): Promise<string> {
  if (claimed) return claimed;
  let id = storedSessionId();
  if (locks) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (await holdLock(locks, `${EDITOR_SESSION_KEY}:${id}`)) break;
      id = newSessionId();
    }
  }
  claimed = id;
  return id;
}

/** Resolves true once this tab holds the lock (kept until the tab goes), false when another tab has it. */
function holdLock(locks: Pick<LockManager, 'request'>, name: string): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    locks
      .request(name, { ifAvailable: true }, (lock) => {
        resolve(lock !== null);
        // Held while the tab lives: a promise that never settles.
        return lock ? new Promise<void>(() => undefined) : undefined;
      })
      .catch(() => resolve(true));
  });
}

function storedSessionId(): string {
  try {
    return sessionStorage.getItem(EDITOR_SESSION_KEY) ?? newSessionId();
  } catch {
    return 'no-session-storage';
  }
}

function newSessionId(): string {
  const id = crypto.randomUUID();
  try {
    sessionStorage.setItem(EDITOR_SESSION_KEY, id);
  } catch {
    // No sessionStorage: this id lasts as long as the page.
  }
  return id;
}

/** The id claimSessionId settled on (the loader claims it before the editor starts). */
export function currentSessionId(): string {
  return claimed ?? storedSessionId();
}

/** For tests: forget the claimed id. */
export function resetClaimedSession(): void {
  claimed = null;
}

/** Every draft of this person for this book (one per tab session). */
export async function readDrafts(userId: string, bookId: number): Promise<Draft[]> {
  return withTimeout(
    db().then((database) => database.getAll(DRAFT_STORE, IDBKeyRange.bound([userId, bookId], [userId, bookId, []]))),
    DRAFT_TIMEOUT_MS,
  );
}

export async function putDraft(draft: Draft): Promise<void> {
  await withTimeout(
    db().then((database) => database.put(DRAFT_STORE, draft)),
    DRAFT_TIMEOUT_MS,
  );
}

export async function deleteDraft(draft: Pick<Draft, 'userId' | 'bookId' | 'sessionId'>): Promise<void> {
  await withTimeout(
    db().then((database) => database.delete(DRAFT_STORE, keyOf(draft))),
    DRAFT_TIMEOUT_MS,
  );
}

/**
 * Deletes a draft this tab took over only if nobody wrote it since (its revision and time as read):
 * another tab still working on it keeps it. Read and delete in one transaction.
 */
export async function deleteDraftIfUnchanged(draft: Draft): Promise<void> {
  await withTimeout(
    db().then(async (database) => {
      const transaction = database.transaction(DRAFT_STORE, 'readwrite');
      const now = await transaction.store.get(keyOf(draft));
      if (now && now.revision === draft.revision && now.updatedAt === draft.updatedAt) await transaction.store.delete(keyOf(draft));
      await transaction.done;
    }),
    DRAFT_TIMEOUT_MS,
  );
}

/**
 * Writes one tab's draft, newest state last: a change arriving while a write runs is written
 * right after it (only the newest), so typing never queues a write per key press. A write that does
 * not answer within DRAFT_TIMEOUT_MS counts as failed (putDraft gives up), and the next goes on.
 */
export function createDraftWriter(write: (draft: Draft) => Promise<void> = putDraft) {
  let pending: Draft | null = null;
  let running: Promise<void> | null = null;
  let failed = false;
  /** The newest revision whose write ended (written or failed): a save waits for its own only. */
  let settled = -Infinity;
  let waiters: Array<{ revision: number; resolve: () => void }> = [];
  const listeners = new Set<() => void>();

  function settle(revision: number) {
    settled = Math.max(settled, revision);
    const ready = waiters.filter((waiter) => waiter.revision <= settled);
    waiters = waiters.filter((waiter) => waiter.revision > settled);
    for (const waiter of ready) waiter.resolve();
  }

  async function loop() {
    while (pending) {
      const next = pending;
      pending = null;
      const before = failed;
      try {
        await write(next);
        failed = false;
      } catch {
        // No IndexedDB (private window, disk full, one that hangs): the server copy still works.
        failed = true;
      }
      settle(next.revision);
      if (before !== failed) for (const listener of listeners) listener();
    }
    running = null;
  }

  return {
    /**
     * `urgent` (the page is going away): written at once, beside a write still running, since the
     * page may not live to start the next. IndexedDB commits transactions on one store in the order
     * they began, so this newer state still lands last.
     */
    write(draft: Draft, urgent = false) {
      if (urgent && running) {
        if (pending && pending.revision <= draft.revision) pending = null;
        void write(draft).then(
          () => settle(draft.revision),
          () => {
            failed = true;
            settle(draft.revision);
          },
        );
        return;
      }
      pending = draft;
      running ??= loop();
    },
    /**
     * Resolves once the write of `revision` (or a newer one) ended, written or failed; without a
     * revision, once everything handed over so far did. A queue refilled every frame (a long drag)
     * does not hold back a save of an earlier revision.
     */
    async flushed(revision?: number): Promise<void> {
      if (revision === undefined) {
        while (running) await running;
        return;
      }
      if (settled >= revision || (!running && !pending)) return;
      await new Promise<void>((resolve) => waiters.push({ revision, resolve }));
    },
    /** Whether the last write failed: then nothing claims the change is kept on this device. */
    get failed() {
      return failed;
    },
    onFailedChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type DraftWriter = ReturnType<typeof createDraftWriter>;
