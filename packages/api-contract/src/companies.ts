import { z } from 'zod';

/**
 * A funeral director's link carries the company's id (`/?bestatter=bestattungen-lindner`): stable,
 * readable, and it reveals nothing but what the header shows anyway (name and logo).
 */
export const REFERRAL_QUERY_PARAMETER = 'bestatter';

export const COMPANY_NOT_FOUND = 'Dieses Bestattungsunternehmen gibt es nicht.';

export const companyIdSchema = z.string({ error: COMPANY_NOT_FOUND }).regex(/^[a-z0-9-]{1,80}$/, { error: COMPANY_NOT_FOUND });

export const companyBrandParamsSchema = z.object({ companyId: companyIdSchema });

/** What anyone may see of a funeral director's company: the header's name and logo. */
export const companyBrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A path under the web app or an https URL; null when the company has no logo. */
  logoSrc: z.string().nullable(),
});
export type CompanyBrand = z.infer<typeof companyBrandSchema>;
