import type { FuneralDirector, FuneralDirectorUpdate } from '@eb/api-contract';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { ConflictError, InvalidInputError, NotFoundError } from '../lib/domain-errors';
import { readableId } from '../lib/slug';
import { createUsersRepository } from '../modules/users/repository';
import { companies } from '../modules/users/schema';
import { requireOperator } from './require-operator';

const UNCONFIRMED = 'Dieses Kundenkonto hat seine E-Mail-Adresse noch nicht bestätigt. Bestatter und Mitarbeiter eines Unternehmens kann erst werden, wer seine Adresse bestätigt hat.';
const COMPANY_NOT_MADE = 'Das Unternehmen konnte gerade nicht angelegt werden. Bitte versuchen Sie es noch einmal.';

/**
 * The shop's staff make a customer a funeral director (SPEC.md 'Mortician'): the template allowance
 * (maxTemplates, per user) and the company whose books the employees share. Spans users and
 * companies, hence a workflow.
 */
export function createFuneralDirectorsWorkflow(deps: { db: Database }) {
  const users = createUsersRepository(deps.db);

  return {
    async update(operatorId: string, account: string, input: FuneralDirectorUpdate): Promise<FuneralDirector> {
      await requireOperator(users, operatorId);
      const user = await users.findByAccountOrEmail(account);
      if (!user?.account) throw new NotFoundError('USER_NOT_FOUND', 'Dieses Kundenkonto gibt es nicht.');
      if (user.isTemporary) throw new InvalidInputError('USER_TEMPORARY', 'Ein Testzugang kann kein Bestatter sein.');
      // Decision 009: a trusted role needs a proven address (anyone may register with any address).
      if (!user.emailConfirmedAt) throw new ConflictError('USER_EMAIL_UNCONFIRMED', UNCONFIRMED);
      return deps.db.transaction(async (tx) => {
        const company = input.companyName ? await companyNamed(tx, input.companyName) : null;
        // Leaving a company also leaves its view; the person's own books are there as before.
        await users.update(user.id, { isMortician: true, maxTemplates: input.maxTemplates, companyId: company?.id ?? null, ...(company ? {} : { actsForCompany: false }) }, tx);
        return { account: user.account ?? account, isMortician: true, maxTemplates: input.maxTemplates, companyId: company?.id ?? null, companyName: company?.name ?? null };
      });
    },
  };
}

export type FuneralDirectorsWorkflow = ReturnType<typeof createFuneralDirectorsWorkflow>;

/**
 * The company of this name (any case), made on first use with a readable id. Names are unique
 * (companies_name_lower_unique): two operators naming a new company at once get the same one, as
 * the insert waits for the other and then does nothing, and the second lookup sees its row.
 */
export async function companyNamed(tx: Executor, name: string) {
  // PostgreSQL's lower() on both sides, as in the unique index: JavaScript lowers some letters ('İ') differently.
  const byName = async () => (await tx.select().from(companies).where(sql`lower(${companies.name}) = lower(${name})`))[0];
  const existing = await byName();
  if (existing) return existing;
  const [created] = await tx
    .insert(companies)
    .values({ id: readableId(name, 'unternehmen', 40), name })
    .onConflictDoNothing()
    .returning();
  const company = created ?? (await byName());
  // Nothing made and nothing found: the id was taken by chance; the operator may simply try again.
  if (!company) throw new ConflictError('COMPANY_NOT_MADE', COMPANY_NOT_MADE);
  return company;
}
