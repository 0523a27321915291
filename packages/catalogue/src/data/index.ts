export * from './types';
export { FORMATS } from './formats';
export { PAPERS } from './papers';
export { DESIGNS, DESIGN_GROUPS } from './designs';
export { DELIVERY_COUNTRIES, DELIVERY_COUNTRY_CODES, isDeliveryCountry } from './delivery-countries';
export type { DeliveryCountry, DeliveryCountryRecord } from './delivery-countries';
