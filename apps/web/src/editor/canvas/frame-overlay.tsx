import type { DisplayList } from '@eb/book-layout';
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { FrameElement } from './frame-element';
import { frameSpotsOf, pageSpotsOf, type FrameSpot } from './frame-boxes';
import { frameLabel, frameQuality } from './frame-labels';
import { pageName } from './spread-names';

interface FrameOverlayProps {
  list: DisplayList;
  scale: number;
  originX: number;
  originY: number;
  /** Drawn first, under the pages and frames (the paper's edges). */
  children?: ReactNode;
}

/**
 * The interactive layer exactly over the drawing: a click on a page selects the page; the frames of
 * each page are buttons in a group named after the page (Tab goes from frame to frame, focus selects;
 * the arrow keys then move the selected frame, see keyboard/editor-shortcuts.tsx — which is why they
 * are not listbox options, whose arrows would be expected to go to the next one).
 */
export function FrameOverlay({ list, scale, originX, originY, children }: FrameOverlayProps) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const document = useEditorState((state) => state.document);
  const photos = useEditorState((state) => state.photos);
  const selection = useEditorState((state) => state.selection);
  const readOnly = useEditorState((state) => state.readOnly);
  const moveHintId = useId();
  const spots = useMemo(() => frameSpotsOf(document, list), [document, list]);
  const pages = useMemo(() => pageSpotsOf(document, list), [document, list]);
  const selectedFrame = selection.kind === 'frame' ? selection.frameId : null;
  const selectedPage = selection.kind === 'page' ? selection.pageId : null;

  const onSelect = useCallback(
    (spot: FrameSpot, label: string) => store.select({ kind: 'frame', frameId: spot.frame.id, mode: 'select' }, t('editor.canvas.selected', { label })),
    [store, t],
  );
  const onOpen = useCallback(
    (spot: FrameSpot) => {
      if (readOnly) return;
      if (spot.frame.kind === 'text') store.select({ kind: 'frame', frameId: spot.frame.id, mode: 'text' }, t('editor.keyboard.textMode'));
      else if (spot.frame.kind === 'photo' && spot.frame.photoId) store.select({ kind: 'frame', frameId: spot.frame.id, mode: 'crop' }, t('editor.keyboard.cropMode'));
    },
    [store, t, readOnly],
  );

  return (
    <div className="frame-overlay">
      {children}
      {pages.map(({ page, displayPage }) => {
        const box = displayPage.trimBox;
        return (
          // A pointer convenience: the page itself (for layouts and backgrounds); keyboard users reach pages through the side panel.
          <div
            key={page.id}
            className={`page-spot${selectedPage === page.id ? ' page-spot--selected' : ''}`}
            data-page-id={page.id}
            style={{ left: originX + box.xMm * scale, top: originY + box.yMm * scale, width: box.widthMm * scale, height: box.heightMm * scale }}
            onClick={(event) => {
              event.stopPropagation();
              store.select({ kind: 'page', pageId: page.id }, t('editor.canvas.selected', { label: pageName(t, page, displayPage.pageNumber) }));
            }}
          />
        );
      })}
      {pages.map(({ page, displayPage }) => {
        const onPage = spots.filter((spot) => spot.page.id === page.id);
        if (onPage.length === 0) return null;
        return (
          <div key={page.id} role="group" aria-label={t('editor.canvas.pageFrames', { page: pageName(t, page, displayPage.pageNumber) })} className="frame-overlay__frames" data-page-frames={page.id}>
            {onPage.map((spot) => {
              const label = frameLabel(t, spot, photos);
              return (
                <FrameElement
                  key={spot.frame.id}
                  spot={spot}
                  scale={scale}
                  originX={originX}
                  originY={originY}
                  label={label}
                  selected={selectedFrame === spot.frame.id}
                  quality={frameQuality(t, spot)}
                  overflowText={spot.overflow ? t('editor.canvas.overflow') : null}
                  moveHintId={readOnly ? undefined : moveHintId}
                  onSelect={onSelect}
                  onOpen={onOpen}
                />
              );
            })}
          </div>
        );
      })}
      {!readOnly && (
        <span id={moveHintId} className="visually-hidden">
          {t('editor.canvas.moveHint')}
        </span>
      )}
    </div>
  );
}
