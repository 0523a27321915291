import type { Book } from '@eb/api-contract';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookPreviewImage } from '../../../components/ui/book-preview-image';
import { bookPath, paths } from '../../../config/paths';
import { formatGermanDate } from '../../../lib/dates';
import { BookProofLink } from '../proof-link';
import type { BookActions } from './book-rules';
import { RenameForm } from './rename-form';
import './book-item.css';

interface BookItemProps {
  book: Book;
  actions: BookActions;
  inCart: boolean;
  /** Just made by a copy or as a template: marked so the person sees where it went. */
  isNew: boolean;
  onCart: (selected: boolean) => void;
  onRename: (name: string) => Promise<void>;
  onDelete: () => Promise<void>;
  onCopy: () => Promise<void>;
  onCreateTemplate: () => Promise<void>;
}

export const bookNameId = (bookId: number) => `book-${bookId}-name`;

const OPEN_LABELS = { edit: 'books.book.open', template: 'books.book.openTemplate', view: 'books.book.openView' } as const;

/** One book as a card or a list row (the list's class decides): picture, name, dates and every action it offers. */
export function BookItem({ book, actions, inCart, isNew, onCart, onRename, onDelete, onCopy, onCreateTemplate }: BookItemProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const nameId = bookNameId(book.pk);
  const fullId = `book-${book.pk}-templates-full`;
  const shareHintId = `book-${book.pk}-share-hint`;
  // SPEC.md section 9: the card says until when sharing is possible, and after that day that it was.
  const shareUntil = formatGermanDate(book.shareableUntil);
  const shareHint = shareUntil && actions.share !== 'no' ? t(actions.share === 'ended' ? 'books.book.shareEnded' : 'books.book.shareUntil', { date: shareUntil }) : '';
  const templatesFull = actions.copy === 'full' || actions.createTemplate === 'full';
  // Repeated buttons ('Löschen', 'Teilen' …) carry the book's name for screen readers.
  const forBook = <span className="visually-hidden">: {book.description}</span>;

  const closeRename = () => {
    flushSync(() => setRenaming(false));
    renameButton.current?.focus();
  };
  const save = (name: string) => {
    closeRename();
    if (name !== book.description) void onRename(name);
  };

  const keptUntil = !book.isTemplate && book.state !== 3 ? formatGermanDate(book.editableUntil) : '';

  return (
    <article className={isNew ? 'book book--new' : 'book'} aria-labelledby={nameId}>
      <div className="book__preview">
        <BookPreviewImage src={book.previewImageUrl} className="book__image" width={600} height={450} />
      </div>
      <div className="book__body">
        {renaming ? (
          <>
            <h3 id={nameId} className="visually-hidden">
              {book.description}
            </h3>
            <RenameForm bookId={book.pk} name={book.description} onSave={save} onCancel={closeRename} />
          </>
        ) : (
          <h3 id={nameId} tabIndex={-1} className="book__name">
            {book.description}
          </h3>
        )}
        {isNew && <p className="book__new">{t('books.book.new')}</p>}
        <ul className="book__facts">
          <li>{t('books.book.lastEdit', { date: formatGermanDate(book.lastEdit) })}</li>
          {book.state === 3 && book.lastOrdered && <li>{t('books.book.lastOrdered', { date: formatGermanDate(book.lastOrdered) })}</li>}
          {keptUntil && <li>{t('books.book.keptUntil', { date: keptUntil })}</li>}
        </ul>
        {actions.cart && (
          <label className="book__cart">
            <input type="checkbox" checked={inCart} onChange={(event) => onCart(event.target.checked)} />
            <span>
              {t('books.book.inCart')}
              {forBook}
            </span>
          </label>
        )}
        <div className="book__main">
          <Link to={bookPath(paths.editBook, book.pk)} className="button button--primary">
            {t(OPEN_LABELS[actions.open])}
            {forBook}
          </Link>
          {actions.newFromTemplate && (
            <Link to={bookPath(paths.selection.detailsFromTemplate, book.pk)} className="button button--secondary">
              {t('books.book.newFromTemplate')}
              {forBook}
            </Link>
          )}
        </div>
        {/* While the name is being changed, the other actions wait, so the two buttons of the form stand alone. */}
        <ul className="book__more" hidden={renaming}>
          {actions.rename && (
            <li>
              <button ref={renameButton} type="button" className="action-button" onClick={() => setRenaming(true)}>
                {t('books.book.rename')}
                {forBook}
              </button>
            </li>
          )}
          {actions.copy !== 'no' && (
            <li>
              <button type="button" className="action-button" disabled={actions.copy === 'full'} aria-describedby={actions.copy === 'full' ? fullId : undefined} onClick={() => void onCopy()}>
                {t('books.book.copy')}
                {forBook}
              </button>
            </li>
          )}
          {actions.createTemplate !== 'no' && (
            <li>
              <button
                type="button"
                className="action-button"
                disabled={actions.createTemplate === 'full'}
                aria-describedby={actions.createTemplate === 'full' ? fullId : undefined}
                onClick={() => void onCreateTemplate()}
              >
                {t('books.book.createTemplate')}
                {forBook}
              </button>
            </li>
          )}
          <li>
            <BookProofLink bookId={book.pk} bookName={book.description} />
          </li>
          {actions.share === 'yes' && (
            <li>
              <Link to={bookPath(paths.shareBook, book.pk)} className="action-button" title={shareHint || undefined} aria-describedby={shareHint ? shareHintId : undefined}>
                {t('books.book.share')}
                {forBook}
              </Link>
            </li>
          )}
          {actions.share === 'ended' && (
            <li>
              <button type="button" className="action-button" disabled title={shareHint || undefined} aria-describedby={shareHint ? shareHintId : undefined}>
                {t('books.book.share')}
                {forBook}
              </button>
            </li>
          )}
          {actions.remove && (
            <li>
              <button type="button" className="action-button action-button--danger" onClick={() => void onDelete()}>
                {t('books.book.delete')}
                {forBook}
              </button>
            </li>
          )}
        </ul>
        {templatesFull && (
          <p id={fullId} className="book__hint">
            {t('books.book.templatesFull')}
          </p>
        )}
        {/* Visible too, for touch screens without a tooltip. */}
        {shareHint && !renaming && (
          <p id={shareHintId} className="book__hint">
            {shareHint}
          </p>
        )}
      </div>
    </article>
  );
}
