import { describe, expect, it } from 'vitest';
import { addressResolver, EMPTY_ADDRESS, toAddressFields, type AddressFormValues } from './address-form-schema';

const filled: AddressFormValues = {
  name: 'Filiale Nord',
  salutation: 'female',
  firstNames: 'Anna',
  lastName: 'Lindner',
  companyName: '',
  street: 'Lindenweg',
  streetNumber: '12a',
  zipCode: '50667',
  town: 'Köln',
};

async function messagesOf(values: AddressFormValues, country: 'de' | 'at' = 'de') {
  const result = await addressResolver(country)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.values(result.errors).map((error) => error?.message);
}

describe('the address form (SPEC.md section 5)', () => {
  it('gives every message of an empty form once, in the order of the fields; the company name is optional', async () => {
    expect(await messagesOf(EMPTY_ADDRESS)).toEqual([
      'Bitte geben Sie der Adresse eine Bezeichnung.',
      'Die Anrede ist erforderlich.',
      'Ein Vorname ist erforderlich.',
      'Der Nachname ist erforderlich.',
      'Bitte geben Sie die Straße und den ort an.',
      'Bitte geben Sie eine fünfstellige Postleitzahl und einen Ort an.',
    ]);
  });

  it('accepts a complete German address and trims it, companyName empty becomes null', async () => {
    expect(await messagesOf({ ...filled, town: '  Köln ' })).toEqual([]);
    expect(toAddressFields({ ...filled, town: '  Köln ' })).toMatchObject({ town: 'Köln', companyName: null });
  });

  it.each([
    ['de', '5066', 'Bitte geben Sie eine fünfstellige Postleitzahl und einen Ort an.'],
    ['de', '506678', 'Bitte geben Sie eine fünfstellige Postleitzahl und einen Ort an.'],
    ['de', 'ABCDE', 'Bitte geben Sie eine fünfstellige Postleitzahl und einen Ort an.'],
    ['at', '50667', 'Bitte geben Sie eine vierstellige Postleitzahl und einen Ort an.'],
    ['at', '10a0', 'Bitte geben Sie eine vierstellige Postleitzahl und einen Ort an.'],
  ] as const)('refuses the postcode for %s "%s"', async (country, zipCode, message) => {
    expect(await messagesOf({ ...filled, zipCode }, country)).toEqual([message]);
  });

  it('accepts a four-digit postcode for Austria only', async () => {
    expect(await messagesOf({ ...filled, zipCode: '1010', town: 'Wien' }, 'at')).toEqual([]);
    expect(await messagesOf({ ...filled, zipCode: '1010' }, 'de')).toHaveLength(1);
  });

  it('says the shared message once when the street and the number are both missing', async () => {
    expect(await messagesOf({ ...filled, street: '', streetNumber: ' ' })).toEqual(['Bitte geben Sie die Straße und den ort an.']);
    expect(await messagesOf({ ...filled, zipCode: '', town: '' })).toEqual(['Bitte geben Sie eine fünfstellige Postleitzahl und einen Ort an.']);
  });
});
