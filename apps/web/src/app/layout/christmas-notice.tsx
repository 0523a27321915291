import { useTranslation } from 'react-i18next';
import { getSiteConfig } from '../../lib/site-config';

/**
 * Shown 1–24 December. The server decides per request (site config) and, for pre-rendered pages,
 * removes the `hidden` attribute itself; keep the attribute order, the server looks for it.
 */
export function ChristmasNotice() {
  const { t } = useTranslation();
  const show = getSiteConfig().showChristmasNotice;
  return (
    <aside className="christmas-notice" data-seasonal-notice="" hidden={!show}>
      <p>{t('christmas.notice')}</p>
    </aside>
  );
}
