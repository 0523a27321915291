import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { paths, reservationPath } from '../../config/paths';
import './checkout.css';

/** /bestell-fehler/:reservationId — the order could not be placed: what happened, and the ways on. */
export function Component() {
  const { t } = useTranslation();
  const reservationId = useParams().reservationId ?? '';
  const state: unknown = useLocation().state;
  const message = (state as { message?: unknown } | null)?.message;
  return (
    <div className="checkout-page checkout-page--message">
      <h1>{t('cart.failed.title')}</h1>
      {typeof message === 'string' && message && <p role="alert">{message}</p>}
      <p>{t('cart.failed.text')}</p>
      <div className="form-actions">
        <Link to={reservationPath(paths.checkout, reservationId)} className="button button--primary">
          {t('cart.failed.retry')}
        </Link>
        <Link to={paths.books} className="button button--secondary">
          {t('cart.toBooks')}
        </Link>
      </div>
    </div>
  );
}
