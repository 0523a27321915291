import type { CompanyBrand } from '@eb/api-contract';
// The zod-free part of the contract: this file is part of every page.
import { COMPANY_ID_PATTERN as COMPANY_ID, REFERRAL_QUERY_PARAMETER } from '@eb/api-contract/company-id';
import { createStore, useStore } from './external-store';

/**
 * The funeral director a visitor came through (SPEC.md section 2 'Layout': the referring mortician's
 * logo and name in the header): from the director's link (`/?bestatter={companyId}`) or a memorial
 * page the director's company looks after. Kept for the visit in session storage and passed on when
 * the account is made, which stores it for good.
 * The first one wins, as on the server. Plain fetch, no zod: this is part of every page.
 */
const STORAGE_KEY = 'referral';

function isBrand(value: unknown): value is CompanyBrand {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, logoSrc } = value as Record<string, unknown>;
  return typeof id === 'string' && COMPANY_ID.test(id) && typeof name === 'string' && (logoSrc === null || typeof logoSrc === 'string');
}

function read(): CompanyBrand | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return isBrand(stored) ? stored : null;
  } catch {
    // No session storage (pre-rendering, storage blocked) or something unreadable in it.
    return null;
  }
}

const referralStore = createStore<CompanyBrand | null>(read());
const asked = new Set<string>();

export const useReferral = () => useStore(referralStore);

/** The remembered company's id, for the trial start and the registration. */
export const referringCompanyId = (): string | undefined => referralStore.get()?.id;

/** Remembers a director's company for the visit, unless one is remembered already; unknown ids are ignored. */
export async function rememberReferral(companyId: string | null | undefined): Promise<void> {
  if (!companyId || !COMPANY_ID.test(companyId) || referralStore.get() || asked.has(companyId)) return;
  asked.add(companyId);
  const response = await fetch(`/api/companies/${companyId}/brand`, { headers: { accept: 'application/json' } }).catch(() => null);
  if (!response?.ok) return;
  const brand: unknown = await response.json().catch(() => null);
  if (!isBrand(brand) || referralStore.get()) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(brand));
  } catch {
    // Storage full or blocked: the header still shows it on this page.
  }
  referralStore.set(brand);
}

/** The director's link: `?bestatter={companyId}` on any page. */
export function captureReferral(search: string): void {
  void rememberReferral(new URLSearchParams(search).get(REFERRAL_QUERY_PARAMETER));
}
