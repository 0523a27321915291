import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { sessionStore } from '../../lib/auth/session';
import { useBook } from './api/get-book';
import { loadOwnBook } from './model/book-loader';
import './book-work.css';

export function loader(args: LoaderFunctionArgs) {
  // SPEC.md section 2: temporary or unconfirmed users are sent to the book list.
  const { user } = sessionStore.get();
  if (!user || user.isTemporary || !user.isEmailConfirmed) return redirect(paths.books);
  return loadOwnBook(args);
}

/** /teilen/{bookId}: sending a copy to relatives comes with the sharing issue (ROADMAP.md 3). */
export function Component() {
  const { t } = useTranslation();
  const book = useBook(useLoaderData<number>());
  return (
    <article className="prose book-work" aria-labelledby="share-heading">
      <p className="eyebrow">{t('bookWork.share.title')}</p>
      <h1 id="share-heading">{t('bookWork.share.heading', { name: book.description })}</h1>
      <p>{t('bookWork.share.text')}</p>
      <p>
        <Link to={paths.books} className="button button--secondary">
          {t('bookWork.share.toBooks')}
        </Link>
      </p>
    </article>
  );
}
