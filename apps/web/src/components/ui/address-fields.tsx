import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PostalFormFields } from '../../lib/postal-form';
import './address-fields.css';

type Field = keyof PostalFormFields;
type TextField = Exclude<Field, 'salutation'>;

interface AddressFieldsProps {
  /** The inputs' ids are `${idPrefix}-${field}`. */
  idPrefix: string;
  register: (field: Field) => UseFormRegisterReturn;
  /** true when one of the fields has an error; fields that share a message are marked together. */
  invalid: (...fields: Field[]) => true | undefined;
  /** The form's message list: an invalid field points at it, so a screen reader says why it is wrong. */
  messagesId?: string;
  /** The autocomplete section (`billing`), so the browser fills the right one of its addresses. */
  autoCompleteSection?: string;
  /** The house number has no autocomplete token of its own; the checkout offers the browser's second address line. */
  numberAutoComplete?: string;
}

/** A postal address's fields of SPEC.md section 5 (salutation, names, company, street, town), the country aside. */
export function AddressFields({ idPrefix, register, invalid, messagesId, autoCompleteSection, numberAutoComplete }: AddressFieldsProps) {
  const { t } = useTranslation();
  const describedBy = (...fields: Field[]) => (messagesId && invalid(...fields) ? messagesId : undefined);
  const autoComplete = (token: string | undefined) => (token && autoCompleteSection ? `${autoCompleteSection} ${token}` : token);
  const text = (field: TextField, options: { autoComplete?: string; inputMode?: 'numeric'; invalidWith?: TextField[] }) => (
    <div className="form-field">
      <label htmlFor={`${idPrefix}-${field}`}>{t(`addresses.form.${field}`)}</label>
      <input
        id={`${idPrefix}-${field}`}
        type="text"
        autoComplete={autoComplete(options.autoComplete)}
        inputMode={options.inputMode}
        aria-invalid={invalid(field, ...(options.invalidWith ?? []))}
        aria-describedby={describedBy(field, ...(options.invalidWith ?? []))}
        {...register(field)}
      />
    </div>
  );
  return (
    <>
      <fieldset className="address-fields__salutation" aria-describedby={describedBy('salutation')}>
        <legend>{t('addresses.form.salutation')}</legend>
        <label>
          <input type="radio" value="female" aria-invalid={invalid('salutation')} {...register('salutation')} /> {t('addresses.form.female')}
        </label>
        <label>
          <input type="radio" value="male" aria-invalid={invalid('salutation')} {...register('salutation')} /> {t('addresses.form.male')}
        </label>
      </fieldset>
      <div className="address-fields__row">
        {text('firstNames', { autoComplete: 'given-name' })}
        {text('lastName', { autoComplete: 'family-name' })}
      </div>
      {text('companyName', { autoComplete: 'organization' })}
      <div className="address-fields__row address-fields__row--street">
        {text('street', { autoComplete: 'address-line1', invalidWith: ['streetNumber'] })}
        {text('streetNumber', { autoComplete: numberAutoComplete, invalidWith: ['street'] })}
      </div>
      <div className="address-fields__row address-fields__row--town">
        {text('zipCode', { autoComplete: 'postal-code', inputMode: 'numeric', invalidWith: ['town'] })}
        {text('town', { autoComplete: 'address-level2', invalidWith: ['zipCode'] })}
      </div>
    </>
  );
}
