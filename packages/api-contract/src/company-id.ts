/**
 * A funeral director's link carries the company's id (`/?bestatter=bestattungen-lindner`): stable,
 * readable, and it reveals nothing but what the header shows anyway (name and logo).
 *
 * Without zod on purpose: the web app reads the link on every page (package export
 * `@eb/api-contract/company-id`), and that script must stay small.
 */
export const REFERRAL_QUERY_PARAMETER = 'bestatter';

/** What a company id looks like (lib/slug.ts readableId makes them). */
export const COMPANY_ID_PATTERN = /^[a-z0-9-]{1,80}$/;
