import type { BookDocument } from '@eb/book-model';

/**
 * The autosave's timing and states, free of React, fetch and IndexedDB so it can be tested with
 * fakes: every change is saved within two seconds (a short pause lets a burst of changes go as one
 * save), one request at a time, each based on the version the last acknowledged save answered.
 */

/** What one PUT came back with (save-document.ts maps HTTP answers to these). */
export type SaveOutcome =
  | { kind: 'saved'; version: number }
  /** Network down, 5xx, 429, 503: try again later (not before `afterMs`, the server's Retry-After). */
  | { kind: 'retry'; reason: string; afterMs?: number }
  /** 401 even after renewing the token: the person must sign in again (the draft keeps everything). */
  | { kind: 'signedOut' }
  /** 400 PHOTO_NOT_OWNED: these photos are gone (deleted elsewhere); the document must drop them. */
  | { kind: 'photosGone'; photoIds: string[] }
  /** 412: someone saved a newer version; the current one, when the answer carried it. */
  | { kind: 'conflict'; version: number; document: BookDocument | null }
  /** 403: the book may no longer be edited. */
  | { kind: 'forbidden'; message: string }
  /** 400 and other refusals: trying the same again would fail again. */
  | { kind: 'refused'; message: string };

/** The values of `[data-save-status]` (save-status.tsx); 'failed' = refused or signed out, waiting for the person. */
export type SaveStatusKind = 'saved' | 'saving' | 'retrying' | 'offline' | 'conflict' | 'readonly' | 'failed';

export interface SaveQueueState {
  status: SaveStatusKind;
  /** The version the next save names in If-Match. */
  baseVersion: number;
  /** The newest revision the server acknowledged. */
  savedRevision: number;
  /** The newest revision handed to the queue. */
  revision: number;
  /** The server's reason for a refused save ('failed', 'readonly'). */
  message: string | null;
  conflict: { version: number; document: BookDocument | null } | null;
  /** The server no longer accepts this sign-in: saving waits for the person to sign in again. */
  signedOut: boolean;
}

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SaveQueueOptions {
  baseVersion: number;
  /** The revision already stored under baseVersion (a draft's savedRevision; 0 for a fresh start). */
  savedRevision?: number;
  save(document: BookDocument, baseVersion: number, revision: number): Promise<SaveOutcome>;
  clock?: Clock;
  isOnline?: () => boolean;
  /** Told whenever the state changes (status, acknowledged revision, conflict). */
  onState?: (state: SaveQueueState) => void;
  /** Told after the server acknowledged a revision (the draft is marked clean up to it). */
  onSaved?: (revision: number, version: number) => void;
  /**
   * The server refused photos it no longer has: the owner drops them from the document (a new
   * change, saved again). Answers whether it did; otherwise the save counts as refused.
   */
  onPhotosGone?: (photoIds: string[]) => boolean;
}

