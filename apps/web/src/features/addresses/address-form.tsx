import type { ShippingCountry } from '@eb/api-contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessages } from '../../components/ui/form-messages';
import { addressResolver, type AddressFormValues } from './address-form-schema';

interface AddressFormProps {
  country: ShippingCountry;
  initial: AddressFormValues;
  editing: boolean;
  onSubmit: (values: AddressFormValues) => Promise<void>;
  onCancel: () => void;
}

type TextField = Exclude<keyof AddressFormValues, 'salutation'>;

/** The create/edit form of SPEC.md section 5; the country is the company's and cannot be chosen. */
export function AddressForm({ country, initial, editing, onSubmit, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const form = useForm<AddressFormValues>({ resolver: addressResolver(country), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const order: (keyof AddressFormValues)[] = ['name', 'salutation', 'firstNames', 'lastName', 'companyName', 'street', 'streetNumber', 'zipCode', 'town'];
  const messages = order.map((field) => errors[field]?.message);
  // Fields that share a message (street and number, postcode and town) are marked together.
  const invalid = (...fields: (keyof AddressFormValues)[]) => (fields.some((field) => errors[field]) ? true : undefined);

  const text = (field: TextField, options: { autoComplete?: string; inputMode?: 'numeric'; invalidWith?: (keyof AddressFormValues)[]; hint?: string; className?: string } = {}) => (
    <div className={`form-field ${options.className ?? ''}`}>
      <label htmlFor={`address-${field}`}>{t(`addresses.form.${field}`)}</label>
      {options.hint && (
        <p id={`address-${field}-hint`} className="form-field__hint">
          {options.hint}
        </p>
      )}
      <input
        id={`address-${field}`}
        type="text"
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        aria-describedby={options.hint ? `address-${field}-hint` : undefined}
        aria-invalid={invalid(field, ...(options.invalidWith ?? []))}
        {...form.register(field)}
      />
    </div>
  );

  return (
    <form className="form address-form" noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} aria-labelledby="address-form-heading">
      <h3 id="address-form-heading">{editing ? t('addresses.form.editHeading') : t('addresses.form.newHeading')}</h3>
      {text('name', { hint: t('addresses.form.nameHint') })}
      <fieldset className="address-form__salutation">
        <legend>{t('addresses.form.salutation')}</legend>
        <label>
          <input type="radio" value="female" {...form.register('salutation')} /> {t('addresses.form.female')}
        </label>
        <label>
          <input type="radio" value="male" {...form.register('salutation')} /> {t('addresses.form.male')}
        </label>
      </fieldset>
      <div className="address-form__row">
        {text('firstNames', { autoComplete: 'given-name' })}
        {text('lastName', { autoComplete: 'family-name' })}
      </div>
      {text('companyName', { autoComplete: 'organization' })}
      <div className="address-form__row address-form__row--street">
        {text('street', { autoComplete: 'address-line1', invalidWith: ['streetNumber'] })}
        {text('streetNumber', { invalidWith: ['street'] })}
      </div>
      <div className="address-form__row address-form__row--town">
        {text('zipCode', { autoComplete: 'postal-code', inputMode: 'numeric', invalidWith: ['town'] })}
        {text('town', { autoComplete: 'address-level2', invalidWith: ['zipCode'] })}
      </div>
      <div className="form-field">
        <label htmlFor="address-country">{t('addresses.form.country')}</label>
        <input id="address-country" type="text" className="input--readonly" readOnly value={t(`addresses.country.${country}`)} />
      </div>
      <FormMessages messages={messages} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {t('addresses.form.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('addresses.form.cancel')}
        </button>
      </div>
    </form>
  );
}
