import { ForbiddenError } from '../lib/domain-errors';
import type { UsersRepository } from '../modules/users/repository';

const OPERATORS_ONLY = 'Dieser Bereich ist dem Betrieb vorbehalten.';

/** The operators' API is for the shop's staff (OPERATOR_ACCOUNTS) only. */
export async function requireOperator(users: UsersRepository, userId: string): Promise<void> {
  const caller = await users.findById(userId);
  if (!caller?.isOperator) throw new ForbiddenError('OPERATORS_ONLY', OPERATORS_ONLY);
}
