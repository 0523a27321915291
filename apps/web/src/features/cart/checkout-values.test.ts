import { ORDER_MESSAGES, SHIPPING_ADDRESS_MESSAGES } from '@eb/api-contract';
import { describe, expect, it } from 'vitest';
import { checkoutResolver, checkoutTotals, initialCheckoutValues, toBillingAddress, type CheckoutValues } from './checkout-values';

const filled: CheckoutValues = {
  salutation: 'female',
  firstNames: 'Erika',
  lastName: 'Muster',
  companyName: '',
  street: 'Lindenweg',
  streetNumber: '3',
  zipCode: '50667',
  town: 'Köln',
  country: 'de',
  acceptTerms: true,
};

const resolve = async (values: CheckoutValues) => {
  const result = await checkoutResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]));
};

describe('the checkout form (SPEC.md section 5 messages, AGB)', () => {
  it('accepts a complete German address with the AGB ticked', async () => {
    expect(await resolve(filled)).toEqual({});
  });

  it('asks for the AGB and checks the postcode for the chosen country', async () => {
    expect(await resolve({ ...filled, acceptTerms: false })).toEqual({ acceptTerms: ORDER_MESSAGES.termsRequired });
    // A German postcode is five digits; in Austria four.
    expect(await resolve({ ...filled, country: 'at' })).toEqual({ zipCode: SHIPPING_ADDRESS_MESSAGES.zipAndTownAt });
    expect(await resolve({ ...filled, country: 'at', zipCode: '1010', town: 'Wien' })).toEqual({});
  });

  it('gives each SPEC message once, also when two fields share it', async () => {
    const errors = await resolve({ ...filled, salutation: '', street: '', streetNumber: '' });
    expect(errors).toEqual({ salutation: SHIPPING_ADDRESS_MESSAGES.salutation, street: SHIPPING_ADDRESS_MESSAGES.street });
  });

  it('starts from the last billing address when its country is still possible', () => {
    const last = { ...toBillingAddress(filled), companyName: 'Lindner', salutation: 'male' as const };
    expect(initialCheckoutValues(last, ['de', 'at'])).toMatchObject({ firstNames: 'Erika', companyName: 'Lindner', salutation: 'male', country: 'de', acceptTerms: false });
    // A company in Austria: a German last address does not fit, the form starts empty in Austria.
    expect(initialCheckoutValues(last, ['at'])).toMatchObject({ firstNames: '', country: 'at' });
    expect(initialCheckoutValues(null, ['de', 'at'])).toMatchObject({ salutation: '', country: 'de' });
  });
});

describe('the checkout sums', () => {
  it('adds the copies, the shipping of the country and names the VAT contained', () => {
    const lines = [
      { unitPriceCents: 4990, quantity: 2 },
      { unitPriceCents: 3990, quantity: 1 },
    ];
    expect(checkoutTotals(lines, 'de')).toMatchObject({ booksCents: 13970, shippingCents: 299, totalCents: 14269, vatRatePercent: 19, vatCents: 2278 });
    expect(checkoutTotals(lines, 'at')).toMatchObject({ shippingCents: 399, totalCents: 14369, vatRatePercent: 20, vatCents: 2395 });
  });
});
