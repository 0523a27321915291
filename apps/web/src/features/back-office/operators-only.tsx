import { useTranslation } from 'react-i18next';
import { Link, redirect, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api/api-client';
import { getAccessToken } from '../../lib/auth/session';

/** Signed-out visitors sign in first and come back here; whether they are an operator the server says (403). */
export function requireSignIn(request: Request): void {
  const url = new URL(request.url);
  if (!getAccessToken()) throw redirect(`${paths.login}?ziel=${encodeURIComponent(url.pathname + url.search)}`);
}

/** A customer who finds the address sees a calm sentence, not an error with 'Erneut versuchen'. */
export function OperatorsOnly() {
  const { t } = useTranslation();
  const error = useRouteError();
  // Anything else is the app's usual error page: the route above shows it.
  if (!(error instanceof ApiRequestError && error.status === 403)) throw error;
  return (
    <section className="prose notice-page" role="alert" aria-labelledby="operators-only-title">
      <h1 id="operators-only-title">{t('backOffice.forbidden.title')}</h1>
      <p>{t('backOffice.forbidden.text')}</p>
      <p className="notice-page__actions">
        <Link to={paths.home} className="button button--secondary">
          {t('backOffice.forbidden.home')}
        </Link>
      </p>
    </section>
  );
}
