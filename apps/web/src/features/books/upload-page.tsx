import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { bookPath, paths } from '../../config/paths';
import { useBook } from './api/get-book';
import { loadOwnBook } from './model/book-loader';
import './book-work.css';

export async function loader(args: LoaderFunctionArgs) {
  // /upload without a book: the person has nothing to upload to yet.
  if (!args.params.bookId) return redirect(paths.books);
  return loadOwnBook(args);
}

/** /upload/{bookId}: the step after the selection for families (SPEC.md section 2). */
export function Component() {
  const { t } = useTranslation();
  const book = useBook(useLoaderData<number>());
  return (
    <article className="prose book-work" aria-labelledby="upload-heading">
      <p className="book-work__eyebrow">{t('bookWork.upload.title')}</p>
      <h1 id="upload-heading">{t('bookWork.upload.heading', { name: book.description })}</h1>
      {book.previewImageUrl && <img className="book-work__preview" src={book.previewImageUrl} alt="" width="240" height="240" />}
      <p>{t('bookWork.upload.text')}</p>
      <div className="book-work__actions">
        <Link to={bookPath(paths.editBook, book.pk)} className="button button--primary button--large">
          {t('bookWork.upload.design')}
        </Link>
        <button type="button" className="button button--secondary button--large" disabled aria-describedby="assistant-soon">
          {t('bookWork.upload.assistant')}
        </button>
      </div>
      <p id="assistant-soon" className="book-work__note">
        {t('bookWork.upload.assistantSoon')}
      </p>
      <p>
        <Link to={paths.books}>{t('bookWork.upload.toBooks')}</Link>
      </p>
    </article>
  );
}
