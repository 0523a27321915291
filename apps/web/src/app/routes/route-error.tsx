import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { ApiRequestError } from '../../lib/api/api-client';
import { NotFoundPage } from './not-found';

/** Shown when a page could not load its data: a calm sentence and a way to try again. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const revalidator = useRevalidator();
  const notFound = (isRouteErrorResponse(error) || error instanceof ApiRequestError) && error.status === 404;
  if (notFound) return <NotFoundPage />;
  return (
    <section className="prose notice-page" role="alert">
      <h1>{t('selection.loadError')}</h1>
      <p>
        <button type="button" className="button button--primary" onClick={() => void revalidator.revalidate()}>
          {t('selection.retry')}
        </button>
      </p>
    </section>
  );
}
