import type { BackOfficeOrder } from '@eb/api-contract';
import { useTranslation } from 'react-i18next';
import { formatGermanDate } from '../../lib/dates';
import { serverMessageOf } from '../../lib/api/server-message';
import { showMessage } from '../../lib/message-box';
import { useSetPaymentReceived } from './api/set-payment-received';
import { formatMoment } from './format';

/** Kauf auf Rechnung: the invoice and whether its money has come; the mark can be taken back (a mistaken click). */
export function OrderPayment({ order, onDone }: { order: BackOfficeOrder; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const setReceived = useSetPaymentReceived(order.orderNumber);
  const received = order.paymentReceivedAt !== null;
  const state = received ? t('backOffice.order.invoice.received', { date: formatMoment(order.paymentReceivedAt) }) : t('backOffice.order.invoice.open');

  async function toggle() {
    if (setReceived.isPending) return;
    try {
      const changed = await setReceived.mutateAsync(!received);
      onDone(changed.paymentReceivedAt ? t('backOffice.order.invoice.received', { date: formatMoment(changed.paymentReceivedAt) }) : t('backOffice.order.invoice.open'));
    } catch (error) {
      const reason = serverMessageOf(error);
      await showMessage({ text: reason ? `${t('backOffice.order.invoice.failed')} ${reason}` : t('backOffice.order.invoice.failed') });
    }
  }

  return (
    <section className="back-office-panel" aria-labelledby="order-payment">
      <h2 id="order-payment">{t('backOffice.order.invoice.heading')}</h2>
      <p>{t('backOffice.order.invoice.method')}</p>
      <p>{order.invoiceNumber ? t('backOffice.order.invoice.number', { number: order.invoiceNumber, date: formatGermanDate(order.invoiceDate) }) : t('backOffice.order.invoice.none')}</p>
      <p className={received ? 'payment-state payment-state--received' : 'payment-state'}>{state}</p>
      <button type="button" className="button button--secondary payment-toggle" aria-pressed={received} disabled={setReceived.isPending} onClick={() => void toggle()}>
        {t('backOffice.order.invoice.markReceived')}
      </button>
    </section>
  );
}
