import { paths } from '../../config/paths';

/** /verwaltung/bestellungen/EB-2026-00042 */
export const orderPagePath = (orderNumber: string) => paths.backOfficeOrder.replace(':orderNumber', encodeURIComponent(orderNumber));
