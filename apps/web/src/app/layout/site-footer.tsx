import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { getSiteConfig } from '../../lib/site-config';

export function SiteFooter() {
  const { t } = useTranslation();
  const site = getSiteConfig();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">{t('footer.helpHeading')}</h2>
          <p>
            {t('footer.hotline')}: <a href={`tel:${site.supportPhone.replace(/[^\d+]/g, '')}`}>{site.supportPhone}</a>
            <br />
            {t('footer.hotlineHours')}
          </p>
          <p>
            {t('footer.mail')}: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
          </p>
        </section>
        <section aria-labelledby="footer-payment">
          <h2 id="footer-payment">{t('footer.paymentHeading')}</h2>
          <ul>
            <li>
              <Link to={paths.legal.payment}>{t('footer.paymentInvoice')}</Link>
            </li>
            <li>
              <Link to={paths.legal.payment}>{t('footer.paymentAll')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-info">
          <h2 id="footer-info">{t('footer.infoHeading')}</h2>
          <ul>
            <li>
              <Link to={paths.legal.prices}>{t('footer.prices')}</Link>
            </li>
            <li>
              <Link to={paths.legal.shipping}>{t('footer.shipping')}</Link> – {t('footer.deliveryTime')}
            </li>
            <li>
              <Link to={paths.tutorial}>{t('footer.tutorial')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.legalHeading')}</h2>
          <ul>
            <li>
              <Link to={paths.legal.terms}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.legal.withdrawal}>{t('footer.withdrawal')}</Link>
            </li>
            <li>
              <Link to={paths.legal.privacy}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.legal.imprint}>{t('footer.imprint')}</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className="site-footer__note">
        {t('footer.vatNotePrefix')} <Link to={paths.legal.shipping}>{t('footer.vatNoteLink')}</Link>. © {site.operatorName}
      </p>
    </footer>
  );
}
