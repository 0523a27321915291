import { ORDER_STATUS_LABELS, type OrderEvent } from '@eb/api-contract';
import { useTranslation } from 'react-i18next';
import { formatMoment } from './format';

/** The audit of the order as people read it: when, who (the customer placing it, an operator, or the shop itself), what. Oldest first, as it happened. */
export function OrderHistory({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation();
  const what = (event: OrderEvent) => {
    const note = event.detail ? ` (${event.detail})` : '';
    switch (event.kind) {
      case 'status': {
        const to = event.toStatus ? ORDER_STATUS_LABELS[event.toStatus] : '';
        const change = event.fromStatus
          ? t('backOffice.order.history.status', { from: ORDER_STATUS_LABELS[event.fromStatus], to })
          : t('backOffice.order.history.statusTo', { to });
        return change + note;
      }
      // The payment's detail says it all ('Zahlung eingegangen' or its taking back).
      case 'payment':
        return event.detail ?? t('backOffice.order.history.payment');
      case 'mail':
        return event.detail ? `${t('backOffice.order.history.mail')}: ${event.detail}` : t('backOffice.order.history.mail');
      default:
        return t(`backOffice.order.history.${event.kind}`) + note;
    }
  };
  return (
    <section aria-labelledby="order-history">
      <h2 id="order-history">{t('backOffice.order.history.heading')}</h2>
      <table className="back-office-table back-office-history">
        <thead>
          <tr>
            <th scope="col">{t('backOffice.order.history.when')}</th>
            <th scope="col">{t('backOffice.order.history.who')}</th>
            <th scope="col">{t('backOffice.order.history.what')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event, index) => (
            <tr key={`${event.at}-${index}`}>
              <td data-label={t('backOffice.order.history.when')}>{formatMoment(event.at)}</td>
              <td data-label={t('backOffice.order.history.who')}>{event.actor ?? (event.kind === 'placed' ? t('backOffice.order.history.customer') : t('backOffice.order.history.shop'))}</td>
              <td data-label={t('backOffice.order.history.what')}>{what(event)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
