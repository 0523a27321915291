import { z } from 'zod';
import { addressFieldsFor, shippingCountrySchema, type ShippingCountry } from './shipping-addresses';

/**
 * Basket, checkout and orders (issue 15; SPEC.md sections 2, 4, 7, 8 and 9):
 * - POST /api/books/reservation reserves the ticked books and answers the reservation id;
 * - GET /api/books/cancelreservation/{id} frees them again;
 * - GET /api/orders/checkout/{reservationId} is what the checkout page /warenkorb/{id} shows;
 * - POST /api/orders places the order for a reservation (idempotent: one order per reservation).
 * The back office's calls are in back-office.ts.
 */

export const ORDER_MESSAGES = {
  // SPEC.md section 8, word for word.
  staleList:
    'Die angezeigte Liste wurde an einem anderen Arbeitsplatz bearbeitet. Aktualisieren Sie die Liste, um zu sehen, ob fertige Bücher bereits bestellt wurden.',
  notAllowed: 'Sie können Ihre Erinnerungsbücher erst bestellen, wenn Sie sich registriert und Ihr Kundenkonto bestätigt haben.',
  noBooks: 'Bitte wählen Sie mindestens ein fertiges Buch für den Warenkorb aus.',
  tooManyBooks: 'Bitte bestellen Sie höchstens 50 verschiedene Bücher auf einmal.',
  reservationNotFound: 'Dieser Warenkorb wurde nicht gefunden.',
  reservationGone:
    'Dieser Warenkorb ist nicht mehr gültig: Er wurde abgebrochen, ist abgelaufen oder wurde bereits bestellt. Bitte legen Sie die Bücher in „Meine Bücher“ erneut in den Warenkorb.',
  termsRequired: 'Bitte bestätigen Sie, dass Sie die AGB gelesen haben und ihnen zustimmen.',
  quantity: 'Bitte geben Sie eine Anzahl von 1 bis 99 an.',
  quantitiesMismatch: 'Die Bücher der Bestellung passen nicht zu diesem Warenkorb. Bitte laden Sie die Seite neu.',
  addressRequired: 'Bitte wählen Sie eine Lieferanschrift.',
  companyNotFound: 'Dieses Unternehmen gehört nicht zu Ihren Kunden.',
  shippingAddressNotFound: 'Diese Lieferanschrift gibt es nicht.',
  country: 'Wir liefern nach Deutschland und Österreich.',
  orderNotFound: 'Diese Bestellung wurde nicht gefunden.',
  // Not in SPEC.md: a simultaneous change collided with the order (nothing was ordered).
  busy: 'Ihre Bestellung konnte gerade nicht gespeichert werden, weil zur selben Zeit an diesen Büchern gearbeitet wurde. Es wurde nichts bestellt. Bitte versuchen Sie es noch einmal.',
} as const;

/** A reservation (and so a checkout) holds its books this long; then it expires and frees them. */
export const RESERVATION_MINUTES = 60;
/** One basket holds at most this many different books. */
export const MAX_BOOKS_PER_ORDER = 50;

const bookPkSchema = z.number().int().positive().max(2_147_483_647);

/** SPEC.md section 7: POST /api/books/reservation. `state` is what the list showed (1, 2 or 3). */
export const reservationRequestSchema = z.object({
  bookStates: z
    .array(z.object({ bookPk: bookPkSchema, state: z.number().int().min(1).max(3) }), { error: ORDER_MESSAGES.noBooks })
    .min(1, { error: ORDER_MESSAGES.noBooks })
    .max(MAX_BOOKS_PER_ORDER, { error: ORDER_MESSAGES.tooManyBooks }),
  /** The company ordered for (its rapid id), or null for a private order. */
  customerRapidId: z.string().trim().min(1).max(64).nullable(),
  /** A company's shipping address; 0 (NO_SHIPPING_ADDRESS_ID) when none is chosen (private order). */
  shippingAddressId: z.number().int().min(0).max(2_147_483_647),
});
export type ReservationRequest = z.infer<typeof reservationRequestSchema>;

export const reservationIdSchema = z.uuid({ error: ORDER_MESSAGES.reservationNotFound });
export const reservationParamsSchema = z.object({ id: reservationIdSchema });
export const reservationCreatedSchema = z.object({ reservationId: z.uuid() });
export type ReservationCreated = z.infer<typeof reservationCreatedSchema>;

const finishNameSchema = z.enum(['matt', 'glossy']);

