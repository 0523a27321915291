import type { Book } from '@eb/api-contract';
import { useEffect, useId, useRef } from 'react';
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
 * the basket (finished books start ticked).
 * It takes the focus when it appears, so a screen reader reads it and the keyboard starts here
 * (the page came from /finalize, which had nothing left to focus).
 */
export function FinishedNotice({ book, onClose }: { book: Book; onClose: () => void }) {
  const { t } = useTranslation();
  const target = sectionHeadingId('finished');
  const textId = useId();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, []);
  return (
    <div ref={notice} role="group" aria-labelledby={textId} tabIndex={-1} className="finished-notice" data-finished-book={book.pk}>
      <p id={textId} className="finished-notice__text">
        {t('books.finishedNotice.text', { name: book.description })}
      </p>
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
      <button type="button" className="finished-notice__close" aria-label={t('books.finishedNotice.close')} title={t('books.finishedNotice.close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
