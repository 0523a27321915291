import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderPlacedState } from '../../../lib/basket-choices';
import './finished-notice.css';

/**
 * The calm thanks after 'Zahlungspflichtig bestellen': the order number and where the receipt goes.
 * It takes the focus, so a screen reader reads it first (the checkout page it came from is gone).
 */
export function OrderPlacedNotice({ orderNumber, email, onClose }: OrderPlacedState['orderPlaced'] & { onClose: () => void }) {
  const { t } = useTranslation();
  const textId = useId();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, []);
  return (
    <div ref={notice} role="group" aria-labelledby={textId} tabIndex={-1} className="finished-notice" data-order-placed={orderNumber}>
      <p id={textId} className="finished-notice__text">
        {t('cart.placed.text', { orderNumber, email })}
      </p>
      <button type="button" className="finished-notice__close" aria-label={t('books.finishedNotice.close')} title={t('books.finishedNotice.close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
