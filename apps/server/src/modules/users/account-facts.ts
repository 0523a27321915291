/**
 * The few facts about an account that several modules need on every request, read together with
 * the sign-in check (one primary-key lookup of the users table, see auth/authentication.ts), so a
 * request asks the database once for them rather than once per module.
 */
export interface AccountFacts {
  isTemporary: boolean;
  isMortician: boolean;
  maxTemplates: number;
  /** The funeral director's company the person works for, if any. */
  companyId: string | null;
  /** The employee's switch between own and company books (toggle-memory-book-user). */
  actsForCompany: boolean;
}

/** Who acts for a company: an employee of one (the foreign key keeps the id valid) with the switch on. */
export function actingForCompanyId(facts: Pick<AccountFacts, 'companyId' | 'actsForCompany'>): string | null {
  return facts.companyId != null && facts.actsForCompany ? facts.companyId : null;
}
