import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Work that can wait (drawing the strip's small spreads: each is a layout with text shaping) done one
 * piece per idle moment of the main thread, so a 96-page book's strip never holds up a click on the
 * page. Pieces go in the order asked for (the strip's spreads in reading order as they come near).
 */
type Turn = () => void;
const waiting: Turn[] = [];
let scheduled = false;
/** While something is dragged, no turn is given: a layout between two frames of a drag drops a frame. */
let held = false;
/** The longest the opening holds the turns, should the first spread never be told drawn. */
const OPENING_AT_MOST_MS = 5000;
/**
 * While the editor opens (from its mount until a moment after the first spread is drawn), no turn is
 * given either: the strip's spreads, the hidden neighbours, the upload panel and the tray's thumbnails
 * wait, so the first click on the page is handled at once (decision 031). True from the start (this
 * module comes with the editor), so the editor's very first render already knows.
 */
let opening = true;
let openingTimer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => setOpening(false), OPENING_AT_MOST_MS);
const openingListeners = new Set<() => void>();

const whenIdle: (run: () => void) => void =
  typeof requestIdleCallback === 'function' ? (run) => void requestIdleCallback(run, { timeout: 2000 }) : (run) => void setTimeout(run, 50);

function next() {
  scheduled = false;
  if (held || opening) return;
  const turn = waiting.shift();
  turn?.();
  schedule();
}

function schedule() {
  if (held || opening || scheduled || waiting.length === 0) return;
  scheduled = true;
  whenIdle(next);
}

/** Work that must not run during a drag but may run while the editor opens (photos of the shown spread). */
let afterDragWaiters: (() => void)[] = [];

/** Holds the turns back (a drag started) or lets them go on (it ended). */
export function holdIdleTurns(hold: boolean): void {
  held = hold;
  if (!hold) {
    const waiters = afterDragWaiters;
    afterDragWaiters = [];
    waiters.forEach((resume) => resume());
  }
  schedule();
}

/** Resolves at once, or when the drag going on now has ended. */
export function afterDrag(): Promise<void> {
  if (!held) return Promise.resolve();
  return new Promise((resume) => afterDragWaiters.push(resume));
}

function setOpening(next: boolean) {
  clearTimeout(openingTimer);
  if (next) openingTimer = setTimeout(() => setOpening(false), OPENING_AT_MOST_MS);
  if (opening === next) return;
  opening = next;
  openingListeners.forEach((listener) => listener());
  schedule();
}

/** The editor starts opening: background work waits until endOpening (or a few seconds). */
export function beginOpening(): void {
  setOpening(true);
}

/** The first spread is drawn and a moment passed: background work may go on. */
export function endOpening(): void {
  setOpening(false);
}

/** False while the editor opens (for work that waits without asking for a turn: the tray's thumbnails). */
export function useOpened(): boolean {
  return !useSyncExternalStore(
    (listener) => {
      openingListeners.add(listener);
      return () => void openingListeners.delete(listener);
    },
    () => opening,
    () => opening,
  );
}

/** Asks for a turn; the answer cancels the request if the turn has not come yet. */
export function requestIdleTurn(turn: Turn): () => void {
  waiting.push(turn);
  schedule();
  return () => {
    const at = waiting.indexOf(turn);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/** True once `wanted` held until an idle moment came (and stays true while it holds). */
export function useIdleTurn(wanted: boolean): boolean {
  const [granted, setGranted] = useState(false);
  useEffect(() => {
    if (!wanted || granted) return;
    return requestIdleTurn(() => setGranted(true));
  }, [wanted, granted]);
  return wanted && granted;
}
