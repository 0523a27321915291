import type { Design, Format, Paper } from '@eb/api-contract';
import { bookPriceCents, formatEuro } from '@eb/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Selection } from '../model/selection';
import { STEP_PATHS } from '../model/step-paths';

interface SummaryProps {
  selection: Selection;
  format: Format;
  design: Design;
  paper: Paper;
  /** Off when the choices come from a template and are not to be changed here. */
  changeable?: boolean;
}

export function SelectionSummary({ selection, format, design, paper, changeable = true }: SummaryProps) {
  const { t } = useTranslation();
  const finish = (value: number | undefined) => t(`selection.paper.finish${value ?? 1}`);
  const finishes = paper.finishesLinked
    ? `${t('selection.paper.coverAndPages')}: ${finish(selection.cover)}`
    : `${t('selection.paper.cover')}: ${finish(selection.cover)}, ${t('selection.paper.pages')}: ${finish(selection.pages)}`;
  const rows = [
    { label: t('selection.details.format'), value: `${format.description} (${format.measurement})`, to: STEP_PATHS.format },
    { label: t('selection.details.design'), value: design.description, to: STEP_PATHS.design },
    { label: t('selection.details.paper'), value: paper.description, to: STEP_PATHS.paper },
    { label: t('selection.details.finishes'), value: finishes, to: STEP_PATHS.paper },
    { label: t('selection.details.pages'), value: t('selection.details.pagesValue', { count: paper.minPages, max: paper.pricing.maxPages }) },
    { label: t('selection.details.price'), value: t('selection.details.priceValue', { price: formatEuro(bookPriceCents(paper.pricing)) }) },
  ];
  return (
    <section className="selection-summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">{t('selection.details.summary')}</h2>
      <dl>
        {rows.map((row) => (
          <div key={row.label} className="selection-summary__row">
            <dt>{row.label}</dt>
            <dd>
              {row.value}
              {changeable && row.to && (
                <>
                  {' '}
                  <Link to={row.to} className="selection-summary__change">
                    {t('selection.details.change')}
                    <span className="visually-hidden"> ({row.label})</span>
                  </Link>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