/** Pause after the last change before saving: a burst of typing goes as one save. */
export const DEBOUNCE_MS = 800;
/** No change waits longer than this after the first unsaved one (issue 12: within two seconds). */
export const MAX_WAIT_MS = 2_000;
/** Pauses between attempts after a failure, the last repeated. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createSaveQueue(options: SaveQueueOptions) {
  const clock = options.clock ?? realClock;
  const isOnline = options.isOnline ?? (() => true);
  let state: SaveQueueState = {
    status: 'saved',
    baseVersion: options.baseVersion,
    savedRevision: options.savedRevision ?? 0,
    revision: options.savedRevision ?? 0,
    message: null,
    conflict: null,
    signedOut: false,
  };
  let latest: BookDocument | null = null;
  let inFlight = false;
  let timer: unknown = null;
  /** When the oldest change not yet sent was made; the two-second promise counts from it. */
  let pendingSince: number | null = null;
  let lastChangeAt = 0;
  let attempts = 0;
  /** A failed save waits for its retry timer (or the browser coming online). */
  let retrying = false;
  let stopped = false;

  const dirty = () => state.revision > state.savedRevision;
  const halted = () => state.status === 'conflict' || state.status === 'readonly' || stopped;

  function set(next: Partial<SaveQueueState>) {
    state = { ...state, ...next };
    options.onState?.(state);
  }

  function clearTimer() {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  }

  function schedule(delay: number) {
    clearTimer();
    timer = clock.setTimeout(() => {
      timer = null;
      void flush();
    }, Math.max(0, delay));
  }

  /** The debounce, capped so no change waits more than MAX_WAIT_MS. */
  function scheduleDebounced() {
    if (pendingSince === null) return;
    const at = Math.min(lastChangeAt + DEBOUNCE_MS, pendingSince + MAX_WAIT_MS);
    schedule(at - clock.now());
  }

  async function flush() {
    if (inFlight || halted() || !dirty() || !latest) return;
    clearTimer();
    inFlight = true;
    const revision = state.revision;
    const document = latest;
    pendingSince = null;
    if (state.status !== 'retrying' && state.status !== 'offline') set({ status: 'saving', message: null });
    let outcome: SaveOutcome;
    try {
      outcome = await options.save(document, state.baseVersion, revision);
    } catch (error) {
      outcome = { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
    inFlight = false;
    if (stopped) return;
    settle(outcome, revision);
  }

  function settle(outcome: SaveOutcome, revision: number) {
    switch (outcome.kind) {
      case 'saved': {
        attempts = 0;
        retrying = false;
        const savedRevision = Math.max(state.savedRevision, revision);
        set({ baseVersion: outcome.version, savedRevision, status: state.revision > savedRevision ? 'saving' : 'saved', message: null, signedOut: false });
        options.onSaved?.(revision, outcome.version);
        // Changes made while the save was on its way go next, on top of the new version.
        if (dirty()) {
          pendingSince ??= clock.now();
          scheduleDebounced();
        }
        return;
      }
      case 'retry': {
        // A server that named its pause (429, 503 Retry-After) is not asked sooner.
        const delay = Math.max(RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length - 1)]!, outcome.afterMs ?? 0);
        attempts += 1;
        retrying = true;
        set({ status: isOnline() ? 'retrying' : 'offline', message: null });
        pendingSince ??= clock.now();
        schedule(delay);
        return;
      }
      case 'conflict':
        clearTimer();
        set({ status: 'conflict', conflict: { version: outcome.version, document: outcome.document } });
        return;
      case 'forbidden':
        clearTimer();
        set({ status: 'readonly', message: outcome.message });
        return;
      case 'refused':
        // The same document would be refused again: wait for the next change instead of looping.
        clearTimer();
        attempts = 0;
        set({ status: 'failed', message: outcome.message });
        return;
      case 'signedOut':
        // Trying again cannot help until the person signs in again (the draft keeps the changes).
        clearTimer();
        attempts = 0;
        retrying = false;
        set({ status: 'failed', message: null, signedOut: true });
        return;
      case 'photosGone': {
        clearTimer();
        attempts = 0;
        retrying = false;
        // The owner drops the photos as a new change, which this queue then saves like any other.
        if (!options.onPhotosGone?.(outcome.photoIds)) set({ status: 'failed', message: 'Das Buch konnte nicht gespeichert werden.' });
        return;
      }
    }
  }

  return {
    getState: () => state,
    /** A new state of the document (its revision counts up with every change). */
    changed(revision: number, document: BookDocument) {
      if (stopped || state.status === 'readonly') return;
      latest = document;
      const now = clock.now();
      lastChangeAt = now;
      pendingSince ??= now;
      const calm = state.status === 'saved' || state.status === 'saving' || state.status === 'failed';
      // Offline, say so at once: the change is kept on this device, not saved.
      set({ revision, ...(calm ? { status: isOnline() ? ('saving' as const) : ('offline' as const), message: null } : {}) });
      if (halted() || inFlight) return;
      // While retrying, the retry timer decides; a new change does not hurry a server that is down.
      if (retrying) return;
      scheduleDebounced();
    },
    /** The browser is back online: try at once rather than waiting out the pause. */
    online() {
      if (state.status !== 'retrying' && state.status !== 'offline') return;
      attempts = 0;
      retrying = false;
      if (state.status === 'offline' && !inFlight) set({ status: 'saving' });
      void flush();
    },
    /** The browser went offline: say so while there is something unsaved. */
    offline() {
      if (state.status === 'retrying') set({ status: 'offline' });
    },
    /**
     * The conflict is resolved: the editor now shows `document` of `version` (the newer state, or
     * this draft to be saved on top of it). `revision` is the editor's revision of that state;
     * `saved` whether that state is what the server holds (loaded) or still to be saved (kept mine).
     */
    rebase(version: number, revision: number, saved: boolean, document: BookDocument) {
      attempts = 0;
      retrying = false;
      latest = document;
      set({ baseVersion: version, conflict: null, revision, savedRevision: saved ? revision : Math.min(state.savedRevision, revision - 1), status: saved ? 'saved' : 'saving', message: null });
      if (!saved) {
        pendingSince = clock.now();
        lastChangeAt = pendingSince;
        scheduleDebounced();
      }
    },
    /** Save now (leaving, a test): skips the pause, not the one-at-a-time rule. */
    flushNow: () => flush(),
    isDirty: dirty,
    stop() {
      stopped = true;
      clearTimer();
    },
  };
}

export type SaveQueue = ReturnType<typeof createSaveQueue>;
