import type { Book } from '@eb/api-contract';
import { useTranslation } from 'react-i18next';
import { sectionHeadingId } from './book-section';
import './finished-notice.css';

/** What the finalize page hands to /buecher (location state): the book it has just finished. */
export interface FinishedState {
  finishedBookId: number;
}

export function finishedBookIdOf(state: unknown): number | null {
  const id = (state as Partial<FinishedState> | null)?.finishedBookId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/**
 * The calm confirmation after 'Buch fertigstellen': where the book is now and that it is ticked for
 * the basket (finished books start ticked). Ordering itself comes later, so nothing is promised here.
 */
export function FinishedNotice({ book }: { book: Book }) {
  const { t } = useTranslation();
  const target = sectionHeadingId('finished');
  return (
    <div role="status" className="finished-notice" data-finished-book={book.pk}>
      <p className="finished-notice__text">{t('books.finishedNotice.text', { name: book.description })}</p>
      <a
        href={`#${target}`}
        className="finished-notice__link"
        onClick={(event) => {
          event.preventDefault();
          const heading = document.getElementById(target);
          heading?.focus({ preventScroll: true });
          heading?.scrollIntoView({ block: 'start', behavior: 'smooth' });
        }}
      >
        {t('books.finishedNotice.show')}
      </a>
    </div>
  );
}
