import type { Config } from '../../../config';
import type { InvoiceSeller } from './invoice-data';

/** The seller printed on every invoice, from the operator's configuration (the imprint's data). */
export function invoiceSellerFrom(config: Config): InvoiceSeller {
  return {
    shopName: config.SHOP_NAME,
    name: config.OPERATOR_NAME,
    street: config.OPERATOR_STREET,
    postalCode: config.OPERATOR_POSTAL_CODE,
    city: config.OPERATOR_CITY,
    country: config.OPERATOR_COUNTRY,
    managingDirector: config.OPERATOR_MANAGING_DIRECTOR,
    register: config.OPERATOR_REGISTER,
    vatId: config.OPERATOR_VAT_ID,
    email: config.SUPPORT_EMAIL,
    phone: config.SUPPORT_PHONE,
    bankName: config.OPERATOR_BANK_NAME,
    iban: config.OPERATOR_IBAN,
    bic: config.OPERATOR_BIC,
  };
}
