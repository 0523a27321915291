import { useDndMonitor } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { catalogueOf, pageCount } from '@eb/book-model';
import { bookPriceCents, formatEuro } from '@eb/catalogue';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { spreadTitle } from '../canvas/spread-names';
import { dndIds } from '../dnd/dnd-ids';
import { fetchServerPages, type ServerPage } from '../render/page-thumbnails';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { useNearWatcher } from '../tray/use-near';
import { isMovableSpread, keyMoveTarget, pricingOf } from './page-steps';
import { StripActions } from './strip-actions';
import { StripThumb } from './strip-thumb';
import './strip.css';

/**
 * The strip of spreads under the page: every spread small (drawn only near the visible part, so a
 * 96-page book opens fast), the current one marked; click or Enter opens one, arrows walk the strip,
 * drag or Alt+arrow (or Space, arrows, Space) moves an inner spread. Pages are added and removed in
 * the paper's step, with the page count and the live price.
 */
export function SpreadStrip() {
  const { t } = useTranslation();
  const store = useEditorStore();
  const document = useEditorState((state) => state.document);
  const spreadIndex = useEditorState((state) => state.spreadIndex);
  const bookId = useEditorState((state) => state.bookId);
  // The server's page thumbnails, read once per opening (spreads away from the current one show them where they match).
  const [serverPages, setServerPages] = useState<ReadonlyMap<string, ServerPage> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchServerPages(bookId, controller.signal).then(setServerPages, () => setServerPages(new Map()));
    return () => controller.abort();
  }, [bookId]);
  // A keyboard drag's arrows belong to dnd-kit (read without re-rendering the strip on every move).
  const dragging = useRef(false);
  useDndMonitor({
    onDragStart: () => void (dragging.current = true),
    onDragEnd: () => void (dragging.current = false),
    onDragCancel: () => void (dragging.current = false),
  });
  const scroller = useRef<HTMLOListElement>(null);
  const watch = useNearWatcher(scroller, '0px 300px');
  const pricing = useMemo(() => pricingOf(document), [document]);
  const pages = pageCount(document);
  const price = pricing ? safePrice(pricing, pages) : null;
  const aspects = useMemo(() => spreadAspects(document), [document]);
  // The same array while the spreads' order stays: a new one makes dnd-kit redraw and re-measure every spread of the strip.
  const sortableKey = document.spreads
    .filter((_, index) => isMovableSpread(document, index + 1))
    .map((spread) => dndIds.spread(spread.id))
    .join('\n');
  const sortableIds = useMemo(() => (sortableKey ? sortableKey.split('\n') : []), [sortableKey]);

  const open = useCallback((index: number) => store.setSpread(index), [store]);
  const onKey = useCallback(
    (event: KeyboardEvent<HTMLElement>, index: number) => {
      if (dragging.current) return;
      const state = store.getState();
      const direction = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      if (direction !== 0 && event.altKey) {
        event.preventDefault();
        const to = keyMoveTarget(state.document, index, direction);
        if (to === null) return store.announce(t('editor.strip.cannotMove'));
        const spreadId = state.document.spreads[index - 1]!.id;
        if (store.dispatch({ type: 'moveSpread', spreadId, toSpreadIndex: to }, { announce: t('editor.strip.moved', { where: spreadTitle({ spreads: movedSpreads(state.document.spreads, index, to) }, to) }) })) {
          store.setSpread(to);
          focusSpread(scroller.current, to);
        }
        return;
      }
      const next = direction !== 0 ? index + direction : event.key === 'Home' ? 0 : event.key === 'End' ? state.document.spreads.length : null;
      if (next === null || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      const clamped = Math.max(0, Math.min(state.document.spreads.length, next));
      store.setSpread(clamped);
      focusSpread(scroller.current, clamped);
    },
    [store, t],
  );

  // The current spread scrolls into view when it changes (PageDown, a new spread added far away).
  useEffect(() => {
    scroller.current?.querySelector(`[data-strip-spread-index="${spreadIndex}"]`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [spreadIndex]);

  return (
    <section className="spread-strip" aria-label={t('editor.strip.label')}>
      <StripActions pages={pages} price={price} pricing={pricing} />
      <SortableContext items={sortableIds} strategy={horizontalListSortingStrategy}>
        <ol ref={scroller} className="spread-strip__list" aria-label={t('editor.strip.listLabel')}>
          {Array.from({ length: document.spreads.length + 1 }, (_, index) => {
            const spread = index === 0 ? null : document.spreads[index - 1]!;
            return (
              <StripThumb
                key={spread?.id ?? 'cover'}
                spreadIndex={index}
                spreadId={spread?.id ?? null}
                label={spreadTitle(document, index)}
                aspect={aspects[index] ?? 1}
                current={index === spreadIndex}
                serverPages={serverPages}
                movable={isMovableSpread(document, index)}
                watch={watch}
                onOpen={open}
                onKey={onKey}
              />
            );
          })}
        </ol>
      </SortableContext>
    </section>
  );
}

function focusSpread(list: HTMLElement | null, index: number) {
  // After React has drawn the move: the moved spread keeps its element (keyed by id).
  requestAnimationFrame(() => list?.querySelector<HTMLElement>(`[data-strip-spread-index="${index}"]`)?.focus());
}

/** The spreads after a move, to name where the moved one now stands. */
function movedSpreads<T>(spreads: readonly T[], from: number, to: number): T[] {
  const next = spreads.slice();
  const [moved] = next.splice(from - 1, 1);
  next.splice(to - 1, 0, moved!);
  return next;
}

function safePrice(pricing: NonNullable<ReturnType<typeof pricingOf>>, pages: number): string | null {
  try {
    return formatEuro(bookPriceCents(pricing, pages));
  } catch {
    return null;
  }
}

/** Width : height of each spread from the format alone (the cover: two panels and a spine). */
function spreadAspects(document: Parameters<typeof catalogueOf>[0] & { spreads: { pages: unknown[] }[] }): number[] {
  const format = catalogueOf(document).format;
  const page = format ? format.trimWidthMm / format.trimHeightMm : 0.7;
  return [2.08 * page, ...document.spreads.map((spread) => spread.pages.length * page)];
}
