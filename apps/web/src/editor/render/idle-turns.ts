import { useEffect, useState } from 'react';

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

const whenIdle: (run: () => void) => void =
  typeof requestIdleCallback === 'function' ? (run) => void requestIdleCallback(run, { timeout: 2000 }) : (run) => void setTimeout(run, 50);

function next() {
  scheduled = false;
  if (held) return;
  const turn = waiting.shift();
  turn?.();
  schedule();
}

function schedule() {
  if (held || scheduled || waiting.length === 0) return;
  scheduled = true;
  whenIdle(next);
}

/** Holds the turns back (a drag started) or lets them go on (it ended). */
export function holdIdleTurns(hold: boolean): void {
  held = hold;
  schedule();
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
