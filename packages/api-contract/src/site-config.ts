import { z } from 'zod';

/**
 * Facts about the operator and the shop that come from the server's configuration: the server
 * writes them as JSON into every HTML page, so pre-rendered pages and the running app agree.
 */
export const siteConfigSchema = z.object({
  shopName: z.string(),
  operatorName: z.string(),
  operatorStreet: z.string(),
  operatorPostalCode: z.string(),
  operatorCity: z.string(),
  operatorCountry: z.string(),
  operatorManagingDirector: z.string(),
  operatorRegister: z.string(),
  operatorVatId: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  /** The OpenID Connect issuer the browser signs in with (embedded: this server's /oidc). */
  oidcIssuer: z.string(),
  /** Christmas shipping notice, decided by the server for the day of the request. */
  showChristmasNotice: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
