import { z } from 'zod';
import { companyIdSchema } from './companies';

/**
 * Shipping addresses of a funeral director's company (issue 15 item 4; SPEC.md sections 3, 4, 5, 7
 * and 8): GET /api/users/customer-infos lists the companies the caller works for, GET
 * shipping-addresses-by-rapid-id/{companyId} their addresses, GET/DELETE shipping-addresses/{id} one,
 * POST shipping-addresses/{companyId} adds one (id null), PUT shipping-addresses/ changes one (id > 0).
 */
/** Addresses one company may keep: enough for every branch, never an unbounded table. */
export const MAX_SHIPPING_ADDRESSES_PER_COMPANY = 200;

export const SHIPPING_ADDRESS_MESSAGES = {
  // SPEC.md section 5 'Address form', word for word (the small "ort" too).
  name: 'Bitte geben Sie der Adresse eine Bezeichnung.',
  salutation: 'Die Anrede ist erforderlich.',
  firstNames: 'Ein Vorname ist erforderlich.',
  lastName: 'Der Nachname ist erforderlich.',
  street: 'Bitte geben Sie die Straße und den ort an.',
  zipAndTownDe: 'Bitte geben Sie eine fünfstellige Postleitzahl und einen Ort an.',
  // Beyond the original: Austria's postcodes have four digits, said in the same words.
  zipAndTownAt: 'Bitte geben Sie eine vierstellige Postleitzahl und einen Ort an.',
  tooLong: (max: number) => `Bitte max. ${max} Zeichen eingeben.`,
  controlCharacters: 'Bitte verwenden Sie nur druckbare Zeichen.',
  notFound: 'Diese Lieferanschrift gibt es nicht.',
  companyNotFound: 'Dieses Unternehmen gehört nicht zu Ihren Kunden.',
  registeredOnly: 'Lieferanschriften können Sie verwalten, sobald Sie sich registriert haben.',
  tooMany: `Für dieses Unternehmen sind schon ${MAX_SHIPPING_ADDRESSES_PER_COMPANY} Lieferanschriften gespeichert. Bitte löschen Sie zuerst nicht mehr benötigte.`,
  idRequired: 'Zum Ändern wird die Nummer der Lieferanschrift benötigt.',
} as const;

/** Delivery goes only to the billing address's country (SPEC.md section 5), which is the company's. */
export const shippingCountrySchema = z.enum(['de', 'at']);
export type ShippingCountry = z.infer<typeof shippingCountrySchema>;

export const SHIPPING_ADDRESS_LIMITS = { name: 100, firstNames: 100, lastName: 100, companyName: 150, street: 150, streetNumber: 20, town: 100 } as const;

const ZIP_PATTERN: Record<ShippingCountry, RegExp> = { de: /^\d{5}$/, at: /^\d{4}$/ };

/** Whether a postcode fits the country (5 digits in Germany, 4 in Austria). */
export function isValidZipCode(country: ShippingCountry, zipCode: string): boolean {
  return ZIP_PATTERN[country].test(zipCode.trim());
}

/** The one message for a missing or wrong postcode or town, in the country's words. */
export function zipAndTownMessage(country: ShippingCountry): string {
  return country === 'at' ? SHIPPING_ADDRESS_MESSAGES.zipAndTownAt : SHIPPING_ADDRESS_MESSAGES.zipAndTownDe;
}

// Tabs, line breaks and other control characters have no place on a parcel label.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;

/** A required line of the address: trimmed, not empty, printable, bounded. */
function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: SHIPPING_ADDRESS_MESSAGES.tooLong(max) })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: SHIPPING_ADDRESS_MESSAGES.controlCharacters });
}

/** A line whose required-ness is checked later (with the country's message); bounded and printable. */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: SHIPPING_ADDRESS_MESSAGES.tooLong(max) })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: SHIPPING_ADDRESS_MESSAGES.controlCharacters })
    .default('');
}

/**
 * The fields of an address as entered (SPEC.md section 5): all required except companyName. The
 * postcode's length depends on the company's country, so postcode and town are checked by
 * `addressFieldsFor(country)` (form and server alike), with that country's message.
 */
