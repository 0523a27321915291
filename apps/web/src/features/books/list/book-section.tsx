import type { Book } from '@eb/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookPaging } from './book-paging';
import { isSortKey, SORT_KEYS, viewList, type BookListView, type ListState, type SectionId } from './book-list-view';

interface BookSectionProps {
  id: SectionId;
  /** The heading (templates show how many of the allowed number are used). */
  title: string;
  /** The section's name alone, for the labels of its controls. */
  plainTitle: string;
  books: Book[];
  state: ListState;
  onState: (state: ListState) => void;
  view: BookListView;
  renderBook: (book: Book) => ReactNode;
}

export const sectionHeadingId = (id: SectionId) => `books-section-${id}`;

const SORT_LABELS = { name: 'books.controls.sortName', lastEdit: 'books.controls.sortLastEdit', lastOrdered: 'books.controls.sortLastOrdered' } as const;

/** One section of /buecher: sorting and search above its books, paging below when there are more than five. */
export function BookSection({ id, title, plainTitle, books, state, onState, view, renderBook }: BookSectionProps) {
  const { t } = useTranslation();
  const page = viewList(books, state);
  const headingId = sectionHeadingId(id);
  const searching = state.query.trim() !== '';
  return (
    <section className="book-section" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} className="book-section__title">
        {title}
      </h2>
      <div className="book-section__controls">
        <div className="list-field">
          <label htmlFor={`${id}-sort`}>
            {t('books.controls.sort')}
            <span className="visually-hidden"> ({plainTitle})</span>
          </label>
          <select
            id={`${id}-sort`}
            value={state.sort}
            onChange={(event) => {
              const sort = event.target.value;
              if (isSortKey(sort)) onState({ ...state, sort, page: 1 });
            }}
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(SORT_LABELS[key])}
              </option>
            ))}
          </select>
        </div>
        <div className="list-field list-field--search">
          <label htmlFor={`${id}-search`}>
            {t('books.controls.search')}
            <span className="visually-hidden"> ({plainTitle})</span>
          </label>
          <input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={state.query}
            onChange={(event) => onState({ ...state, query: event.target.value, page: 1 })}
          />
        </div>
      </div>
      <p className={page.found === 0 ? 'book-section__found book-section__found--none' : 'book-section__found'} role="status">
        {searching && (page.found === 0 ? t('books.controls.noMatch', { query: state.query.trim() }) : t('books.controls.found', { count: page.found, total: books.length }))}
      </p>
      {page.books.length > 0 && (
        <ul className={`book-list book-list--${view}`}>
          {page.books.map((book) => (
            <li key={book.pk} className="book-list__item">
              {renderBook(book)}
            </li>
          ))}
        </ul>
      )}
      {page.showPaging && <BookPaging sectionId={id} sectionTitle={plainTitle} page={page.page} pageCount={page.pageCount} pageSize={state.pageSize} onChange={(change) => onState({ ...state, ...change })} />}
    </section>
  );
}
