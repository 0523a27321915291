import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/session';
import { useReferral } from '../../lib/referral';

const AccountMenu = lazy(() => import('./account-menu'));

export function SiteHeader() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signedIn = user != null && !user.isTemporary;
  // The family's funeral director: stored on the account, or remembered for this visit (lib/referral.ts).
  const visitReferral = useReferral();
  const referral = user?.isMortician ? null : (user?.referringCompany ?? visitReferral);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={paths.home} className="brand" aria-label={t('header.homeLink')}>
          <img src="/images/brand/logo.svg" alt="" width="48" height="48" className="brand__logo" />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        {user?.isMortician && user.morticianName && (
          <p className="mortician-badge">
            {user.morticianLogoSrc && <img src={user.morticianLogoSrc} alt="" width="40" height="40" className="mortician-badge__logo" />}
            <span>{user.morticianName}</span>
          </p>
        )}
        {referral && (
          <p className="mortician-badge mortician-badge--referral" data-testid="referral-badge">
            {/* The name stands beside the logo, so the image itself says nothing more. */}
            {referral.logoSrc && <img src={referral.logoSrc} alt="" width="40" height="40" className="mortician-badge__logo" />}
            <span className="mortician-badge__text">
              <span className="mortician-badge__intro">{t('header.referralIntro')}</span> <span className="mortician-badge__name">{referral.name}</span>
            </span>
          </p>
        )}
        <nav aria-label={t('header.navLabel')} className="site-nav">
          <NavLink to={paths.tutorial} className="site-nav__link">
            {t('header.tutorial')}
          </NavLink>
          <NavLink to={paths.feedback} className="site-nav__link">
            {t('header.feedback')}
          </NavLink>
          {(signedIn || user?.hasBooks) && (
            <NavLink to={paths.books} className="site-nav__link">
              {t('header.books')}
            </NavLink>
          )}
          {signedIn ? (
            // Only signed-in visitors load their menu: the landing page's script budget has no room for it.
            <Suspense fallback={null}>
              <AccountMenu user={user} />
            </Suspense>
          ) : (
            <>
              <NavLink to={paths.register} className="site-nav__link">
                {t('header.register')}
              </NavLink>
              <NavLink to={paths.login} className="site-nav__link site-nav__link--account">
                {t('header.login')}
              </NavLink>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
