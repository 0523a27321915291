import type { DisplayList } from '@eb/book-layout';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { FrameElement } from './frame-element';
import { frameLabel, frameQuality } from './frame-labels';
import { frameSpotsOf, pageName, pageSpotsOf, type FrameSpot } from './frame-boxes';

interface FrameOverlayProps {
  list: DisplayList;
  spreadName: string;
  scale: number;
  originX: number;
  originY: number;
}

/**
 * The interactive layer exactly over the drawing: a click on a page selects the page, every frame
 * is an option of one listbox (Tab goes from frame to frame, focus selects; the arrow keys then move
 * the selected frame, see keyboard/editor-shortcuts.tsx).
 */
export function FrameOverlay({ list, spreadName, scale, originX, originY }: FrameOverlayProps) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const document = useEditorState((state) => state.document);
  const photos = useEditorState((state) => state.photos);
  const selection = useEditorState((state) => state.selection);
  const readOnly = useEditorState((state) => state.readOnly);
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
              const name = pageName(page, displayPage.pageNumber);
              store.select({ kind: 'page', pageId: page.id }, t('editor.canvas.selected', { label: name }));
            }}
          />
        );
      })}
      {spots.length > 0 && (
        <div role="listbox" aria-label={t('editor.canvas.frames', { spread: spreadName })} className="frame-overlay__frames">
          {spots.map((spot) => {
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
                onSelect={onSelect}
                onOpen={onOpen}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}
