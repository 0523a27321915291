import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { paths } from '../../config/paths';
import { getSiteConfig } from '../../lib/site-config';
import type { RouteHandle } from '../route-handle';

/**
 * Login and registration arrive with the accounts issue. Until then these addresses say plainly
 * what works today and how to reach a person.
 */
export function Component() {
  const { t } = useTranslation();
  const site = getSiteConfig();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return (
    <section className="prose notice-page" aria-labelledby="pending-title">
      <h1 id="pending-title">{t(handle?.titleKey ?? 'pending.loginTitle')}</h1>
      <p>{t('pending.accountText')}</p>
      <p>{t('pending.contact', { email: site.supportEmail, phone: site.supportPhone, hours: t('footer.hotlineHours') })}</p>
      <p className="notice-page__actions">
        <Link to={paths.selection.root} className="button button--primary">
          {t('pending.startSelection')}
        </Link>
      </p>
    </section>
  );
}
