import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { clearReturnUrl, getReturnUrl } from '../../../lib/auth/guard-state';
import { showMessage } from '../../../lib/message-box';
import { safePath } from '../../../lib/safe-path';

/** The sign-in part of the interstitial: our issuer's form opens on the button. */
export function LoginPanel() {
  const { t } = useTranslation();
  async function login() {
    try {
      const { signIn } = await import('../../../lib/auth/oidc-client');
      const returnUrl = safePath(getReturnUrl());
      clearReturnUrl();
      await signIn(returnUrl);
    } catch {
      await showMessage({ text: t('account.login.unreachable') });
    }
  }
  return (
    <>
      <p>{t('account.login.lead')}</p>
      <p>
        <button type="button" className="button button--primary button--large" onClick={() => void login()}>
          {t('account.login.button')}
        </button>
      </p>
      <p>
        <Link to={paths.forgotPassword}>{t('account.interstitial.forgot')}</Link>
      </p>
    </>
  );
}
