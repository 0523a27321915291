import { useDndMonitor } from '@dnd-kit/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../state/editor-context';
import { runShortcut } from './run-shortcut';
import { isTypingTarget, shortcutOf } from './shortcuts';

/** Arrow presses within this pause are one move (one undo step). */
const MOVE_GESTURE_PAUSE_MS = 1000;

/**
 * The editor's keys, on the window: Ctrl/Cmd+Z, Ctrl+Y, Ctrl+Shift+Z, PageUp/PageDown, Delete and
 * Backspace, Enter, the arrows, + and −, Escape. Never while typing in a field, never in a dialog,
 * and never a key another part already handled (the crop and text tools) or while a drag is under way.
 */
export function EditorShortcuts() {
  const { t } = useTranslation();
  const store = useEditorStore();
  // While something is dragged (by keyboard too) the keys are the drag's: a page turn would take away its drop targets.
  const dragging = useRef(false);
  useDndMonitor({
    onDragStart: () => void (dragging.current = true),
    onDragEnd: () => void (dragging.current = false),
    onDragCancel: () => void (dragging.current = false),
  });
  useEffect(() => {
    let gestureTimer: ReturnType<typeof setTimeout> | undefined;
    const endMove = () => {
      if (gestureTimer === undefined) return;
      clearTimeout(gestureTimer);
      gestureTimer = undefined;
      store.endGesture();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (dragging.current || event.defaultPrevented || event.isComposing || isTypingTarget(event.target)) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], dialog')) return;
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      if (shortcut.kind !== 'move') endMove();
      // Keys that act on the selection only where the spread is (or nothing has the focus): elsewhere they belong to that control.
      const onCanvas = !target || target === document.body || target.closest('.spread-canvas') !== null;
      const handled = runShortcut(store, shortcut, { onCanvas, t });
      if (!handled) return;
      event.preventDefault();
      if (shortcut.kind === 'move') {
        clearTimeout(gestureTimer);
        gestureTimer = setTimeout(endMove, MOVE_GESTURE_PAUSE_MS);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      endMove();
    };
  }, [store, t]);
  return null;
}
