import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { BookListView } from './book-list-view';

interface BooksToolbarProps {
  view: BookListView;
  onView: (view: BookListView) => void;
  selectedCount: number;
  onBasket: () => void;
}

const VIEWS: BookListView[] = ['card', 'list'];

/** The view toggle, a new book and the basket with the number of ticked books. */
export function BooksToolbar({ view, onView, selectedCount, onBasket }: BooksToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="books-toolbar">
      <div className="view-toggle" role="group" aria-labelledby="view-toggle-label">
        <span id="view-toggle-label" className="view-toggle__label">
          {t('books.view.label')}
        </span>
        <div className="view-toggle__buttons">
          {VIEWS.map((option) => (
            <button key={option} type="button" className="view-toggle__option" aria-pressed={view === option} onClick={() => onView(option)}>
              <ViewIcon view={option} />
              {t(`books.view.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="books-toolbar__actions">
        <Link to={paths.selection.root} className="button button--secondary">
          <span aria-hidden="true">+</span>
          {t('books.newBook')}
        </Link>
        <button type="button" className="button button--primary basket-button" onClick={onBasket}>
          {t('books.basket.label')}
          <span className="basket-button__count" aria-hidden="true">
            {selectedCount}
          </span>
          <span className="visually-hidden">, {t('books.basket.count', { count: selectedCount })}</span>
        </button>
      </div>
    </div>
  );
}

/** Small pictures of the two views: four tiles, or rows with a thumbnail. */
function ViewIcon({ view }: { view: BookListView }) {
  return (
    <svg className="view-toggle__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      {view === 'card' ? (
        <>
          <rect x="1" y="1" width="8" height="8" rx="1.5" />
          <rect x="11" y="1" width="8" height="8" rx="1.5" />
          <rect x="1" y="11" width="8" height="8" rx="1.5" />
          <rect x="11" y="11" width="8" height="8" rx="1.5" />
        </>
      ) : (
        <>
          <rect x="1" y="2" width="5" height="4" rx="1" />
          <rect x="8" y="3" width="11" height="2" rx="1" />
          <rect x="1" y="8" width="5" height="4" rx="1" />
          <rect x="8" y="9" width="11" height="2" rx="1" />
          <rect x="1" y="14" width="5" height="4" rx="1" />
          <rect x="8" y="15" width="11" height="2" rx="1" />
        </>
      )}
    </svg>
  );
}
