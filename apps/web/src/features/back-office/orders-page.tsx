import { ORDER_STATUS_LABELS } from '@eb/api-contract';
import { formatEuro } from '@eb/catalogue';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { formatGermanDate } from '../../lib/dates';
import { queryClient } from '../../lib/query-client';
import { ordersQuery, useOrders, type OrderFilter } from './api/get-orders';
import { BackOfficeNav } from '../../components/ui/back-office-nav';
import { orderPagePath } from './back-office-paths';
import { Email } from './email';
import { formatMoment } from './format';
import { OperatorsOnly, requireSignIn } from './operators-only';
import { filterOf, searchOf } from './order-filter';
import { OrderFilterForm } from './order-filter-form';
import { Pager } from './pager';
import './back-office.css';

export async function loader({ request }: LoaderFunctionArgs) {
  requireSignIn(request);
  await queryClient.fetchQuery(ordersQuery(filterOf(new URL(request.url).searchParams)));
  return null;
}

export const ErrorBoundary = OperatorsOnly;

/** /verwaltung: every order, newest first, by status and search, 25 a page. */
export function Component() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const result = useOrders(filter);
  const show = (next: OrderFilter) => setSearch(searchOf(next));

  return (
    <article className="back-office" aria-labelledby="back-office-title">
      <BackOfficeNav />
      <h1 id="back-office-title">{t('backOffice.orders.title')}</h1>
      <OrderFilterForm key={filter.query} filter={filter} onChange={show} />
      <p role="status" className="back-office__count">
        {result.total === 0 ? t('backOffice.orders.empty') : t('backOffice.orders.count', { count: result.total })}
      </p>
      {result.orders.length > 0 && (
        <table className="back-office-table">
          <thead>
            <tr>
              <th scope="col">{t('backOffice.orders.columns.number')}</th>
              <th scope="col">{t('backOffice.orders.columns.date')}</th>
              <th scope="col">{t('backOffice.orders.columns.customer')}</th>
              <th scope="col">{t('backOffice.orders.columns.books')}</th>
              <th scope="col">{t('backOffice.orders.columns.total')}</th>
              <th scope="col">{t('backOffice.orders.columns.status')}</th>
              <th scope="col">{t('backOffice.orders.columns.payment')}</th>
            </tr>
          </thead>
          <tbody>
            {result.orders.map((order) => (
              <tr key={order.orderNumber}>
                <th scope="row">
                  <Link to={orderPagePath(order.orderNumber)} className="back-office-table__link">
                    {order.orderNumber}
                  </Link>
                </th>
                <td data-label={t('backOffice.orders.columns.date')}>{formatMoment(order.placedAt)}</td>
                <td data-label={t('backOffice.orders.columns.customer')}>
                  <span className="back-office-table__stack">
                    {order.companyName && <strong>{order.companyName}</strong>}
                    <span>{order.customerName}</span>
                    <span className="back-office-table__soft">
                      <Email address={order.email} />
                    </span>
                  </span>
                </td>
                <td data-label={t('backOffice.orders.columns.books')}>{order.bookCount}</td>
                <td data-label={t('backOffice.orders.columns.total')}>{formatEuro(order.totalCents)}</td>
                <td data-label={t('backOffice.orders.columns.status')}>
                  <span className={`order-status order-status--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
                </td>
                <td data-label={t('backOffice.orders.columns.payment')}>
                  {order.paymentReceivedAt
                    ? t('backOffice.orders.paymentReceived', { date: formatGermanDate(order.paymentReceivedAt) })
                    : order.invoiceNumber
                      ? t('backOffice.orders.paymentOpen')
                      : t('backOffice.orders.paymentNone')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={result.page} pageCount={result.pageCount} onPage={(page) => show({ ...filter, page })} />
    </article>
  );
}
