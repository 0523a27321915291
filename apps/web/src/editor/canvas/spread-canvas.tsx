import { useCallback, useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './canvas.css';
import { beginOpening, endOpening, useIdleTurn } from '../render/idle-turns';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { designInk } from './stage-colours';
import { SpreadView } from './spread-view';
import { useStageSize } from './use-stage-size';

/** How long after the editor is ready the background work waits (a first click is handled meanwhile). */
const OPENED_AFTER_READY_MS = 700;

/**
 * The stage: the current spread fitted into it (zoom 1 = fit; zoomed, it scrolls), with its two
 * neighbours mounted out of sight. A click on the stage around the pages clears the selection.
 */
export function SpreadCanvas({ onReady }: { onReady?: () => void }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const spreadIndex = useEditorState((state) => state.spreadIndex);
  const last = useEditorState((state) => state.document.spreads.length);
  const zoom = useEditorState((state) => state.zoom);
  const showGuides = useEditorState((state) => state.showGuides);
  const ink = useEditorState((state) => designInk(state.document));
  const [measure, stage] = useStageSize();
  const scroller = useRef<HTMLDivElement | null>(null);
  const setScroller = useCallback(
    (element: HTMLDivElement | null) => {
      scroller.current = element;
      return measure(element);
    },
    [measure],
  );

  // A new zoom keeps the middle of the spread in the middle of the stage.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
    element.scrollTop = (element.scrollHeight - element.clientHeight) / 2;
  }, [zoom, spreadIndex]);

  // Ready once the first spread is drawn and the page's own fonts are in. Until a moment after, the
  // strip, the neighbours and the tray's thumbnails wait: the first click on the page comes first.
  const told = useRef(false);
  useLayoutEffect(() => {
    beginOpening();
    return () => endOpening();
  }, []);
  const onDrawn = useCallback(() => {
    if (told.current) return;
    told.current = true;
    void document.fonts.ready.then(() => {
      onReady?.();
      setTimeout(endOpening, OPENED_AFTER_READY_MS);
    });
  }, [onReady]);
  useEffect(() => () => void (told.current = false), []);

  // Turning the page removes the focused frame (or disables the button at the book's end): the focus
  // then goes to the stage of the new spread instead of the page's start, so Tab continues there.
  const shownSpread = useRef(spreadIndex);
  useEffect(() => {
    if (shownSpread.current === spreadIndex) return;
    shownSpread.current = spreadIndex;
    const active = document.activeElement;
    if (!active || active === document.body) scroller.current?.focus({ preventScroll: true });
  }, [spreadIndex]);

  // The neighbours (laid out and drawn hidden, for a quick flip) wait for the first idle moment: opening is the current spread's.
  const neighbours = useIdleTurn(true);
  const indexes = (neighbours ? [spreadIndex - 1, spreadIndex, spreadIndex + 1] : [spreadIndex]).filter((index) => index >= 0 && index <= last);
  return (
    <div className="spread-canvas" style={{ '--design-ink': ink } as CSSProperties}>
      {showGuides && <p className="spread-canvas__legend">{t('editor.canvas.guidesLegend')}</p>}
      <div className="spread-canvas__viewport">
        <div
          ref={setScroller}
          className="spread-canvas__scroller"
          role="group"
          aria-label={t('editor.canvas.label')}
          tabIndex={-1}
          onClick={(event) => {
            // Only the stage itself or the bleed around the pages: clicks in the tools' overlays are theirs.
            const target = event.target as Element;
            if (target !== event.currentTarget && !target.closest('.spread-drawing')) return;
            if (store.getState().selection.kind !== 'none') store.select({ kind: 'none' });
          }}
        >
          {stage &&
            indexes.map((index) => <SpreadView key={index} spreadIndex={index} current={index === spreadIndex} stage={stage} onDrawn={index === spreadIndex ? onDrawn : undefined} />)}
        </div>
      </div>
    </div>
  );
}
