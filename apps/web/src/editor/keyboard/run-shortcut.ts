import { locateFrame } from '@eb/book-model';
import type { TFunction } from 'i18next';
import { nextZoom, zoomPercent } from '../canvas/fit';
import { spreadTitle } from '../canvas/spread-names';
import type { EditorStore } from '../state/editor-store';
import type { Shortcut } from './shortcuts';

const mm = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/**
 * Carries out a shortcut on the store and says what happened for screen readers; answers whether
 * the key was used (so its default, e.g. scrolling, is prevented only then).
 */
export function runShortcut(store: EditorStore, shortcut: Shortcut, { onCanvas, t }: { onCanvas: boolean; t: TFunction }): boolean {
  const state = store.getState();
  const selection = state.selection;
  const frame = selection.kind === 'frame' ? locateFrame(state.document, selection.frameId)?.frame : undefined;
  // In crop and text mode the frame tools own the arrows, + and −, Enter, Delete and Escape.
  const toolsOpen = selection.kind === 'frame' && selection.mode !== 'select';
  switch (shortcut.kind) {
    case 'undo':
      if (!store.undo()) store.announce(t('editor.keyboard.nothingToUndo'));
      return true;
    case 'redo':
      if (!store.redo()) store.announce(t('editor.keyboard.nothingToRedo'));
      return true;
    case 'spread': {
      const before = state.spreadIndex;
      store.setSpread(before + shortcut.step);
      const after = store.getState().spreadIndex;
      if (after !== before) store.announce(spreadTitle(store.getState().document, after, t));
      return true;
    }
    case 'zoom':
      if (toolsOpen) return false;
      store.setZoom(nextZoom(state.zoom, shortcut.direction));
      store.announce(t('editor.keyboard.zoom', { percent: zoomPercent(store.getState().zoom) }));
      return true;
    case 'deselect':
      if (!onCanvas || toolsOpen || selection.kind === 'none') return false;
      store.select({ kind: 'none' }, t('editor.keyboard.deselected'));
      return true;
    case 'empty':
      if (!onCanvas || toolsOpen || !frame || state.readOnly) return false;
      if (frame.kind === 'photo' && frame.photoId) return store.dispatch({ type: 'removePhoto', frameId: frame.id }, { announce: t('editor.keyboard.photoRemoved') }) || true;
      if (frame.kind === 'text' && frame.text) return store.dispatch({ type: 'setText', frameId: frame.id, text: '' }, { announce: t('editor.keyboard.textCleared') }) || true;
      // Nothing to empty (an empty frame, an ornament): the key stays the browser's.
      return false;
    case 'edit':
      if (!onCanvas || toolsOpen || frame?.kind !== 'text' || state.readOnly) return false;
      store.select({ kind: 'frame', frameId: frame.id, mode: 'text' }, t('editor.keyboard.textMode'));
      return true;
    case 'move': {
      if (!onCanvas || toolsOpen || !frame || state.readOnly) return false;
      const xMm = Math.round((frame.xMm + shortcut.dxMm) * 1000) / 1000;
      const yMm = Math.round((frame.yMm + shortcut.dyMm) * 1000) / 1000;
      store.dispatch(
        { type: 'setFrameBox', frameId: frame.id, box: { xMm, yMm } },
        { mergeKey: `move:${frame.id}`, announce: t('editor.keyboard.moved', { x: mm.format(xMm), y: mm.format(yMm) }) },
      );
      return true;
    }
  }
}
