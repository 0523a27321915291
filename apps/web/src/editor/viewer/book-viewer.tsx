import { svgViewBox } from '@eb/book-render/svg';
import { spreadCount } from '@eb/book-model';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { fitScale } from '../canvas/fit';
import { SpreadDrawing } from '../canvas/spread-drawing';
import { spreadTitle } from '../canvas/spread-names';
import { useStageSize } from '../canvas/use-stage-size';
import type { EditorData } from '../editor-data';
import { LiveRegion } from '../live-region';
import { EditorRenderProvider, useDisplayList } from '../render/use-display-list';
import { EditorStoreProvider, useEditorState, useEditorStore } from '../state/editor-context';
import { createEditorStore } from '../state/editor-store';
import { flipTo, readOnlyReasonKey, swipeStep } from './viewer-note';
import './viewer.css';

/**
 * 'zur Ansicht öffnen': a book that may no longer be edited, leafed through spread by spread. Drawn
 * by the editor's own renderer (the display list of layoutSpread, displayListToSvg) over a read-only
 * store, so what is seen is what was printed; no editing tools at all.
 */
export function BookViewer({ data }: { data: EditorData }) {
  // What is stored (and was printed), never a draft this browser may still keep.
  const [store] = useState(() => createEditorStore({ bookId: data.book.pk, document: data.stored.document, readOnly: true, photos: data.photos }));
  return (
    <EditorStoreProvider store={store}>
      <EditorRenderProvider fonts={data.fonts}>
        <ViewerScreen data={data} />
        <LiveRegion />
      </EditorRenderProvider>
    </EditorStoreProvider>
  );
}

function ViewerScreen({ data }: { data: EditorData }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const spreadIndex = useEditorState((state) => state.spreadIndex);
  const count = useEditorState((state) => spreadCount(state.document));
  const label = useEditorState((state) => spreadTitle(state.document, state.spreadIndex));
  const flip = useCallback(
    (step: number) => {
      const state = store.getState();
      const next = flipTo(state.spreadIndex, step, spreadCount(state.document));
      if (next === state.spreadIndex) return;
      store.setSpread(next);
      store.announce(t('editor.viewer.showing', { label: spreadTitle(state.document, next) }));
    },
    [store, t],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]') || event.altKey || event.ctrlKey || event.metaKey) return;
      const step = event.key === 'PageDown' || event.key === 'ArrowRight' ? 1 : event.key === 'PageUp' || event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      flip(step);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [flip]);

  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);

  return (
    <div className="book-viewer" aria-label={t('editor.viewer.label', { name: data.book.description })} role="region">
      <header className="book-viewer__header">
        <div>
          <h1 className="book-viewer__title">{data.book.description}</h1>
          <p className="book-viewer__note" data-viewer-note>
            {t(`editor.viewer.why.${readOnlyReasonKey(data.book)}`)}
          </p>
        </div>
        <Link to={paths.books} className="button button--secondary">
          {t('editor.viewer.back')}
        </Link>
      </header>
      <div
        className="book-viewer__stage"
        onPointerDown={(event) => {
          if (event.pointerType !== 'mouse') swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start && start.id === event.pointerId) {
            const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
            if (step !== 0) flip(step);
          }
        }}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <ViewerSpread spreadIndex={spreadIndex} label={label} />
      </div>
      <nav className="book-viewer__nav" aria-label={t('editor.viewer.navLabel')}>
        <button type="button" className="button button--secondary book-viewer__flip" onClick={() => flip(-1)} disabled={spreadIndex === 0}>
          <span aria-hidden="true">‹ </span>
          {t('editor.viewer.previous')}
        </button>
        <p className="book-viewer__label" aria-live="off" data-viewer-label>
          {label}
          <span className="book-viewer__count"> · {t('editor.viewer.count', { current: spreadIndex + 1, total: count })}</span>
        </p>
        <button type="button" className="button button--secondary book-viewer__flip" onClick={() => flip(1)} disabled={spreadIndex >= count - 1}>
          {t('editor.viewer.next')}
          <span aria-hidden="true"> ›</span>
        </button>
      </nav>
    </div>
  );
}

/** The current spread, fitted into the stage (the same drawing the editor shows). */
function ViewerSpread({ spreadIndex, label }: { spreadIndex: number; label: string }) {
  const [stageRef, stage] = useStageSize();
  const list = useDisplayList(spreadIndex);
  const view = svgViewBox(list, {});
  const [drawn, setDrawn] = useState(false);
  const onDrawn = useCallback(() => setDrawn(true), []);
  const scale = stage ? fitScale(stage, view, stage.width < 600 ? 8 : 24) : 0;
  return (
    <div ref={stageRef} className="book-viewer__fit" data-viewer-ready={drawn ? 'true' : 'false'}>
      {stage && (
        <div
          className="spread spread--current"
          role="img"
          aria-label={label}
          data-spread-index={spreadIndex}
          data-current="true"
          style={{ width: view.widthMm * scale, height: view.heightMm * scale }}
        >
          <SpreadDrawing list={list} current pxPerMm={scale} onDrawn={onDrawn} />
        </div>
      )}
    </div>
  );
}
