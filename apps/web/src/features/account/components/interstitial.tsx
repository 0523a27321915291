import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { bookPath, paths } from '../../../config/paths';
import { clearReturnUrl, getReturnUrl, isTrialOffered } from '../../../lib/auth/guard-state';
import { showMessage } from '../../../lib/message-box';
import { safePath } from '../../../lib/safe-path';

/**
 * SPEC.md 'login-form-interstitial, register-form-interstitial': tabs Anmelden and Registrieren;
 * when the guard sent the person here, a note and the 'Testzugang' button.
 */
export function Interstitial({ active, children }: { active: 'login' | 'register'; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnUrl = getReturnUrl();

  // SPEC.md: 'Testzugang' goes to the stored return URL (a place in this shop only) or /upload, and clears the return URL.
  async function continueOnTrial() {
    clearReturnUrl();
    await navigate(returnUrl ? safePath(returnUrl) : bookPath(paths.upload));
  }

  return (
    <section className="prose account-page interstitial" aria-labelledby="interstitial-title">
      <h1 id="interstitial-title">{t('account.interstitial.title')}</h1>
      {isTrialOffered() && (
        <aside className="trial-note" aria-labelledby="trial-title">
          <h2 id="trial-title">{t('account.interstitial.trialTitle')}</h2>
          <p>{t('account.interstitial.trialText')}</p>
          <button type="button" className="button button--secondary button--large" onClick={() => void continueOnTrial().catch(() => showMessage({ text: t('account.genericError') }))}>
            {t('account.interstitial.trialButton')}
          </button>
        </aside>
      )}
      <nav className="tabs" aria-label={t('account.interstitial.tabsLabel')}>
        <Link to={paths.loginInterstitial} className="tabs__tab" aria-current={active === 'login' ? 'page' : undefined}>
          {t('account.login.title')}
        </Link>
        <Link to={paths.registerInterstitial} className="tabs__tab" aria-current={active === 'register' ? 'page' : undefined}>
          {t('account.register.title')}
        </Link>
      </nav>
      <div className="tabs__panel">{children}</div>
    </section>
  );
}
