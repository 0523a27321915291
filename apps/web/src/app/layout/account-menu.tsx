import type { UserInfo } from '@eb/api-contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAdministeredPages } from '../../features/memorial/api/get-administered-pages';
import { memorialAdministrationPath } from '../../features/memorial/memorial-paths';

/**
 * The header's entries for a signed-in (not trial) person: their company's books, the operator's
 * area, the memorial pages they administer, shipping addresses, profile and sign-out. A chunk of
 * its own, loaded only for them (the landing page's script budget).
 */
export default function AccountMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  // Administrators of a memorial page find its administration here (one entry per page).
  const administeredPages = useAdministeredPages(user.account ?? user.email ?? 'signed-in');
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
    <>
      {user.canBeMorticianUser && (
        <button type="button" className="site-nav__link site-nav__button" onClick={() => void switchBooks()}>
          {user.isMorticianUser ? t('header.ownBooks') : t('header.companyBooks')}
        </button>
      )}
      {user.isOperator && (
        <NavLink to={paths.backOffice} className="site-nav__link">
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
  );
}
