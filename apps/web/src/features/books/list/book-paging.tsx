import { useTranslation } from 'react-i18next';
import { isPageSize, PAGE_SIZES, pageAfterResize, type PageSize } from './book-list-view';
import './book-paging.css';

interface BookPagingProps {
  sectionId: string;
  sectionTitle: string;
  page: number;
  pageCount: number;
  pageSize: PageSize;
  onChange: (change: { page: number; pageSize?: PageSize }) => void;
}

/**
 * Previous and next page, where the person is, and how many books a page shows (5, 10, 25, 50).
 * The step buttons stay focusable at either end (aria-disabled), so the keyboard never loses its place.
 */
export function BookPaging({ sectionId, sectionTitle, page, pageCount, pageSize, onChange }: BookPagingProps) {
  const { t } = useTranslation();
  const sizeId = `${sectionId}-page-size`;
  const first = page <= 1;
  const last = page >= pageCount;
  return (
    <nav className="book-paging" aria-label={t('books.paging.label', { section: sectionTitle })}>
      <div className="book-paging__steps">
        <button type="button" className="button button--secondary book-paging__step" aria-disabled={first} onClick={() => !first && onChange({ page: page - 1 })}>
          <span aria-hidden="true">‹</span>
          {t('books.paging.previous')}
        </button>
        <p className="book-paging__where" aria-live="polite">
          {t('books.paging.pageOf', { page, count: pageCount })}
        </p>
        <button type="button" className="button button--secondary book-paging__step" aria-disabled={last} onClick={() => !last && onChange({ page: page + 1 })}>
          {t('books.paging.next')}
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="list-field list-field--inline">
        <label htmlFor={sizeId}>{t('books.paging.perPage')}</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => {
            const size = Number(event.target.value);
            if (isPageSize(size)) onChange({ pageSize: size, page: pageAfterResize(page, pageSize, size) });
          }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
