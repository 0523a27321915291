import { ORDER_STATUS_LABELS, type PostalAddress as PostalAddressData } from '@eb/api-contract';
import { formatEuro } from '@eb/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { queryClient } from '../../lib/query-client';
import { orderQuery, useOrder } from './api/get-order';
import { BackOfficeNav } from '../../components/ui/back-office-nav';
import { PostalAddress } from '../../components/ui/postal-address';
import { formatMoment } from './format';
import { OperatorsOnly, requireSignIn } from './operators-only';
import { OrderFiles } from './order-files';
import { OrderHistory } from './order-history';
import { OrderLines } from './order-lines';
import { OrderPayment } from './order-payment';
import { OrderStatusActions } from './order-status-actions';
import './back-office.css';

export async function loader({ request, params }: LoaderFunctionArgs) {
  requireSignIn(request);
  await queryClient.fetchQuery(orderQuery(params.orderNumber ?? ''));
  return null;
}

export const ErrorBoundary = OperatorsOnly;

/** /verwaltung/bestellungen/:orderNumber: one order, what can be done with it, and what was done. */
export function Component() {
  const { t } = useTranslation();
  const orderNumber = useParams().orderNumber ?? '';
  const order = useOrder(orderNumber);
  // One live region for the page: what the last action did (status, payment, a download).
  const [announcement, setAnnouncement] = useState('');
  return (
    <article className="back-office" aria-labelledby="order-title">
      <BackOfficeNav />
      <p>
        <Link to={paths.backOffice} className="button--link">
          {t('backOffice.order.back')}
        </Link>
      </p>
      <h1 id="order-title">{t('backOffice.order.title', { number: order.orderNumber })}</h1>
      <p className="back-office-order__summary">
        <span className={`order-status order-status--${order.status}`}>{t('backOffice.order.status', { status: ORDER_STATUS_LABELS[order.status] })}</span>
        <span>{t('backOffice.order.placed', { date: formatMoment(order.placedAt) })}</span>
        {order.trackingNumber && <span>{t('backOffice.order.tracking', { number: order.trackingNumber })}</span>}
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className="back-office-order__panels">
        <OrderStatusActions order={order} onDone={setAnnouncement} />
        <OrderPayment order={order} onDone={setAnnouncement} />
      </div>
      <section aria-labelledby="order-customer">
        <h2 id="order-customer">{t('backOffice.order.customer')}</h2>
        <div className="back-office-order__addresses">
          <div>
            {order.companyName && <p className="back-office-order__company">{order.companyName}</p>}
            {order.customerNumber && <p>{t('backOffice.order.customerNumber', { number: order.customerNumber })}</p>}
            <p>
              <a href={`mailto:${order.email}`}>{order.email}</a>
            </p>
          </div>
          <AddressBlock heading={t('backOffice.order.billing')} address={order.billingAddress} />
          <AddressBlock heading={t('backOffice.order.delivery')} address={order.deliveryAddress} />
        </div>
      </section>
      <OrderLines order={order} onDone={setAnnouncement} />
      <dl className="back-office-order__totals">
        <dt>{t('backOffice.order.shipping')}</dt>
        <dd>{formatEuro(order.shippingCents)}</dd>
        <dt>{t('backOffice.order.total')}</dt>
        <dd className="back-office-order__total">{formatEuro(order.totalCents)}</dd>
        <dt>{t('backOffice.order.vat', { rate: order.vatRatePercent })}</dt>
        <dd>{formatEuro(order.vatCents)}</dd>
      </dl>
      <OrderFiles order={order} onDone={setAnnouncement} />
      <OrderHistory events={order.events} />
    </article>
  );
}

function AddressBlock({ heading, address }: { heading: string; address: PostalAddressData }) {
  return (
    <div>
      <h3>{heading}</h3>
      <PostalAddress address={address} />
    </div>
  );
}
