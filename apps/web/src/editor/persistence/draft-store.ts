import type { Book, BookDetails } from '@eb/api-contract';
import type { BookDocument, History } from '@eb/book-model';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { unverifiedClaims } from '../../lib/auth/token-claims';
import { getAccessToken } from '../../lib/auth/session';
import type { EditorPhoto } from '../state/editor-store';

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
}

type DraftKey = [string, number, string];

interface DraftDb extends DBSchema {
  drafts: { key: DraftKey; value: Draft };
}

const DB_NAME = 'eb-editor';
const SESSION_KEY = 'eb-editor-session';

export const isDirty = (draft: Draft): boolean => draft.revision > draft.savedRevision;
const keyOf = (draft: Pick<Draft, 'userId' | 'bookId' | 'sessionId'>): DraftKey => [draft.userId, draft.bookId, draft.sessionId];

let dbPromise: Promise<IDBPDatabase<DraftDb>> | null = null;
function db(): Promise<IDBPDatabase<DraftDb>> {
  dbPromise ??= openDB<DraftDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('drafts', { keyPath: ['userId', 'bookId', 'sessionId'] });
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

/** This tab's session: survives a reload of the tab, not a new tab or the next day's browser. */
export function currentSessionId(): string {
  try {
    let id = sessionStorage.getItem(SESSION_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  } catch {
    return 'no-session-storage';
  }
}

/** Every draft of this person for this book (one per tab session). */
export async function readDrafts(userId: string, bookId: number): Promise<Draft[]> {
  const database = await db();
  return database.getAll('drafts', IDBKeyRange.bound([userId, bookId], [userId, bookId, []]));
}

export async function putDraft(draft: Draft): Promise<void> {
  await (await db()).put('drafts', draft);
}

export async function deleteDraft(draft: Pick<Draft, 'userId' | 'bookId' | 'sessionId'>): Promise<void> {
  await (await db()).delete('drafts', keyOf(draft));
}

/**
 * Writes one tab's draft, newest state last: a change arriving while a write runs is written
 * right after it (only the newest), so typing never queues a write per key press.
 */
export function createDraftWriter(write: (draft: Draft) => Promise<void> = putDraft) {
  let pending: Draft | null = null;
  let running: Promise<void> | null = null;
  let failed = false;

  async function loop() {
    while (pending) {
      const next = pending;
      pending = null;
      try {
        await write(next);
        failed = false;
      } catch {
        // No IndexedDB (private window, disk full): the server copy still works; say nothing here.
        failed = true;
      }
    }
    running = null;
  }

  return {
    write(draft: Draft) {
      pending = draft;
      running ??= loop();
    },
    /** Resolves once everything handed over so far is written (or failed). */
    async flushed(): Promise<void> {
      while (running) await running;
    },
    get failed() {
      return failed;
    },
  };
}
