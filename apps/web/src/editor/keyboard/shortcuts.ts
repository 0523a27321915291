/**
 * Which editor action a key press asks for (pure, so it can be tested without a browser). Where the
 * focus is decides whether it may run: editor-shortcuts.tsx.
 */
export type Shortcut =
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'spread'; step: 1 | -1 }
  | { kind: 'empty' }
  | { kind: 'edit' }
  | { kind: 'move'; dxMm: number; dyMm: number }
  | { kind: 'zoom'; direction: 1 | -1 }
  | { kind: 'deselect' };

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** One arrow press moves by a millimetre; with Shift by a centimetre. */
export const MOVE_STEP_MM = 1;
export const MOVE_STEP_LARGE_MM = 10;

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function shortcutOf(press: KeyPress): Shortcut | null {
  const mod = press.ctrlKey || press.metaKey;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (mod && !press.altKey) {
    if (key === 'z') return press.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
    if (key === 'y' && !press.shiftKey) return { kind: 'redo' };
    // Ctrl with + or − is the browser's own zoom of the whole page: left alone.
    return null;
  }
  if (press.altKey) return null;
  if (key === 'PageUp') return { kind: 'spread', step: -1 };
  if (key === 'PageDown') return { kind: 'spread', step: 1 };
  if (key === 'Delete' || key === 'Backspace') return { kind: 'empty' };
  if (key === 'Enter') return { kind: 'edit' };
  if (key === 'Escape') return { kind: 'deselect' };
  if (key === '+' || key === '=') return { kind: 'zoom', direction: 1 };
  if (key === '-' || key === '−') return { kind: 'zoom', direction: -1 };
  const arrow = ARROWS[key];
  if (arrow) {
    const step = press.shiftKey ? MOVE_STEP_LARGE_MM : MOVE_STEP_MM;
    return { kind: 'move', dxMm: arrow[0] * step, dyMm: arrow[1] * step };
  }
  return null;
}

/** Fields where keys are typing, not commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}
