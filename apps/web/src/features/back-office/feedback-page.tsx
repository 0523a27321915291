import { useTranslation } from 'react-i18next';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { feedbackQuery, useFeedbackPage } from './api/get-feedback';
import { BackOfficeNav } from '../../components/ui/back-office-nav';
import { formatMoment } from './format';
import { OperatorsOnly, requireSignIn } from './operators-only';
import { Pager } from './pager';
import './back-office.css';

const pageOf = (search: URLSearchParams) => {
  const page = Number(search.get('seite'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

export async function loader({ request }: LoaderFunctionArgs) {
  requireSignIn(request);
  await queryClient.fetchQuery(feedbackQuery(pageOf(new URL(request.url).searchParams)));
  return null;
}

export const ErrorBoundary = OperatorsOnly;

/** /verwaltung/rueckmeldungen: what visitors wrote on /feedback, newest first (read only). */
export function Component() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const result = useFeedbackPage(pageOf(search));
  return (
    <article className="back-office" aria-labelledby="feedback-title">
      <BackOfficeNav />
      <h1 id="feedback-title">{t('backOffice.feedback.title')}</h1>
      <p role="status" className="back-office__count">
        {result.total === 0 ? t('backOffice.feedback.empty') : t('backOffice.feedback.count', { count: result.total })}
      </p>
      {result.entries.length > 0 && (
        <table className="back-office-table back-office-feedback">
          <thead>
            <tr>
              <th scope="col">{t('backOffice.feedback.columns.date')}</th>
              <th scope="col">{t('backOffice.feedback.columns.rating')}</th>
              <th scope="col">{t('backOffice.feedback.columns.email')}</th>
              <th scope="col">{t('backOffice.feedback.columns.text')}</th>
            </tr>
          </thead>
          <tbody>
            {result.entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t('backOffice.feedback.columns.date')}>{formatMoment(entry.createdAt)}</td>
                <td data-label={t('backOffice.feedback.columns.rating')}>
                  {entry.rating === 1 ? t('backOffice.feedback.liked') : entry.rating === -1 ? t('backOffice.feedback.disliked') : t('backOffice.feedback.none')}
                </td>
                <td data-label={t('backOffice.feedback.columns.email')}>{entry.email ? <a href={`mailto:${entry.email}`}>{entry.email}</a> : t('backOffice.feedback.none')}</td>
                <td data-label={t('backOffice.feedback.columns.text')} className="back-office-feedback__text">
                  {entry.text ?? t('backOffice.feedback.none')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={result.page} pageCount={result.pageCount} onPage={(page) => setSearch(page > 1 ? { seite: String(page) } : {})} />
    </article>
  );
}
