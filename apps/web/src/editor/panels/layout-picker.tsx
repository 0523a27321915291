import { catalogueOf, layoutsFor, locatePage, pageCount, pageSizeOf, type PageLayout } from '@eb/book-model';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { filterLayouts, filtersFor, layoutThumbnail, type LayoutFilter } from './layout-thumbnail';
import { LayoutThumb } from './layout-thumb';
import { leftoversOf } from './page-choices';
import { PageTargetChooser, usePageTarget } from './page-target';
import './panels.css';

/**
 * The layouts of the book's design for one page of the current spread (inner layouts for inner
 * pages, the panel's layouts on the cover), drawn as schematics. Choosing one applies it; the
 * command carries placed photos and texts over slot by slot, and what finds no slot stays on the
 * page as a free frame — the person is told.
 */
export function LayoutPicker() {
  const { t } = useTranslation();
  const store = useEditorStore();
  const document = useEditorState((state) => state.document);
  const readOnly = useEditorState((state) => state.readOnly);
  const { choices, page, choose } = usePageTarget();
  const [said, setMessage] = useState<{ pageId: string; text: string; refused: boolean } | null>(null);

  const { design, format, paper } = catalogueOf(document);
  const pages = pageCount(document);
  const role = page?.role ?? 'page';
  const layouts = useMemo(() => layoutsFor(document.themeId, role), [document.themeId, role]);
  const filters = filtersFor(layouts);
  const current = page?.layoutId ? layouts.find((layout) => layout.id === page.layoutId) : undefined;
  // Each page starts on its current layout's photo count: the few layouts that fit its photos.
  const [chosenFilter, setChosenFilter] = useState<{ pageId: string; filter: LayoutFilter } | null>(null);
  const startFilter: LayoutFilter = current && filters.length > 0 ? (current.photoCount === 0 ? 'text' : (current.photoCount as LayoutFilter)) : 'all';
  const filter = chosenFilter && chosenFilter.pageId === page?.id ? chosenFilter.filter : startFilter;
  const message = said && said.pageId === page?.id ? said : null;

  const size = format && paper ? pageSizeOf(role, format, paper, pages) : null;
  const thumbnails = useMemo(
    () => (design && size ? new Map(layouts.map((layout) => [layout.id, layoutThumbnail(layout, size, design)])) : new Map()),
    // The size changes only with the role and, for the cover, the page count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [layouts, design, size?.widthMm, size?.heightMm],
  );

  if (!page || !design) return null;
  const shown = filterLayouts(layouts, filters.includes(filter) ? filter : 'all');

  function apply(layout: PageLayout) {
    if (!page) return;
    const before = page;
    const done = t('editor.layouts.applied', { name: layout.name });
    if (!store.dispatch({ type: 'applyLayout', pageId: page.id, layoutId: layout.id })) {
      setMessage({ pageId: page.id, text: store.getState().refusal ?? t('editor.layouts.failed'), refused: true });
      return;
    }
    const after = locatePage(store.getState().document, page.id);
    const left = after ? leftoversOf(before, after) : { photos: 0, texts: 0 };
    const text = left.photos + left.texts > 0 ? `${done} ${t('editor.layouts.leftovers', { count: left.photos + left.texts })}` : done;
    store.announce(text);
    setMessage({ pageId: page.id, text, refused: false });
  }

  return (
    <div className="panel">
      <PageTargetChooser choices={choices} pageId={page.id} onChoose={choose} />
      {filters.length > 0 && (
        <label className="panel-select">
          <span>{t('editor.layouts.filterLabel')}</span>
          <select
            value={String(filter)}
            onChange={(event) => {
              const value = event.target.value;
              setChosenFilter({ pageId: page.id, filter: value === 'all' || value === 'text' ? value : (Number(value) as LayoutFilter) });
            }}
          >
            {filters.map((value) => (
              <option key={value} value={String(value)}>
                {value === 'all' ? t('editor.layouts.filterAll') : value === 'text' ? t('editor.layouts.filterText') : t('editor.layouts.filterPhotos', { count: value })}
              </option>
            ))}
          </select>
        </label>
      )}
      {message && (
        <p className={message.refused ? 'panel__message panel__message--refused' : 'panel__message'} role="status">
          {message.text}
        </p>
      )}
      <ul className="layout-list" aria-label={t('editor.layouts.listLabel')}>
        {shown.map((layout) => {
          const isCurrent = layout.id === page.layoutId;
          const thumbnail = thumbnails.get(layout.id);
          return (
            <li key={layout.id}>
              <button
                type="button"
                className="layout-option"
                data-layout-id={layout.id}
                aria-current={isCurrent ? 'true' : undefined}
                disabled={readOnly}
                onClick={() => apply(layout)}
              >
                {thumbnail && <LayoutThumb thumbnail={thumbnail} />}
                <span className="layout-option__name">{layout.name}</span>
                {isCurrent && <span className="layout-option__current">{t('editor.layouts.current')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
