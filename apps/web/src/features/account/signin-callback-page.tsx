import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData } from 'react-router';
import { paths } from '../../config/paths';
import { safeReturnUrl } from './login-page';

/** The issuer sends the browser back here with a code; the loader runs once per visit. */
export async function loader() {
  try {
    const { completeSignIn } = await import('../../lib/auth/oidc-client');
    const { returnUrl } = await completeSignIn();
    return redirect(safeReturnUrl(returnUrl));
  } catch {
    return { failed: true };
  }
}

export function Component() {
  const { t } = useTranslation();
  const result = useLoaderData<{ failed: boolean } | undefined>();
  if (!result?.failed) return <p>{t('app.loading')}</p>;
  return (
    <section className="prose notice-page" aria-labelledby="signin-failed">
      <h1 id="signin-failed">{t('account.login.failedTitle')}</h1>
      <p role="alert">{t('account.login.failedText')}</p>
      <p className="notice-page__actions">
        <Link to={paths.login} className="button button--primary">
          {t('account.login.again')}
        </Link>
      </p>
    </section>
  );
}