/** A postal address as an order keeps it (no label): billing, and delivery for a private order. */
export const postalAddressSchema = z.object({
  salutation: z.enum(['female', 'male']).nullable(),
  companyName: z.string().nullable(),
  firstNames: z.string(),
  lastName: z.string(),
  street: z.string(),
  streetNumber: z.string(),
  zipCode: z.string(),
  town: z.string(),
  country: shippingCountrySchema,
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** The billing address as entered at checkout: SPEC.md section 5's fields and messages, the postcode checked for its country. */
export function billingAddressInputFor(country: ShippingCountry) {
  return addressFieldsFor(country)
    .omit({ name: true })
    .extend({ country: z.literal(country, { error: ORDER_MESSAGES.country }) });
}

/** The billing address of either country, each with its own postcode rule. */
export const billingAddressInputSchema = z.discriminatedUnion('country', [billingAddressInputFor('de'), billingAddressInputFor('at')], {
  error: ORDER_MESSAGES.country,
});
export type BillingAddressInput = z.input<typeof billingAddressInputSchema>;

/** One book on the checkout page: what it is and what one copy costs today. */
export const checkoutLineSchema = z.object({
  bookPk: z.number().int(),
  title: z.string(),
  /** The rendered cover (as on /buecher), or null while it is drawn. */
  previewImageUrl: z.string().nullable(),
  productCode: z.string(),
  formatName: z.string(),
  paperName: z.string(),
  coverFinish: finishNameSchema,
  pagesFinish: finishNameSchema,
  pages: z.number().int(),
  unitPriceCents: z.number().int(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

export const checkoutSchema = z.object({
  reservationId: z.uuid(),
  expiresAt: z.string(),
  lines: z.array(checkoutLineSchema),
  /** null: a private order; the delivery then goes to the billing address. */
  company: z.object({ id: z.string(), name: z.string(), country: shippingCountrySchema }).nullable(),
  /** The company's chosen shipping address (a copy of it), or null for a private order. */
  shippingAddress: postalAddressSchema.extend({ id: z.number().int(), name: z.string() }).nullable(),
  /** The billing address of the caller's (or the company's) last order, to fill the form; null the first time. */
  billingAddressSuggestion: postalAddressSchema.nullable(),
  /** The countries delivery is possible to for this order: the company's only, or both for a private order. */
  deliveryCountries: z.array(shippingCountrySchema),
  email: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const paymentMethodSchema = z.enum(['invoice']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** POST /api/orders: place the order of a reservation; a second call for the same reservation answers the same order. */
export const placeOrderSchema = z.object({
  reservationId: reservationIdSchema,
  quantities: z
    .array(z.object({ bookPk: bookPkSchema, quantity: z.number({ error: ORDER_MESSAGES.quantity }).int({ error: ORDER_MESSAGES.quantity }).min(1, { error: ORDER_MESSAGES.quantity }).max(99, { error: ORDER_MESSAGES.quantity }) }))
    .min(1, { error: ORDER_MESSAGES.quantitiesMismatch })
    .max(MAX_BOOKS_PER_ORDER, { error: ORDER_MESSAGES.quantitiesMismatch }),
  /** For a company order the country must be the company's; for a private one it is where the books go. */
  billingAddress: billingAddressInputSchema,
  paymentMethod: paymentMethodSchema,
  acceptTerms: z.literal(true, { error: ORDER_MESSAGES.termsRequired }),
});
export type PlaceOrder = z.infer<typeof placeOrderSchema>;

/** German names of the statuses (issue 15 item 5), in their order. */
export const ORDER_STATUSES = ['received', 'confirmed', 'in_production', 'shipped', 'cancelled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  received: 'eingegangen',
  confirmed: 'bestätigt',
  in_production: 'in Produktion',
  shipped: 'versandt',
  cancelled: 'storniert',
};

export const orderLineSchema = z.object({
  id: z.number().int(),
  bookPk: z.number().int().nullable(),
  title: z.string(),
  productCode: z.string(),
  formatName: z.string(),
  paperName: z.string(),
  coverFinish: finishNameSchema,
  pagesFinish: finishNameSchema,
  pages: z.number().int(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** What the customer sees of a placed order (the answer of POST /api/orders). */
export const orderSummarySchema = z.object({
  orderNumber: z.string(),
  status: orderStatusSchema,
  placedAt: z.string(),
  email: z.string(),
  lines: z.array(orderLineSchema),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  vatRatePercent: z.number().int(),
  vatCents: z.number().int(),
  billingAddress: postalAddressSchema,
  deliveryAddress: postalAddressSchema,
  paymentMethod: paymentMethodSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
