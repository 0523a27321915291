import { useTranslation } from 'react-i18next';

/** 'Vorherige Seite', 'Seite 2 von 5', 'Nächste Seite'; nothing while everything fits on one page. */
export function Pager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="back-office-pager" aria-label={t('backOffice.orders.pages')}>
      <button type="button" className="action-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('backOffice.orders.previous')}
      </button>
      <span>{t('backOffice.orders.pageOf', { page, count: pageCount })}</span>
      <button type="button" className="action-button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('backOffice.orders.next')}
      </button>
    </nav>
  );
}
