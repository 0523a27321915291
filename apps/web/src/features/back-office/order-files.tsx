import { BACK_OFFICE_MESSAGES, type BackOfficeOrder } from '@eb/api-contract';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from './download-button';
import { formatMoment } from './format';

/**
 * The invoice (once accepted), its credit note (once an invoiced order is cancelled) and the job ticket
 * (once handed to production); while the hand-off waits, the reason it last gave.
 */
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
      {!order.handedToProductionAt && order.productionError && (
        <p className="back-office-files__waiting">
          {t('backOffice.order.files.waiting', { count: order.productionAttempts, reason: order.productionError })}
        </p>
      )}
      <div className="back-office-files">
        <DownloadButton
          label={t('backOffice.order.files.invoice')}
          orderNumber={order.orderNumber}
          file={{ kind: 'invoice' }}
          fallbackName={`${order.invoiceNumber ?? order.orderNumber}.pdf`}
          unavailableReason={order.invoiceNumber ? null : BACK_OFFICE_MESSAGES.noInvoice}
          onDone={onDone}
        />
        {order.creditNoteNumber && (
          <DownloadButton
            label={t('backOffice.order.files.creditNote')}
            orderNumber={order.orderNumber}
            file={{ kind: 'credit-note' }}
            fallbackName={`Stornorechnung-${order.creditNoteNumber}.pdf`}
            unavailableReason={null}
            onDone={onDone}
          />
        )}
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
