import { FORMATS } from '@eb/catalogue/data';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { spreadTitle } from '../canvas/spread-names';
import type { EditorData } from '../editor-data';
import { createPageImages, type PageImages } from './page-images';
import { useCoverPath } from './use-cover-path';
import { useOnePage } from './use-one-page';
import { usePageViews } from './use-page-views';
import { flipTo, readOnlyReasonKey, swipeStep } from './viewer-note';
import { ViewerPageImage } from './viewer-page-image';
import { pathsOf, stepIndexOf, viewerSpreads, viewerSteps, type ViewerStep } from './viewer-spreads';
import './viewer.css';

/**
 * 'zur Ansicht öffnen': a book that may no longer be edited, leafed through spread by spread. It
 * shows what the server rendered from the stored document (decision 034) — the cover's front
 * (preview.jpg), then the inner spreads as pairs of page images about 1000 px wide — so what is seen
 * is what is printed, without drawing a book in the browser. A page not drawn yet says so calmly. On
 * a phone held upright every page comes alone (a spread would be a narrow strip there).
 */
export function BookViewer({ data }: { data: EditorData }) {
  const { t } = useTranslation();
  const bookId = data.book.pk;
  // What is stored (and printed), never a draft this browser may still keep.
  const document = data.stored.document;
  const views = usePageViews(bookId);
  const cover = useCoverPath(bookId, data.book.previewImageUrl);
  const coverPath = cover.path;
  const onePage = useOnePage();
  const steps = useMemo(() => viewerSteps(viewerSpreads(document, coverPath, views), onePage), [document, coverPath, views, onePage]);
  const [images] = useState<PageImages>(() => createPageImages());
  useEffect(() => () => images.dispose(), [images]);
  // Where one is, by the first page shown: turning the phone keeps the page (a spread ⇄ its pages).
  const [shownKey, setShownKey] = useState('cover');
  const [announcement, setAnnouncement] = useState('');
  const count = steps.length;
  const stepIndex = stepIndexOf(steps, shownKey);
  const step = steps[stepIndex]!;
  const labelOf = useCallback(
    (shown: ViewerStep) => (shown.onePage ? t('editor.names.page', { page: shown.pages[0]!.pageNumber }) : spreadTitle(document, shown.spreadIndex, t)),
    [document, t],
  );
  const label = labelOf(step);
  const format = FORMATS.find((entry) => entry.id === document.formatId);
  const pageRatio = format ? format.trimWidthMm / format.trimHeightMm : 210 / 297;

  const flip = useCallback(
    (by: number) => {
      const next = flipTo(stepIndex, by, count);
      if (next === stepIndex) return;
      setShownKey(steps[next]!.pages[0]!.key);
      setAnnouncement(t('editor.viewer.showing', { label: labelOf(steps[next]!) }));
    },
    [count, labelOf, stepIndex, steps, t],
  );

  // The neighbours are loaded ahead, so turning a page shows it at once.
  useEffect(() => {
    for (const path of [...pathsOf(steps[stepIndex + 1]), ...pathsOf(steps[stepIndex - 1])]) images.load(path).catch(() => undefined);
  }, [images, steps, stepIndex]);

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
        <div className="book-viewer__fit" style={{ '--page-ratio': pageRatio } as CSSProperties}>
          <SpreadImages key={`${step.pages[0]!.key}-${step.onePage}`} step={step} label={label} pageRatio={pageRatio} images={images} coverGaveUp={cover.failed} />
        </div>
      </div>
      <nav className="book-viewer__nav" aria-label={t('editor.viewer.navLabel')}>
        <button type="button" className="button button--secondary book-viewer__flip" onClick={() => flip(-1)} disabled={stepIndex === 0}>
          <span aria-hidden="true">‹ </span>
          {t('editor.viewer.previous')}
        </button>
        <p className="book-viewer__label" aria-live="off" data-viewer-label>
          {label}
          <span className="book-viewer__count"> · {t('editor.viewer.count', { current: stepIndex + 1, total: count })}</span>
        </p>
        <button type="button" className="button button--secondary book-viewer__flip" onClick={() => flip(1)} disabled={stepIndex >= count - 1}>
          {t('editor.viewer.next')}
          <span aria-hidden="true"> ›</span>
        </button>
      </nav>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}

/** One step: the closed book's front, the open book's one or two pages side by side, or one page alone (a phone). */
function SpreadImages({ step, label, pageRatio, images, coverGaveUp }: { step: ViewerStep; label: string; pageRatio: number; images: PageImages; coverGaveUp: boolean }) {
  const [shown, setShown] = useState(() => new Set<string>());
  const onShown = useCallback((key: string) => setShown((previous) => new Set(previous).add(key)), []);
  const ready = step.pages.every((page) => shown.has(page.key));
  return (
    <div
      className={`book-viewer__spread book-viewer__spread--${step.onePage ? 'page' : step.kind}`}
      style={{ '--page-ratio': pageRatio } as CSSProperties}
      role="img"
      aria-label={label}
      data-spread-index={step.spreadIndex}
      data-page-number={step.onePage ? step.pages[0]!.pageNumber : undefined}
      data-viewer-ready={ready ? 'true' : 'false'}
    >
      {step.pages.map((page) => (
        <ViewerPageImage key={page.key} page={page} images={images} onShown={onShown} gaveUp={page.role === 'cover' && coverGaveUp} />
      ))}
    </div>
  );
}
