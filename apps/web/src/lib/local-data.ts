import { openDB } from 'idb';

/**
 * What this browser keeps of a person beyond the sign-in: the editor's drafts (names, texts, photo
 * ids, previews — decision 030) and the upload page's recovery copy (Uppy's Golden Retriever). The
 * names live here, in lib/, so the editor (which writes them) and signing out (which forgets them)
 * agree on one name without lib/ importing editor/.
 */
export const EDITOR_DB_NAME = 'eb-editor';
export const EDITOR_DB_VERSION = 1;
export const DRAFT_STORE = 'drafts';
/** The tab's editor session id (sessionStorage). */
export const EDITOR_SESSION_KEY = 'eb-editor-session';

/** Golden Retriever's names (node_modules/@uppy/golden-retriever: IndexedDBStore.js, MetaDataStore.js). */
const UPPY_DB_NAME = 'uppy-blobs';
const UPPY_STATE_PREFIX = 'uppyState:';
/** create-uploader.ts names its Uppy `photos-<the person's subject>`. */
const uppyIdOf = (userSub: string) => `photos-${userSub}`;

/**
 * Forgets everything this browser kept of `userSub` (signing out, a deleted account): never when a
 * token merely ran out — the drafts are what keeps a person's work until they sign in again. Best
 * effort and quick: a browser without IndexedDB has nothing to forget.
 */
export async function forgetLocalData(userSub: string | null | undefined): Promise<void> {
  try {
    sessionStorage.removeItem(EDITOR_SESSION_KEY);
  } catch {
    // No sessionStorage: nothing kept there.
  }
  if (!userSub) return;
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(UPPY_STATE_PREFIX) && key.includes(uppyIdOf(userSub))) localStorage.removeItem(key);
    }
  } catch {
    // No localStorage.
  }
  await withTimeout(Promise.all([forgetDrafts(userSub), forgetUploadRecovery(userSub)]), 2_000).catch(() => undefined);
}

async function forgetDrafts(userSub: string): Promise<void> {
  if (!(await databaseExists(EDITOR_DB_NAME))) return;
  const database = await openDB(EDITOR_DB_NAME, EDITOR_DB_VERSION, {
    upgrade(created) {
      created.createObjectStore(DRAFT_STORE, { keyPath: ['userId', 'bookId', 'sessionId'] });
    },
  });
  try {
    // Keys are [userId, bookId, sessionId]: every key of this person lies between these bounds.
    await database.delete(DRAFT_STORE, IDBKeyRange.bound([userSub], [userSub, []]));
  } finally {
    database.close();
  }
}

async function forgetUploadRecovery(userSub: string): Promise<void> {
  if (!(await databaseExists(UPPY_DB_NAME))) return;
  // No version: open whatever Golden Retriever created, never upgrade its database.
  const database = await openDB(UPPY_DB_NAME);
  try {
    const storeName = uppyIdOf(userSub);
    if (database.objectStoreNames.contains('files')) {
      const files = database.transaction('files', 'readwrite').store;
      if (files.indexNames.contains('store')) {
        for (const key of await files.index('store').getAllKeys(storeName)) await files.delete(key);
      }
    }
    if (database.objectStoreNames.contains('metadata')) {
      const store = database.transaction('metadata', 'readwrite').store;
      for (const key of await store.getAllKeys()) if (String(key).includes(storeName)) await store.delete(key);
    }
  } finally {
    database.close();
  }
}

/** Opening a database that does not exist would create it: ask first where the browser can answer. */
async function databaseExists(name: string): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((database) => database.name === name);
}

/** Resolves or rejects with `promise`, or rejects after `ms` (IndexedDB that never answers, older iPadOS). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
