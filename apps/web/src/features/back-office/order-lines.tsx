import { BACK_OFFICE_MESSAGES, type BackOfficeOrder } from '@eb/api-contract';
import { formatEuro } from '@eb/catalogue';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from './download-button';

/** The books of the order: what was ordered how often at which price, and each book's print files. */
export function OrderLines({ order, onDone }: { order: BackOfficeOrder; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-lines">
      <h2 id="order-lines">{t('backOffice.order.lines')}</h2>
      <table className="back-office-table">
        <thead>
          <tr>
            <th scope="col">{t('backOffice.order.columns.book')}</th>
            <th scope="col">{t('backOffice.order.columns.product')}</th>
            <th scope="col">{t('backOffice.order.columns.quantity')}</th>
            <th scope="col">{t('backOffice.order.columns.unit')}</th>
            <th scope="col">{t('backOffice.order.columns.total')}</th>
            <th scope="col">{t('backOffice.order.columns.files')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => {
            const notReady = line.printFilesReady ? null : BACK_OFFICE_MESSAGES.printFilesNotReady;
            const position = String(index + 1).padStart(2, '0');
            const reasonId = `order-line-${line.id}-files`;
            return (
              <tr key={line.id}>
                <th scope="row">{line.title}</th>
                <td data-label={t('backOffice.order.columns.product')}>
                  {t('backOffice.order.product', {
                    format: line.formatName,
                    paper: line.paperName,
                    pages: line.pages,
                    cover: t(`backOffice.order.finish.${line.coverFinish}`),
                    inner: t(`backOffice.order.finish.${line.pagesFinish}`),
                  })}
                  {' · '}
                  <span className="back-office-table__soft back-office-table__code">{t('backOffice.order.productCode', { code: line.productCode })}</span>
                </td>
                <td data-label={t('backOffice.order.columns.quantity')}>{line.quantity}</td>
                <td data-label={t('backOffice.order.columns.unit')}>{formatEuro(line.unitPriceCents)}</td>
                <td data-label={t('backOffice.order.columns.total')}>{formatEuro(line.lineTotalCents)}</td>
                <td data-label={t('backOffice.order.columns.files')}>
                  <span className="back-office-files">
                    <DownloadButton
                      label={t('backOffice.order.files.inner')}
                      ariaLabel={t('backOffice.order.files.innerOf', { title: line.title })}
                      orderNumber={order.orderNumber}
                      file={{ kind: 'line', lineId: line.id, file: 'inner.pdf' }}
                      fallbackName={`${order.orderNumber}-${position}-inner.pdf`}
                      unavailableReason={notReady}
                      reasonShownAt={reasonId}
                      onDone={onDone}
                    />
                    <DownloadButton
                      label={t('backOffice.order.files.cover')}
                      ariaLabel={t('backOffice.order.files.coverOf', { title: line.title })}
                      orderNumber={order.orderNumber}
                      file={{ kind: 'line', lineId: line.id, file: 'cover.pdf' }}
                      fallbackName={`${order.orderNumber}-${position}-cover.pdf`}
                      unavailableReason={notReady}
                      reasonShownAt={reasonId}
                      onDone={onDone}
                    />
                  </span>
                  {notReady && (
                    <span id={reasonId} className="download-button__reason">
                      {notReady}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
