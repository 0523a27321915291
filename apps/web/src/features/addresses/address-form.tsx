import type { ShippingCountry } from '@eb/api-contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../components/ui/address-fields';
import { FormMessages } from '../../components/ui/form-messages';
import { addressResolver, type AddressFormValues } from './address-form-schema';

interface AddressFormProps {
  country: ShippingCountry;
  initial: AddressFormValues;
  editing: boolean;
  onSubmit: (values: AddressFormValues) => Promise<void>;
  onCancel: () => void;
}

/** The create/edit form of SPEC.md section 5; the country is the company's and cannot be chosen. */
export function AddressForm({ country, initial, editing, onSubmit, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const form = useForm<AddressFormValues>({ resolver: addressResolver(country), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const order: (keyof AddressFormValues)[] = ['name', 'salutation', 'firstNames', 'lastName', 'companyName', 'street', 'streetNumber', 'zipCode', 'town'];
  const messages = order.map((field) => errors[field]?.message);
  // Fields that share a message (street and number, postcode and town) are marked together.
  const invalid = (...fields: (keyof AddressFormValues)[]) => (fields.some((field) => errors[field]) ? true : undefined);

  // The address's label, with its hint; the postal fields are AddressFields.
  const nameField = (
    <div className="form-field">
      <label htmlFor="address-name">{t('addresses.form.name')}</label>
      <p id="address-name-hint" className="form-field__hint">
        {t('addresses.form.nameHint')}
      </p>
      <input id="address-name" type="text" aria-describedby="address-name-hint" aria-invalid={invalid('name')} {...form.register('name')} />
    </div>
  );

  return (
    <form className="form address-form" noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} aria-labelledby="address-form-heading">
      <h3 id="address-form-heading">{editing ? t('addresses.form.editHeading') : t('addresses.form.newHeading')}</h3>
      {nameField}
      <AddressFields idPrefix="address" register={(field) => form.register(field)} invalid={invalid} />
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
