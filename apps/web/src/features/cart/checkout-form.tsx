import type { Checkout } from '@eb/api-contract';
import { formatEuro, invoiceDueText, vatLineLabel } from '@eb/catalogue';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookPreviewImage } from '../../components/ui/book-preview-image';
import { FormMessages } from '../../components/ui/form-messages';
import { paths, reservationPath } from '../../config/paths';
import { BillingAddressFields } from './billing-address-fields';
import { checkoutResolver, checkoutTotals, initialCheckoutValues, toBillingAddress, type CheckoutValues } from './checkout-values';
import { QuantityStepper } from './quantity-stepper';

export interface CheckoutSubmission {
  quantities: Array<{ bookPk: number; quantity: number }>;
  billingAddress: ReturnType<typeof toBillingAddress>;
}

/**
 * The checkout (issue 15): the books with their copies and prices, where they go, who is billed, the
 * payment, the AGB and 'Zahlungspflichtig bestellen'. The sums follow every change at once.
 */
export function CheckoutForm({ checkout, problem, onSubmit }: { checkout: Checkout; problem: string | null; onSubmit: (submission: CheckoutSubmission) => Promise<void> }) {
  const { t } = useTranslation();
  const countries = checkout.company ? [checkout.company.country] : checkout.deliveryCountries;
  const form = useForm<CheckoutValues>({ resolver: checkoutResolver, defaultValues: initialCheckoutValues(checkout.billingAddressSuggestion, countries) });
  const [quantities, setQuantities] = useState<Record<number, number>>(() => Object.fromEntries(checkout.lines.map((line) => [line.bookPk, 1])));
  const country = useWatch({ control: form.control, name: 'country' });
  const lines = checkout.lines.map((line) => ({ ...line, quantity: quantities[line.bookPk] ?? 1 }));
  const totals = checkoutTotals(lines, country);
  const { errors, isSubmitting } = form.formState;
  const order: (keyof CheckoutValues)[] = ['salutation', 'firstNames', 'lastName', 'companyName', 'street', 'streetNumber', 'zipCode', 'town', 'country', 'acceptTerms'];
  const address = checkout.shippingAddress;
  const messagesId = useId();
  const withdrawalId = useId();

  const submit = form.handleSubmit((values) =>
    onSubmit({ quantities: lines.map((line) => ({ bookPk: line.bookPk, quantity: line.quantity })), billingAddress: toBillingAddress(values) }),
  );

  return (
    <form className="checkout" noValidate onSubmit={(event) => void submit(event)}>
      <section className="checkout__section" aria-labelledby="checkout-books">
        <h2 id="checkout-books">{t('cart.checkout.books')}</h2>
        <ul className="checkout__lines">
          {lines.map((line) => (
            <li key={line.bookPk} className="checkout-line" data-book={line.bookPk}>
              <BookPreviewImage src={line.previewImageUrl} className="checkout-line__cover" width={120} height={120} />
              <div className="checkout-line__text">
                <h3 className="checkout-line__title">{line.title}</h3>
                <p className="checkout-line__product">
                  {t('cart.checkout.product', {
                    format: line.formatName,
                    paper: line.paperName,
                    pages: line.pages,
                    cover: t(`cart.finish.${line.coverFinish}`),
                    inner: t(`cart.finish.${line.pagesFinish}`),
                  })}
                </p>
                <p className="checkout-line__unit">{t('cart.checkout.unitPrice', { price: formatEuro(line.unitPriceCents) })}</p>
              </div>
              <div className="checkout-line__order">
                <QuantityStepper id={`quantity-${line.bookPk}`} label={line.title} value={line.quantity} onChange={(quantity) => setQuantities((previous) => ({ ...previous, [line.bookPk]: quantity }))} />
                <p className="checkout-line__total" aria-live="polite">
                  {formatEuro(line.unitPriceCents * line.quantity)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {address && checkout.company && (
        <section className="checkout__section" aria-labelledby="checkout-delivery">
          <h2 id="checkout-delivery">{t('cart.checkout.delivery')}</h2>
          <address className="checkout__address">
            <strong>{address.name}</strong>
            <br />
            {address.companyName && (
              <>
                {address.companyName}
                <br />
              </>
            )}
            {`${address.salutation ? t(`addresses.salutationText.${address.salutation}`) + ' ' : ''}${address.firstNames} ${address.lastName}`}
            <br />
            {`${address.street} ${address.streetNumber}`}
            <br />
            {`${address.zipCode} ${address.town}, ${t(`addresses.country.${address.country}`)}`}
          </address>
          <p className="checkout__hint">{t('cart.checkout.deliveryFor', { company: checkout.company.name })}</p>
        </section>
      )}

      <section className="checkout__section" aria-labelledby="checkout-billing">
        <h2 id="checkout-billing">{checkout.company ? t('cart.checkout.billing') : t('cart.checkout.billingAndDelivery')}</h2>
        <p className="checkout__hint">{checkout.company ? t('cart.checkout.billingCompanyHint', { company: checkout.company.name }) : t('cart.checkout.billingPrivateHint')}</p>
        <BillingAddressFields form={form} countries={countries} messagesId={messagesId} />
      </section>

      <section className="checkout__section" aria-labelledby="checkout-payment">
        <h2 id="checkout-payment">{t('cart.checkout.payment')}</h2>
        <p className="checkout__payment">
          <strong>{t('cart.checkout.invoice')}</strong> — {invoiceDueText()}
        </p>
        <p className="checkout__hint">{t('cart.checkout.invoiceOnly')}</p>
      </section>

      <section className="checkout__section checkout__summary" aria-labelledby="checkout-sum">
        <h2 id="checkout-sum">{t('cart.checkout.sum')}</h2>
        <dl className="checkout__totals" aria-live="polite">
          <dt>{t('cart.checkout.booksSum')}</dt>
          <dd>{formatEuro(totals.booksCents)}</dd>
          <dt>{t('cart.checkout.shipping', { country: t(`addresses.country.${country}`) })}</dt>
          <dd>{formatEuro(totals.shippingCents)}</dd>
          <dt className="checkout__grand">{t('cart.checkout.total')}</dt>
          <dd className="checkout__grand" data-total>
            {formatEuro(totals.totalCents)}
          </dd>
          <dt className="checkout__vat">{vatLineLabel(totals.vatRatePercent)}</dt>
          <dd className="checkout__vat">{formatEuro(totals.vatCents)}</dd>
        </dl>
        <label className="checkout__terms">
          <input
            type="checkbox"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? `${withdrawalId} ${messagesId}` : withdrawalId}
            {...form.register('acceptTerms')}
          />
          <span>
            <Trans
              i18nKey="cart.checkout.terms"
              components={{ terms: <Link to={paths.legal.terms} target="_blank" />, withdrawal: <Link to={paths.legal.withdrawal} target="_blank" /> }}
            />
          </span>
        </label>
        <p id={withdrawalId} className="checkout__hint">
          {t('cart.checkout.noWithdrawal')}
        </p>
        <div id={messagesId}>
          <FormMessages messages={[...order.map((field) => errors[field]?.message), problem ?? undefined]} />
        </div>
        <div className="form-actions checkout__actions">
          <button type="submit" className="button button--primary button--large" disabled={isSubmitting}>
            {isSubmitting ? t('cart.checkout.sending') : t('cart.checkout.order')}
          </button>
          <Link to={reservationPath(paths.orderCancel, checkout.reservationId)} className="button button--secondary">
            {t('cart.checkout.cancel')}
          </Link>
        </div>
      </section>
    </form>
  );
}
