import { z } from 'zod';
import { COMPANY_ID_PATTERN } from './company-id';

export { COMPANY_ID_PATTERN, REFERRAL_QUERY_PARAMETER } from './company-id';

export const COMPANY_NOT_FOUND = 'Dieses Bestattungsunternehmen gibt es nicht.';

export const companyIdSchema = z.string({ error: COMPANY_NOT_FOUND }).regex(COMPANY_ID_PATTERN, { error: COMPANY_NOT_FOUND });

export const companyBrandParamsSchema = z.object({ companyId: companyIdSchema });

/** What anyone may see of a funeral director's company: the header's name and logo. */
export const companyBrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A path under the web app or an https URL; null when the company has no logo. */
  logoSrc: z.string().nullable(),
});
export type CompanyBrand = z.infer<typeof companyBrandSchema>;
