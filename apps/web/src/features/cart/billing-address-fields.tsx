import type { ShippingCountry } from '@eb/api-contract';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckoutValues } from './checkout-values';

type TextField = 'firstNames' | 'lastName' | 'companyName' | 'street' | 'streetNumber' | 'zipCode' | 'town';

/**
 * The billing address (SPEC.md section 5's fields): for a private order it is also where the books go,
 * so its country is one of the delivery countries; a company's billing country is the company's.
 */
export function BillingAddressFields({ form, countries, messagesId }: { form: UseFormReturn<CheckoutValues>; countries: readonly ShippingCountry[]; messagesId: string }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  // Fields that share a message (street and number, postcode and town) are marked together.
  const invalid = (...fields: (keyof CheckoutValues)[]) => (fields.some((field) => errors[field]) ? true : undefined);
  // An invalid field points at the form's message list, so a screen reader says why it is wrong.
  const describedBy = (...fields: (keyof CheckoutValues)[]) => (invalid(...fields) ? messagesId : undefined);
  const text = (field: TextField, options: { autoComplete: string; inputMode?: 'numeric'; invalidWith?: TextField[] }) => (
    <div className="form-field">
      <label htmlFor={`billing-${field}`}>{t(`addresses.form.${field}`)}</label>
      <input
        id={`billing-${field}`}
        type="text"
        autoComplete={`billing ${options.autoComplete}`}
        inputMode={options.inputMode}
        aria-invalid={invalid(field, ...(options.invalidWith ?? []))}
        aria-describedby={describedBy(field, ...(options.invalidWith ?? []))}
        {...form.register(field)}
      />
    </div>
  );
  return (
    <div className="billing-form">
      <fieldset className="billing-form__salutation" aria-describedby={describedBy('salutation')}>
        <legend>{t('addresses.form.salutation')}</legend>
        <label>
          <input type="radio" value="female" aria-invalid={invalid('salutation')} {...form.register('salutation')} /> {t('addresses.form.female')}
        </label>
        <label>
          <input type="radio" value="male" aria-invalid={invalid('salutation')} {...form.register('salutation')} /> {t('addresses.form.male')}
        </label>
      </fieldset>
      <div className="billing-form__row">
        {text('firstNames', { autoComplete: 'given-name' })}
        {text('lastName', { autoComplete: 'family-name' })}
      </div>
      {text('companyName', { autoComplete: 'organization' })}
      <div className="billing-form__row billing-form__row--street">
        {text('street', { autoComplete: 'address-line1', invalidWith: ['streetNumber'] })}
        {text('streetNumber', { autoComplete: 'address-line2', invalidWith: ['street'] })}
      </div>
      <div className="billing-form__row billing-form__row--town">
        {text('zipCode', { autoComplete: 'postal-code', inputMode: 'numeric', invalidWith: ['town'] })}
        {text('town', { autoComplete: 'address-level2', invalidWith: ['zipCode'] })}
      </div>
      <div className="form-field">
        <label htmlFor="billing-country">{t('addresses.form.country')}</label>
        {countries.length > 1 ? (
          <select id="billing-country" autoComplete="billing country" {...form.register('country')}>
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