const addressFieldsShape = {
  name: requiredText(SHIPPING_ADDRESS_MESSAGES.name, SHIPPING_ADDRESS_LIMITS.name),
  salutation: z.enum(['female', 'male'], { error: SHIPPING_ADDRESS_MESSAGES.salutation }),
  firstNames: requiredText(SHIPPING_ADDRESS_MESSAGES.firstNames, SHIPPING_ADDRESS_LIMITS.firstNames),
  lastName: requiredText(SHIPPING_ADDRESS_MESSAGES.lastName, SHIPPING_ADDRESS_LIMITS.lastName),
  companyName: z
    .string()
    .trim()
    .max(SHIPPING_ADDRESS_LIMITS.companyName, { error: SHIPPING_ADDRESS_MESSAGES.tooLong(SHIPPING_ADDRESS_LIMITS.companyName) })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: SHIPPING_ADDRESS_MESSAGES.controlCharacters })
    .nullish()
    .transform((value) => value || null),
  street: requiredText(SHIPPING_ADDRESS_MESSAGES.street, SHIPPING_ADDRESS_LIMITS.street),
  streetNumber: requiredText(SHIPPING_ADDRESS_MESSAGES.street, SHIPPING_ADDRESS_LIMITS.streetNumber),
  // Required, but with the country's message: addressFieldsFor(country) checks them (the server once it knows the company).
  zipCode: optionalText(10),
  town: optionalText(SHIPPING_ADDRESS_LIMITS.town),
};

export const shippingAddressFieldsSchema = z.object(addressFieldsShape);
export type ShippingAddressFields = z.output<typeof shippingAddressFieldsSchema>;

/** The fields with the postcode checked for the company's country and the country's message. */
export function addressFieldsFor(country: ShippingCountry) {
  const message = zipAndTownMessage(country);
  return z.object({
    ...addressFieldsShape,
    zipCode: z
      .string({ error: message })
      .trim()
      .refine((value) => isValidZipCode(country, value), { error: message }),
    town: requiredText(message, SHIPPING_ADDRESS_LIMITS.town),
  });
}

/** POST shipping-addresses/{companyId}: a new address (SPEC.md: id null). */
export const createShippingAddressSchema = shippingAddressFieldsSchema.extend({
  id: z.null({ error: 'Eine neue Lieferanschrift hat noch keine Nummer.' }).optional(),
});
export type CreateShippingAddress = z.input<typeof createShippingAddressSchema>;

/** SPEC.md section 4: in a select of addresses, id 0 is the disabled "please choose" entry, never an address. */
export const NO_SHIPPING_ADDRESS_ID = 0;

/** A stored address's number; 0 is the disabled "please choose" entry of a select, never an address. */
export const shippingAddressIdSchema = z.coerce
  .number({ error: SHIPPING_ADDRESS_MESSAGES.notFound })
  .int({ error: SHIPPING_ADDRESS_MESSAGES.notFound })
  .positive({ error: SHIPPING_ADDRESS_MESSAGES.notFound })
  .max(2_147_483_647, { error: SHIPPING_ADDRESS_MESSAGES.notFound });

/** PUT shipping-addresses/: the changed address (SPEC.md: id above 0); its company stays. */
export const updateShippingAddressSchema = shippingAddressFieldsSchema.extend({
  id: z
    .number({ error: SHIPPING_ADDRESS_MESSAGES.idRequired })
    .int({ error: SHIPPING_ADDRESS_MESSAGES.idRequired })
    .positive({ error: SHIPPING_ADDRESS_MESSAGES.idRequired })
    .max(2_147_483_647, { error: SHIPPING_ADDRESS_MESSAGES.idRequired }),
});
export type UpdateShippingAddress = z.input<typeof updateShippingAddressSchema>;

export const shippingAddressIdParamsSchema = z.object({ id: shippingAddressIdSchema });
export const shippingAddressCompanyParamsSchema = z.object({ companyId: companyIdSchema });

/** SPEC.md section 3 'Shipping address'. */
export const shippingAddressSchema = z.object({
  id: z.number().int(),
  companyId: z.string(),
  name: z.string(),
  salutation: z.enum(['female', 'male']),
  firstNames: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  street: z.string(),
  streetNumber: z.string(),
  zipCode: z.string(),
  town: z.string(),
  /** Shipping only to the company's (the billing address's) country. */
  country: shippingCountrySchema,
  /** The "neu" marker: added in the last 14 days and not yet used for an order (decision 039). */
  isNew: z.boolean(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const shippingAddressListSchema = z.array(shippingAddressSchema);

/** SPEC.md section 3 'CustomerInfo': a company the caller works for. */
export const customerInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: shippingCountrySchema,
  hasNewAddress: z.boolean(),
  hasAnyAddress: z.boolean(),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

export const customerInfoListSchema = z.array(customerInfoSchema);
