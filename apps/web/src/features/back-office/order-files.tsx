import { BACK_OFFICE_MESSAGES, type BackOfficeOrder } from '@eb/api-contract';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from './download-button';
import { formatMoment } from './format';

/** The invoice (once accepted) and the job ticket (once handed to production). */
export function OrderFiles({ order, onDone }: { order: BackOfficeOrder; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-files">
      <h2 id="order-files">{t('backOffice.order.files.heading')}</h2>
      <p>
        {order.handedToProductionAt
          ? t('backOffice.order.files.handedOver', { date: formatMoment(order.handedToProductionAt) })
          : t('backOffice.order.files.notHandedOver')}
      </p>
      <div className="back-office-files">
        <DownloadButton
          label={t('backOffice.order.files.invoice')}
          orderNumber={order.orderNumber}
          file={{ kind: 'invoice' }}
          fallbackName={`${order.invoiceNumber ?? order.orderNumber}.pdf`}
          unavailableReason={order.invoiceNumber ? null : BACK_OFFICE_MESSAGES.noInvoice}
          onDone={onDone}
        />
        <DownloadButton
          label={t('backOffice.order.files.jobTicket')}
          orderNumber={order.orderNumber}
          file={{ kind: 'job-ticket' }}
          fallbackName={`${order.orderNumber}-job-ticket.json`}
          unavailableReason={order.handedToProductionAt ? null : BACK_OFFICE_MESSAGES.printFilesNotReady}
          onDone={onDone}
        />
      </div>
    </section>
  );
}
