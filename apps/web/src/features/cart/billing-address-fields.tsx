import type { ShippingCountry } from '@eb/api-contract';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../components/ui/address-fields';
import type { CheckoutValues } from './checkout-values';

/**
 * The billing address (SPEC.md section 5's fields): for a private order it is also where the books go,
 * so its country is one of the delivery countries; a company's billing country is the company's.
 */
export function BillingAddressFields({ form, countries, messagesId }: { form: UseFormReturn<CheckoutValues>; countries: readonly ShippingCountry[]; messagesId: string }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  // Fields that share a message (street and number, postcode and town) are marked together.
  const invalid = (...fields: (keyof CheckoutValues)[]) => (fields.some((field) => errors[field]) ? true : undefined);
  return (
    <div className="billing-form">
      <AddressFields
        idPrefix="billing"
        register={(field) => form.register(field)}
        invalid={invalid}
        messagesId={messagesId}
        autoCompleteSection="billing"
        numberAutoComplete="address-line2"
      />
      <div className="form-field">
        <label htmlFor="billing-country">{t('addresses.form.country')}</label>
        {countries.length > 1 ? (
          <select id="billing-country" className="select select--compact" autoComplete="billing country" {...form.register('country')}>
            {countries.map((country) => (
              <option key={country} value={country}>
                {t(`addresses.country.${country}`)}
              </option>
            ))}
          </select>
        ) : (
          <input id="billing-country" type="text" className="input--readonly" readOnly value={t(`addresses.country.${countries[0] ?? 'de'}`)} />
        )}
      </div>
    </div>
  );
}
