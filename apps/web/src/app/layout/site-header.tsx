import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAdministeredPages } from '../../features/memorial/api/get-administered-pages';
import { memorialAdministrationPath } from '../../features/memorial/memorial-paths';
import { useSession } from '../../lib/auth/session';
import { useReferral } from '../../lib/referral';

export function SiteHeader() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signedIn = user != null && !user.isTemporary;
  // The family's funeral director: stored on the account, or remembered for this visit (lib/referral.ts).
  const visitReferral = useReferral();
  const referral = user?.isMortician ? null : (user?.referringCompany ?? visitReferral);
  // Administrators of a memorial page find its administration here (one entry per page).
  const administeredPages = useAdministeredPages(signedIn ? (user.account ?? user.email ?? 'signed-in') : null);
  const navigate = useNavigate();
  // One switch per click: a double click must not switch there and back again.
  const switching = useRef(false);
  const switchBooks = async () => {
    if (switching.current) return;
    switching.current = true;
    try {
      const { toggleCompanyBooks } = await import('../../features/books/api/toggle-company-books');
      if (await toggleCompanyBooks()) await navigate(paths.books);
    } finally {
      switching.current = false;
    }
  };
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
          {signedIn && user.canBeMorticianUser && (
            <button type="button" className="site-nav__link site-nav__button" onClick={() => void switchBooks()}>
              {user.isMorticianUser ? t('header.ownBooks') : t('header.companyBooks')}
            </button>
          )}
          {signedIn ? (
            <>
              {user.isOperator && (
                <NavLink to={paths.operatorMemorialPages} className="site-nav__link">
                  {t('header.operator')}
                </NavLink>
              )}
              {administeredPages.map((page) => (
                <NavLink key={page.id} to={memorialAdministrationPath(page.id)} className="site-nav__link">
                  {administeredPages.length === 1 ? t('header.memorialAdministration') : t('header.memorialAdministrationOf', { name: page.description })}
                </NavLink>
              ))}
              {/* SPEC.md: 'Lieferanschriften' when the user has customers (works for a company). */}
              {user.canBeMorticianUser && (
                <NavLink to={paths.shippingAddresses} className="site-nav__link">
                  {t('header.shippingAddresses')}
                </NavLink>
              )}
              <NavLink to={paths.profile} className="site-nav__link" title={user.account ?? undefined}>
                {t('header.profile')}
              </NavLink>
              <NavLink to={paths.logout} className="site-nav__link site-nav__link--account">
                {t('header.logout')}
              </NavLink>
            </>
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
