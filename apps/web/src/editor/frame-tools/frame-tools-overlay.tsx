import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayList } from '../render/use-display-list';
import { useEditorState, useEditorStore } from '../state/editor-context';
import type { EditorStore } from '../state/editor-store';
import { CropOverlay } from './crop-overlay';
import { frameBoxOnSpread, locateFrame } from './frame-geometry';
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
  useOpenToolsFromFrames(store);

  if (readOnly || selection.kind !== 'frame' || selection.mode === 'select') return null;
  const located = locateFrame(document, selection.frameId);
  const box = located && frameBoxOnSpread(list, located);
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
 * Double-click (a double tap on a tablet) or Enter on a frame of the canvas opens its tool: crop mode
 * on a photo frame holding a photo, text editing on a text frame. Listened to on the document, so the
 * canvas's frame elements need no wiring of their own; the mode is announced to screen readers.
 */
function useOpenToolsFromFrames(store: EditorStore) {
  const { t } = useTranslation();
  useEffect(() => {
    const open = (event: Event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-frame-id]') : null;
      if (!target || target.closest('.frame-tools')) return false;
      const state = store.getState();
      if (state.readOnly) return false;
      const frameId = target.dataset.frameId ?? '';
      const frame = locateFrame(state.document, frameId)?.frame;
      if (frame?.kind === 'photo' && frame.photoId && frame.crop) {
        store.select({ kind: 'frame', frameId, mode: 'crop' }, t('editor.frameTools.crop.opened'));
        return true;
      }
      if (frame?.kind === 'text') {
        store.select({ kind: 'frame', frameId, mode: 'text' }, t('editor.frameTools.text.opened'));
        return true;
      }
      return false;
    };
    const onDoubleClick = (event: MouseEvent) => {
      if (open(event)) event.preventDefault();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return;
      if (!(event.target instanceof HTMLElement) || event.target.dataset.frameId === undefined) return;
      // Handled: the Enter must not also reach the textarea that takes the focus now.
      if (open(event)) event.preventDefault();
    };
    document.addEventListener('dblclick', onDoubleClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('dblclick', onDoubleClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [store, t]);
}
