import type { Database } from '../db/client';
import { ForbiddenError } from '../lib/domain-errors';
import { createUsersRepository, type UsersRepository } from '../modules/users/repository';

const OPERATORS_ONLY = 'Dieser Bereich ist dem Betrieb vorbehalten.';

/** The operators' API is for the shop's staff (OPERATOR_ACCOUNTS) only. */
export async function requireOperator(users: UsersRepository, userId: string): Promise<void> {
  const caller = await users.findById(userId);
  if (!caller?.isOperator) throw new ForbiddenError('OPERATORS_ONLY', OPERATORS_ONLY);
}

/** For modules with an operators' area (the back office): the operator's id and account (kept in audits), else 403. */
export function operatorCheck(db: Database): (userId: string) => Promise<{ userId: string; account: string }> {
  const users = createUsersRepository(db);
  return async (userId) => {
    const caller = await users.findById(userId);
    if (!caller?.isOperator) throw new ForbiddenError('OPERATORS_ONLY', OPERATORS_ONLY);
    return { userId, account: caller.account ?? caller.email ?? userId };
  };
}
