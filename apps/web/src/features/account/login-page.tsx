import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { showMessage } from '../../lib/message-box';
import { safePath } from '../../lib/safe-path';
import { getSiteConfig } from '../../lib/site-config';

/** SPEC.md: one login button and a support contact. The form itself is the issuer's page. */
export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const site = getSiteConfig();
  // Only paths of this shop, never another site.
  const returnUrl = safePath(search.get('ziel'));

  async function login() {
    try {
      const { signIn } = await import('../../lib/auth/oidc-client');
      await signIn(returnUrl);
    } catch {
      await showMessage({ text: t('account.login.unreachable') });
    }
  }

  return (
    <section className="prose account-page" aria-labelledby="login-title">
      <h1 id="login-title">{t('account.login.title')}</h1>
      <p className="lead">{t('account.login.lead')}</p>
      <p>
        <button type="button" className="button button--primary button--large" onClick={() => void login()}>
          {t('account.login.button')}
        </button>
      </p>
      <p className="account-page__switch">
        {t('account.login.noAccount')} <Link to={paths.register}>{t('account.login.toRegister')}</Link>
      </p>
      <h2>{t('account.login.helpTitle')}</h2>
      <p>{t('support.contact', { email: site.supportEmail, phone: site.supportPhone, hours: t('footer.hotlineHours') })}</p>
    </section>
  );
}
