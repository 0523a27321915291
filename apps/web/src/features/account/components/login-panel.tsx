import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { clearReturnUrl, getReturnUrl } from '../../../lib/auth/guard-state';
import { showMessage } from '../../../lib/message-box';
import { safePath } from '../../../lib/safe-path';

interface LoginPanelProps {
  /** Where signing in leads; without it, the return URL a guard stored (used up here). */
  returnUrl?: string;
  /** The sentence above the button; the interstitial's own by default. */
  lead?: string;
}

/** The sign-in part of the interstitial and the shared-book landing: our issuer's form opens on the button. */
export function LoginPanel({ returnUrl, lead }: LoginPanelProps) {
  const { t } = useTranslation();
  async function login() {
    try {
      const { signIn } = await import('../../../lib/auth/oidc-client');
      let target = returnUrl;
      if (target === undefined) {
        target = safePath(getReturnUrl());
        clearReturnUrl();
      }
      await signIn(target);
    } catch {
      await showMessage({ text: t('account.login.unreachable') });
    }
  }
  return (
    <>
      <p>{lead ?? t('account.login.lead')}</p>
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
