import type { Format, Paper } from '@eb/api-contract';
import { bookPriceCents, formatEuro } from '@eb/catalogue';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { formatsQuery, useFormats } from '../../lib/api/products/get-formats';
import { papersQuery } from '../../lib/api/products/get-papers';
import { queryClient } from '../../lib/query-client';

export async function loader() {
  const formats = await queryClient.ensureQueryData(formatsQuery());
  await Promise.all(formats.map((format) => queryClient.ensureQueryData(papersQuery(format.id))));
  return null;
}

interface Offer {
  format: Format;
  paper: Paper;
}

/** Papers as sections, formats as rows: every price comes from the catalogue API and the one price function. */
export function Component() {
  const { t } = useTranslation();
  const formats = useFormats();
  const papersByFormat = useSuspenseQueries({ queries: formats.map((format) => papersQuery(format.id)) }).map((result) => result.data);
  const offers: Offer[] = formats.flatMap((format, index) => (papersByFormat[index] ?? []).map((paper) => ({ format, paper })));
  const papers = [...new Map(offers.map((offer) => [offer.paper.id, offer.paper])).values()].sort((a, b) => a.sortOrder - b.sortOrder);
  const example = offers.find((offer) => offer.format.id === 1 && offer.paper.id === 3);

  return (
    <article className="prose prices-page">
      <h1>{t('prices.title')}</h1>
      <p className="lead">{t('prices.lead')}</p>
      {papers.map((paper) => (
        <section key={paper.id} aria-labelledby={`paper-${paper.id}`}>
          <h2 id={`paper-${paper.id}`}>{paper.description}</h2>
          <table className="price-table">
            <thead>
              <tr>
                <th scope="col">{t('prices.format')}</th>
                <th scope="col">{t('prices.includedPages')}</th>
                <th scope="col">{t('prices.basePrice')}</th>
                <th scope="col">{t('prices.extraPages')}</th>
              </tr>
            </thead>
            <tbody>
              {offers
                .filter((offer) => offer.paper.id === paper.id)
                .map(({ format, paper: offered }) => (
                  <tr key={format.id}>
                    <th scope="row">
                      {format.description} <span className="price-table__measure">({format.measurement})</span>
                    </th>
                    <td data-label={t('prices.includedPages')}>{offered.pricing.minPages}</td>
                    <td data-label={t('prices.basePrice')}>{formatEuro(bookPriceCents(offered.pricing))}</td>
                    <td data-label={t('prices.extraPages')}>{t('prices.extraPagesValue', { pages: offered.pricing.stepPages, price: formatEuro(offered.pricing.stepPriceCents) })}</td>
                  </tr>
                ))}
            </tbody>
          </table>
          <p>{t('prices.maxPages', { count: paper.pricing.maxPages })}</p>
        </section>
      ))}
      {example && <PriceExample offer={example} pages={26} />}
      <section aria-labelledby="shipping-costs">
        <h2 id="shipping-costs">{t('prices.shippingTitle')}</h2>
        <ul>
          <li>{t('prices.shippingDe')}</li>
          <li>{t('prices.shippingAt')}</li>
        </ul>
        <p>
          {t('prices.shippingNote')} <Link to={paths.legal.shipping}>{t('footer.shipping')}</Link>
        </p>
      </section>
    </article>
  );
}

function PriceExample({ offer, pages }: { offer: Offer; pages: number }) {
  const { t } = useTranslation();
  const { pricing } = offer.paper;
  const steps = (pages - pricing.minPages) / pricing.stepPages;
  return (
    <p className="price-example">
      {t('prices.example', {
        format: offer.format.description,
        paper: offer.paper.description,
        pages,
        base: formatEuro(pricing.basePriceCents),
        steps,
        step: formatEuro(pricing.stepPriceCents),
        total: formatEuro(bookPriceCents(pricing, pages)),
      })}
    </p>
  );
}
