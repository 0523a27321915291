import { useDndContext } from '@dnd-kit/core';
import { locateFrame } from '@eb/book-model';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayList } from '../render/use-display-list';
import { useEditorState, useEditorStore } from '../state/editor-context';
import type { EditorStore } from '../state/editor-store';
import { CropOverlay } from './crop-overlay';
import { frameBoxOnSpread } from './frame-geometry';
import { TextEditOverlay } from './text-edit-overlay';
import './frame-tools.css';

export interface FrameToolsOverlayProps {
  spreadIndex: number;
  /** Screen pixels per millimetre of the drawn spread. */
  mmToPx: number;
  /** Where the spread's trim origin (0, 0 mm) lies inside the overlay's positioned parent, in px. */
  originPx: { x: number; y: number };
}

/**
 * The frame tools over the current spread: crop mode for a photo frame, text editing for a text
 * frame (the selection's mode). The canvas mounts it absolutely positioned over the spread's drawing;
 * it lets every pointer through except on its own tools.
 */
export function FrameToolsOverlay({ spreadIndex, mmToPx, originPx }: FrameToolsOverlayProps) {
  const store = useEditorStore();
  const selection = useEditorState((state) => state.selection);
  const document = useEditorState((state) => state.document);
  const readOnly = useEditorState((state) => state.readOnly);
  const list = useDisplayList(spreadIndex);
  useCropOnEnter(store);

  if (readOnly || selection.kind !== 'frame' || selection.mode === 'select') return null;
  const located = locateFrame(document, selection.frameId);
  const box = located && frameBoxOnSpread(document, list, selection.frameId);
  if (!located || !box) return null;
  const { frame } = located;
  const spreadHeightMm = list.trim.heightMm;

  return (
    <div className="frame-tools">
      {selection.mode === 'crop' && frame.kind === 'photo' && frame.photoId && frame.crop && (
        <CropOverlay
          // Another photo in the frame (a swap) starts afresh: its own aspect and limits.
          key={`${frame.id}:${frame.photoId}`} frame={{ ...frame, photoId: frame.photoId, crop: frame.crop }} box={box} mmToPx={mmToPx} originPx={originPx} spreadHeightMm={spreadHeightMm} />
      )}
      {selection.mode === 'text' && frame.kind === 'text' && (
        <TextEditOverlay key={frame.id} frame={frame} spreadIndex={spreadIndex} box={box} mmToPx={mmToPx} originPx={originPx} spreadHeightMm={spreadHeightMm} />
      )}
    </div>
  );
}

/**
 * Enter on a photo frame of the canvas opens crop mode. The canvas opens tools on double-click (a
 * double tap), and the editor's shortcuts open text editing on Enter, but they have no Enter for
 * photo frames yet: this is the one place that does it. Never while a keyboard drag is under way —
 * there Enter drops the photo (dnd-kit listens on the window, after this document listener).
 */
function useCropOnEnter(store: EditorStore) {
  const { t } = useTranslation();
  const { active } = useDndContext();
  const dragging = useRef(false);
  useEffect(() => {
    dragging.current = active !== null;
  }, [active]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.ctrlKey || event.altKey || event.metaKey || event.shiftKey || event.defaultPrevented || dragging.current) return;
      if (!(event.target instanceof HTMLElement) || event.target.dataset.frameId === undefined || event.target.closest('.frame-tools')) return;
      const state = store.getState();
      if (state.readOnly) return;
      const frameId = event.target.dataset.frameId;
      const frame = locateFrame(state.document, frameId)?.frame;
      if (frame?.kind !== 'photo' || !frame.photoId || !frame.crop) return;
      // Handled: the Enter must not act again anywhere else.
      event.preventDefault();
      store.select({ kind: 'frame', frameId, mode: 'crop' }, t('editor.frameTools.crop.opened'));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store, t]);
}
