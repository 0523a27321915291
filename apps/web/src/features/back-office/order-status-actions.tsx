import { BACK_OFFICE_MESSAGES, ORDER_STATUS_LABELS, type BackOfficeOrder, type OrderStatus } from '@eb/api-contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../lib/api/server-message';
import { showMessage } from '../../lib/message-box';
import { useChangeStatus } from './api/change-order-status';
import { nextStatuses } from './transitions';

/**
 * Only the changes the order's status allows. 'Als versandt melden' needs the tracking number
 * (a field right above it); a storno asks once more, since the customer is mailed at once.
 */
export function OrderStatusActions({ order, onDone }: { order: BackOfficeOrder; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const change = useChangeStatus(order.orderNumber);
  const [tracking, setTracking] = useState('');
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const ids = { tracking: useId(), hint: useId(), error: useId() };
  const next = nextStatuses(order.status);
  const heading = useRef<HTMLHeadingElement>(null);

  async function send(status: OrderStatus) {
    if (change.isPending) return;
    if (status === 'shipped' && !tracking.trim()) {
      setTrackingError(BACK_OFFICE_MESSAGES.trackingRequired);
      document.getElementById(ids.tracking)?.focus();
      return;
    }
    if (status === 'cancelled') {
      const answer = await showMessage({
        text: t('backOffice.order.actions.confirmCancel', { number: order.orderNumber }),
        buttons: [
          { label: t('backOffice.order.actions.yes'), value: 'yes', primary: true },
          { label: t('backOffice.order.actions.no'), value: 'no' },
        ],
      });
      if (answer !== 'yes') return;
    }
    setTrackingError(null);
    try {
      await change.mutateAsync(status === 'shipped' ? { status, trackingNumber: tracking.trim() } : { status });
      setTracking('');
      // The pressed button is gone with the old status: the keyboard goes on from this panel's heading.
      heading.current?.focus();
      onDone(t('backOffice.order.actions.done', { status: ORDER_STATUS_LABELS[status] }));
    } catch (error) {
      const reason = serverMessageOf(error);
      await showMessage({ text: reason ? `${t('backOffice.order.actions.failed')} ${reason}` : t('backOffice.order.actions.failed') });
    }
  }

  function submitShipped(event: FormEvent) {
    event.preventDefault();
    void send('shipped');
  }

  return (
    <section className="back-office-panel" aria-labelledby="order-actions">
      <h2 id="order-actions" ref={heading} tabIndex={-1}>{t('backOffice.order.actions.heading')}</h2>
      {next.length === 0 ? (
        <p>{t('backOffice.order.actions.none')}</p>
      ) : (
        <>
          <p className="back-office-panel__note">{t('backOffice.order.actions.note')}</p>
          {next.includes('shipped') && (
            <form className="back-office-shipping" onSubmit={submitShipped} noValidate>
              <div className="form-field">
                <label htmlFor={ids.tracking}>{t('backOffice.order.actions.tracking')}</label>
                <input
                  id={ids.tracking}
                  value={tracking}
                  maxLength={60}
                  autoComplete="off"
                  aria-invalid={trackingError ? true : undefined}
                  aria-describedby={trackingError ? `${ids.hint} ${ids.error}` : ids.hint}
                  onChange={(event) => setTracking(event.target.value)}
                />
                <p id={ids.hint} className="form-field__hint">
                  {t('backOffice.order.actions.trackingHint')}
                </p>
                {trackingError && (
                  <p id={ids.error} className="form-field__error" role="alert">
                    {trackingError}
                  </p>
                )}
              </div>
              <button type="submit" className="button button--primary" disabled={change.isPending}>
                {t('backOffice.order.actions.to.shipped')}
              </button>
            </form>
          )}
          <div className="form-actions">
            {next
              .filter((status) => status !== 'shipped')
              .map((status) => (
                <button
                  key={status}
                  type="button"
                  className={status === 'cancelled' ? 'button button--secondary back-office-danger' : 'button button--primary'}
                  disabled={change.isPending}
                  onClick={() => void send(status)}
                >
                  {t(`backOffice.order.actions.to.${status}`)}
                </button>
              ))}
          </div>
        </>
      )}
    </section>
  );
}
