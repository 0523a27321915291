import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BookPreviewImage } from '../../components/ui/book-preview-image';
import { paths } from '../../config/paths';
import { bookDetailsQuery, useBookDetails } from '../../lib/api/books/get-book-details';
import { designsQuery, useDesigns } from '../../lib/api/products/get-designs';
import { formatsQuery, useFormats } from '../../lib/api/products/get-formats';
import { papersQuery, usePapers } from '../../lib/api/products/get-papers';
import { formatGermanDate } from '../../lib/dates';
import { queryClient } from '../../lib/query-client';
import { useBook } from './api/get-book';
import { loadOwnBook } from './model/book-loader';
import './book-work.css';

export async function loader(args: LoaderFunctionArgs) {
  const bookId = await loadOwnBook(args);
  const details = await queryClient.ensureQueryData(bookDetailsQuery(bookId));
  await Promise.all([
    queryClient.ensureQueryData(formatsQuery()),
    queryClient.ensureQueryData(designsQuery(details.formatId)),
    queryClient.ensureQueryData(papersQuery(details.formatId)),
  ]);
  return bookId;
}

/**
 * /bearbeiten/{bookId}: the editor comes with its own issue (ROADMAP.md 1). Until then the page
 * shows the book as it is stored, so nobody wonders what became of it.
 */
export function Component() {
  const { t } = useTranslation();
  const bookId = useLoaderData<number>();
  const book = useBook(bookId);
  const details = useBookDetails(bookId);
  const format = useFormats().find((candidate) => candidate.id === details.formatId);
  const design = useDesigns(details.formatId).find((candidate) => candidate.themeId === details.themeId);
  const paper = usePapers(details.formatId).find((candidate) => candidate.id === details.paperId);
  const finish = (value: number) => t(`selection.paper.finish${value}`);
  const rows: Array<[string, string]> = [
    [t('selection.details.format'), format ? `${format.description} (${format.measurement})` : ''],
    [t('selection.details.design'), design?.description ?? ''],
    [t('selection.details.paper'), paper?.description ?? ''],
    [
      t('selection.details.finishes'),
      paper?.finishesLinked
        ? `${t('selection.paper.coverAndPages')}: ${finish(details.cover)}`
        : `${t('selection.paper.cover')}: ${finish(details.cover)}, ${t('selection.paper.pages')}: ${finish(details.pages)}`,
    ],
    ...(book.isTemplate ? [] : ([[t('bookWork.edit.state'), t(`bookWork.edit.state${book.state}`)]] as Array<[string, string]>)),
    [t('bookWork.edit.lastEdit'), formatGermanDate(book.lastEdit)],
    ...(book.editableUntil ? ([[t('bookWork.edit.keptUntil'), formatGermanDate(book.editableUntil)]] as Array<[string, string]>) : []),
  ];
  return (
    <article className="prose book-work" aria-labelledby="edit-heading">
      <p className="eyebrow">{book.isTemplate ? t('bookWork.edit.templateEyebrow') : t('bookWork.edit.eyebrow')}</p>
      <h1 id="edit-heading">{book.description}</h1>
      <div className="book-work__layout">
        {book.previewImageUrl && <BookPreviewImage src={book.previewImageUrl} className="book-work__preview" width={240} height={240} />}
        <div>
          <p>{book.isEditable ? t('bookWork.edit.editorSoon') : t('bookWork.edit.viewOnly')}</p>
          <dl className="book-work__facts">
            {rows.map(([label, value]) => (
              <div key={label} className="book-work__fact">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <p>
        <Link to={paths.books} className="button button--secondary">
          {t('bookWork.edit.toBooks')}
        </Link>
      </p>
    </article>
  );
}
