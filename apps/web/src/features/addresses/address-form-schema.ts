import { addressFieldsFor, type ShippingAddress, type ShippingAddressFields, type ShippingCountry } from '@eb/api-contract';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the form holds: every field a string; the salutation '' until one is chosen. */
export interface AddressFormValues {
  name: string;
  salutation: '' | 'female' | 'male';
  firstNames: string;
  lastName: string;
  companyName: string;
  street: string;
  streetNumber: string;
  zipCode: string;
  town: string;
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
    const errors: FieldErrors<AddressFormValues> = {};
    const given = new Set<string>();
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof AddressFormValues;
      if (errors[field] || given.has(issue.message)) continue;
      given.add(issue.message);
      errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
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
