import { billingAddressInputSchema, ORDER_MESSAGES, type PlaceOrder, type PostalAddress, type ShippingCountry } from '@eb/api-contract';
import { DELIVERY_COUNTRIES, orderTotals, type OrderTotals } from '@eb/catalogue';
import type { Resolver } from 'react-hook-form';
import { fieldErrorsOf, type PostalFormFields } from '../../lib/postal-form';

/** What the checkout form holds: the billing address (private: also the delivery address) and the AGB tick. */
export interface CheckoutValues extends PostalFormFields {
  country: ShippingCountry;
  acceptTerms: boolean;
}

/** The form starts from the last order's billing address when there is one (and its country is still possible). */
export function initialCheckoutValues(suggestion: PostalAddress | null, countries: readonly ShippingCountry[]): CheckoutValues {
  const country = suggestion && countries.includes(suggestion.country) ? suggestion.country : (countries[0] ?? 'de');
  const from = suggestion && suggestion.country === country ? suggestion : null;
  return {
    salutation: from?.salutation ?? '',
    firstNames: from?.firstNames ?? '',
    lastName: from?.lastName ?? '',
    companyName: from?.companyName ?? '',
    street: from?.street ?? '',
    streetNumber: from?.streetNumber ?? '',
    zipCode: from?.zipCode ?? '',
    town: from?.town ?? '',
    country,
    acceptTerms: false,
  };
}

/** The billing address as POST /api/orders takes it. */
export function toBillingAddress(values: CheckoutValues): PlaceOrder['billingAddress'] {
  const trimmed = (value: string) => value.trim();
  return {
    salutation: values.salutation === 'male' ? 'male' : 'female',
    firstNames: trimmed(values.firstNames),
    lastName: trimmed(values.lastName),
    companyName: trimmed(values.companyName) || null,
    street: trimmed(values.street),
    streetNumber: trimmed(values.streetNumber),
    zipCode: trimmed(values.zipCode),
    town: trimmed(values.town),
    country: values.country,
  };
}

/**
 * Checks the form with the server's own schema and SPEC.md's messages (the postcode for the chosen
 * country); a message shared by two fields (street and number, postcode and town) is given once.
 */
export const checkoutResolver: Resolver<CheckoutValues> = (values) => {
  const result = billingAddressInputSchema.safeParse({ ...values, salutation: values.salutation || undefined });
  const errors = fieldErrorsOf<CheckoutValues>(result.success ? [] : result.error.issues);
  if (!values.acceptTerms) errors.acceptTerms = { type: 'required', message: ORDER_MESSAGES.termsRequired };
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

/** The checkout's sums, from the same catalogue functions the server prices the order with. */
export function checkoutTotals(lines: ReadonlyArray<{ unitPriceCents: number; quantity: number }>, country: ShippingCountry): OrderTotals {
  const { shippingCents, vatRatePercent } = DELIVERY_COUNTRIES[country];
  return orderTotals(
    lines.map((line) => line.unitPriceCents * line.quantity),
    shippingCents,
    vatRatePercent,
  );
}
