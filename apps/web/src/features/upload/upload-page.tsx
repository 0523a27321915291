import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bookPath, paths } from '../../config/paths';
import { useUploadedImages } from './api/get-uploaded-images';
import { PhotoLibrary } from './components/photo-library';
import { UploadPanel } from './components/upload-panel';
import './upload.css';

export interface UploadPageBook {
  id: number;
  name: string;
}

/**
 * /upload and /upload/{bookId} (SPEC.md section 2): the upload frame, the photos uploaded so far,
 * 'Buch gestalten' and, with a book, 'Assistenten nutzen' (the editor opens with the assistant's
 * dialog: /bearbeiten/{bookId}?assistent=1). Without a book the page is the person's photo library,
 * and 'Buch gestalten' starts a book.
 */
export function UploadPage({ book }: { book: UploadPageBook | null }) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  // The same sentence twice is still read out: a non-breaking space makes it new.
  const announce = useCallback((text: string) => setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text)), []);

  return (
    <article className="upload-page" aria-labelledby="upload-heading">
      <header className="upload-page__head">
        <p className="eyebrow">{t('upload.eyebrow')}</p>
        <h1 id="upload-heading">{book ? t('upload.bookHeading', { name: book.name }) : t('upload.heading')}</h1>
        <p className="upload-page__intro">{book ? t('upload.bookIntro') : t('upload.intro')}</p>
      </header>
      <UploadPanel announce={announce} />
      <nav className="upload-page__actions" aria-label={t('upload.title')}>
        {book && <AssistantLink bookId={book.id} />}
        {/* With a book the assistant is the easy way for most families; designing page by page is the other one. */}
        <Link to={book ? bookPath(paths.editBook, book.id) : paths.selection.root} className={`button ${book ? 'button--secondary' : 'button--primary'} button--large`}>
          {t('upload.design')}
        </Link>
        <Link to={paths.books} className="button button--secondary button--large">
          {t('upload.toBooks')}
        </Link>
      </nav>
      <PhotoLibrary onRemoved={(name) => announce(t('upload.announce.removed', { name }))} />
      <p role="status" className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </article>
  );
}

/**
 * 'Assistenten nutzen': the editor opens with the assistant's dialog. Without a ready photo the
 * assistant has nothing to lay out (the server would refuse), so the button waits, saying why.
 */
function AssistantLink({ bookId }: { bookId: number }) {
  const { t } = useTranslation();
  const hintId = useId();
  const { data } = useUploadedImages();
  const ready = data?.photos.some((photo) => photo.status === 'ready') === true;
  if (ready) {
    return (
      <Link to={`${bookPath(paths.editBook, bookId)}?assistent=1`} className="button button--primary button--large">
        {t('upload.assistant')}
      </Link>
    );
  }
  // Until the list is there nothing is said: a hint that flashes up and goes would only unsettle.
  const preparing = data?.photos.some((photo) => photo.status === 'processing') === true;
  return (
    <div className="upload-page__assistant">
      <button type="button" className="button button--primary button--large" disabled aria-describedby={data ? hintId : undefined}>
        {t('upload.assistant')}
      </button>
      {data && (
        <p id={hintId} className="upload-page__hint" data-assistant-hint>
          {preparing ? t('upload.assistantPreparing') : t('upload.assistantNoPhotos')}
        </p>
      )}
    </div>
  );
}
