import type { Crop } from '@eb/book-model';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { panCrop, pinchCrop, zoomCropBy, type CropFrame, type CropLimits, type PinchPoint } from './crop-math';

/**
 * Pan and zoom of a photo inside its frame by pointer (mouse, pen, one finger: pan; two fingers:
 * pinch and pan), wheel and keys. A pan inside the crop is a gesture on one element, not a drag
 * between places, so it uses pointer events (dnd-kit is for drag and drop). Every step hands a crop
 * to `apply`; `end` closes the undo step when the gesture is over.
 */
export interface CropGestureOptions {
  surface: RefObject<HTMLElement | null>;
  crop: Crop;
  frame: CropFrame;
  limits: CropLimits;
  /** Size of the frame on screen. */
  framePx: { width: number; height: number };
  apply: (crop: Crop) => void;
  end: () => void;
  finish: () => void;
}

const KEY_STEP = 0.05;
const KEY_STEP_LARGE = 0.2;
export const ZOOM_STEP = 1.15;
/** Wheel and key presses have no end of their own: a pause this long ends the undo step. */
const IDLE_MS = 700;

interface Tracked {
  x: number;
  y: number;
}

export function useCropGestures(options: CropGestureOptions) {
  const latest = useRef(options);
  // Handlers run after a render has committed: they read the newest crop and limits from here.
  useLayoutEffect(() => {
    latest.current = options;
  });
  const pointers = useRef(new Map<number, Tracked>());
  const start = useRef<{ crop: Crop; pan: Tracked | null; pinch: PinchPoint | null } | null>(null);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const idleKind = useRef<'wheel' | 'keys' | null>(null);

  /** Ends a wheel or key gesture still waiting for its pause (another kind of gesture begins). */
  function flush() {
    if (idleKind.current === null) return;
    clearTimeout(idleTimer.current);
    idleKind.current = null;
    latest.current.end();
  }

  /** Wheel turns and key presses in a row are one gesture: it ends after a pause, or when another kind begins. */
  function endSoon(kind: 'wheel' | 'keys') {
    if (idleKind.current !== kind) flush();
    clearTimeout(idleTimer.current);
    idleKind.current = kind;
    idleTimer.current = setTimeout(flush, IDLE_MS);
  }

  /** Position of a client point as fractions of the frame. */
  function inFrame(point: Tracked): Tracked {
    const element = latest.current.surface.current;
    const rect = element?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return { x: 0.5, y: 0.5 };
    return { x: (point.x - rect.left) / rect.width, y: (point.y - rect.top) / rect.height };
  }

  function pinchOf(): PinchPoint | null {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return null;
    const mid = inFrame({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
    return { ...mid, distance: Math.hypot(a.x - b.x, a.y - b.y) };
  }

  /** A new starting point whenever the number of fingers changes, so nothing jumps. */
  function restart() {
    const { crop } = latest.current;
    const count = pointers.current.size;
    if (count === 0) start.current = null;
    else if (count === 1) start.current = { crop, pan: [...pointers.current.values()][0]!, pinch: null };
    else start.current = { crop, pan: null, pinch: pinchOf() };
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    if (pointers.current.size >= 2) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    flush();
    restart();
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    if (!pointers.current.has(event.pointerId) || !start.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const { frame, limits, framePx, apply } = latest.current;
    const begun = start.current;
    if (begun.pinch) {
      const now = pinchOf();
      if (now) apply(pinchCrop(begun.crop, begun.pinch, now, frame, limits));
    } else if (begun.pan) {
      const dx = (event.clientX - begun.pan.x) / framePx.width;
      const dy = (event.clientY - begun.pan.y) / framePx.height;
      apply(panCrop(begun.crop, dx, dy, frame, limits));
    }
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    if (!pointers.current.delete(event.pointerId)) return;
    if (pointers.current.size === 0) {
      start.current = null;
      latest.current.end();
    } else restart();
  }

  // React's onWheel is passive: a wheel that zooms the photo must not also scroll the page.
  useEffect(() => {
    const element = options.surface.current;
    if (!element) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { crop, frame, limits, apply } = latest.current;
      const delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      endSoon('wheel');
      apply(zoomCropBy(crop, Math.exp(-delta * 0.0015), inFrame({ x: event.clientX, y: event.clientY }), frame, limits));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
    // endSoon and inFrame read refs only: the listener stays for the element's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options.surface]);

  useEffect(() => () => clearTimeout(idleTimer.current), []);

  /** The slider and the buttons beside it: their steps are one gesture like key presses. */
  const stepDone = () => endSoon('keys');

  /** Arrows move the photo (Shift: further), + and − zoom about the centre, Enter and Escape finish. */
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const { crop, frame, limits, apply, finish } = latest.current;
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    const zoomIn = event.key === '+' || event.key === '=' || event.key === 'Add';
    const zoomOut = event.key === '-' || event.key === '−' || event.key === 'Subtract';
    const done = event.key === 'Enter' || event.key === 'Escape';
    if (!move && !zoomIn && !zoomOut && !done) return;
    event.preventDefault();
    // The editor's own shortcuts (arrows move a frame, +/− zoom the view) stay out of crop mode.
    event.stopPropagation();
    if (done) {
      flush();
      finish();
      return;
    }
    endSoon('keys');
    if (move) apply(panCrop(crop, move[0], move[1], frame, limits));
    else apply(zoomCropBy(crop, zoomIn ? ZOOM_STEP : 1 / ZOOM_STEP, { x: 0.5, y: 0.5 }, frame, limits));
  }

  return { handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown }, stepDone, flush };
}
