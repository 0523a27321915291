import { addressFieldsFor, type ShippingAddress, type ShippingAddressFields, type ShippingCountry } from '@eb/api-contract';
import type { Resolver } from 'react-hook-form';
import { fieldErrorsOf, type PostalFormFields } from '../../lib/postal-form';

/** What the form holds: the address's label and its postal fields. */
export interface AddressFormValues extends PostalFormFields {
  name: string;
}

export const EMPTY_ADDRESS: AddressFormValues = { name: '', salutation: '', firstNames: '', lastName: '', companyName: '', street: '', streetNumber: '', zipCode: '', town: '' };

export function toFormValues(address: ShippingAddress): AddressFormValues {
  const { name, salutation, firstNames, lastName, companyName, street, streetNumber, zipCode, town } = address;
  return { name, salutation, firstNames, lastName, companyName: companyName ?? '', street, streetNumber, zipCode, town };
}

/**
 * Checks the form with the server's own rules and messages (SPEC.md section 5), the postcode for the
 * company's country. The street and the number share one message, as do postcode and town: each
 * message is given once, on the first of its fields.
 */
export function addressResolver(country: ShippingCountry): Resolver<AddressFormValues> {
  const schema = addressFieldsFor(country);
  return (values) => {
    const result = schema.safeParse({ ...values, salutation: values.salutation || undefined });
    if (result.success) return { values, errors: {} };
    return { values: {}, errors: fieldErrorsOf<AddressFormValues>(result.error.issues) };
  };
}

/** The checked fields as the API takes them (companyName null when empty). */
export function toAddressFields(values: AddressFormValues): ShippingAddressFields {
  return {
    name: values.name.trim(),
    salutation: values.salutation === 'male' ? 'male' : 'female',
    firstNames: values.firstNames.trim(),
    lastName: values.lastName.trim(),
    companyName: values.companyName.trim() || null,
    street: values.street.trim(),
    streetNumber: values.streetNumber.trim(),
    zipCode: values.zipCode.trim(),
    town: values.town.trim(),
  };
}
