import { randomBytes } from 'node:crypto';
import type { FuneralDirector, FuneralDirectorUpdate } from '@eb/api-contract';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { InvalidInputError, NotFoundError } from '../lib/domain-errors';
import { slug } from '../lib/slug';
import { createUsersRepository } from '../modules/users/repository';
import { companies } from '../modules/users/schema';
import { requireOperator } from './require-operator';

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

/** The company of this name (any case), made on first use with a readable id. */
async function companyNamed(tx: Executor, name: string) {
  const [existing] = await tx.select().from(companies).where(sql`lower(${companies.name}) = ${name.toLowerCase()}`);
  if (existing) return existing;
  const [created] = await tx
    .insert(companies)
    .values({ id: `${slug(name).slice(0, 40) || 'unternehmen'}-${randomBytes(3).toString('hex')}`, name })
    .returning();
  if (!created) throw new Error('company insert returned nothing');
  return created;
}
