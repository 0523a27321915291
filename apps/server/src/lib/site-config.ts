import type { SiteConfig } from '@eb/api-contract';
import type { Config } from '../config';

/** The Christmas notice runs from 1 to 24 December, in the shop's own time zone. */
export function isChristmasSeason(now: Date): boolean {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', month: 'numeric', day: 'numeric' }).formatToParts(now);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  const day = Number(parts.find((part) => part.type === 'day')?.value);
  return month === 12 && day <= 24;
}

export function siteConfigFrom(config: Config): (now: Date) => SiteConfig {
  return (now) => ({
    shopName: config.SHOP_NAME,
    operatorName: config.OPERATOR_NAME,
    operatorStreet: config.OPERATOR_STREET,
    operatorPostalCode: config.OPERATOR_POSTAL_CODE,
    operatorCity: config.OPERATOR_CITY,
    operatorCountry: config.OPERATOR_COUNTRY,
    operatorManagingDirector: config.OPERATOR_MANAGING_DIRECTOR,
    operatorRegister: config.OPERATOR_REGISTER,
    operatorVatId: config.OPERATOR_VAT_ID,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE,
    oidcIssuer: config.oidcIssuer,
    showChristmasNotice: isChristmasSeason(now),
  });
}
