import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import './back-office-nav.css';

/** The operators' area in three parts, on each of its pages; an order's own page belongs to 'Bestellungen'. */
export function BackOfficeNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = pathname.startsWith(paths.backOfficeFeedback)
    ? paths.backOfficeFeedback
    : pathname.startsWith(paths.operatorMemorialPages)
      ? paths.operatorMemorialPages
      : paths.backOffice;
  const tabs = [
    { to: paths.backOffice, label: t('backOffice.nav.orders') },
    { to: paths.backOfficeFeedback, label: t('backOffice.nav.feedback') },
    { to: paths.operatorMemorialPages, label: t('backOffice.nav.memorialPages') },
  ];
  return (
    <nav className="tabs back-office-nav" aria-label={t('backOffice.nav.label')}>
      {tabs.map((tab) => (
        <Link key={tab.to} to={tab.to} className="tabs__tab" aria-current={tab.to !== current ? undefined : pathname === tab.to ? 'page' : 'true'}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
