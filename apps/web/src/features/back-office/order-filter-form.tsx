import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@eb/api-contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderFilter } from './api/get-orders';

/**
 * Status (applied at once) and search (applied with 'Suchen'). The page gives it a key per search,
 * so back and forward show the words of the list they belong to.
 */
export function OrderFilterForm({ filter, onChange }: { filter: OrderFilter; onChange: (filter: OrderFilter) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(filter.query);
  const ids = { status: useId(), query: useId(), hint: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...filter, query: query.trim(), page: 1 });
  }

  return (
    <form className="back-office-filter" role="search" aria-label={t('backOffice.orders.filterLabel')} onSubmit={submit}>
      <div className="form-field">
        <label htmlFor={ids.status}>{t('backOffice.orders.status')}</label>
        <select id={ids.status} className="select" value={filter.status ?? ''} onChange={(event) => onChange({ ...filter, status: (event.target.value || null) as OrderStatus | null, page: 1 })}>
          <option value="">{t('backOffice.orders.all')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={ids.query}>{t('backOffice.orders.search')}</label>
        <input id={ids.query} type="search" value={query} maxLength={100} aria-describedby={ids.hint} onChange={(event) => setQuery(event.target.value)} />
        <p id={ids.hint} className="form-field__hint">
          {t('backOffice.orders.searchHint')}
        </p>
      </div>
      <div className="back-office-filter__actions">
        <button type="submit" className="button button--primary">
          {t('backOffice.orders.searchButton')}
        </button>
        {(filter.query || filter.status) && (
          <button type="button" className="button button--secondary" onClick={() => onChange({ status: null, query: '', page: 1 })}>
            {t('backOffice.orders.reset')}
          </button>
        )}
      </div>
    </form>
  );
}
