import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useMatches, useRevalidator, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api/api-client';
import type { RouteHandle } from '../route-handle';
import { NotFoundPage } from './not-found';

/**
 * Shown when a page could not load (its data or its code): a calm sentence that fits the page,
 * a way to try again and a way home.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const revalidator = useRevalidator();
  const headingKey = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.loadErrorKey)
    .findLast((key) => key != null);
  const notFound = (isRouteErrorResponse(error) || error instanceof ApiRequestError) && error.status === 404;
  if (notFound) return <NotFoundPage />;
  return (
    <section className="prose notice-page" role="alert" aria-labelledby="load-error-title">
      <h1 id="load-error-title">{t(headingKey ?? 'app.loadError.title')}</h1>
      <p>{t('app.loadError.text')}</p>
      <p className="notice-page__actions">
        <button type="button" className="button button--primary" disabled={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
          {t('app.loadError.retry')}
        </button>
        <Link to={paths.home} className="button button--secondary">
          {t('app.loadError.home')}
        </Link>
      </p>
    </section>
  );
}
