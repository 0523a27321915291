import type { UserInfo } from '@eb/api-contract';
import type { Database } from '../../db/client';
import { DomainError, NotFoundError } from '../../lib/domain-errors';
import type { TemporaryTokenSigner } from '../auth/token-signer';
import { createUsersRepository } from './repository';
import type { UserRow } from './schema';

class NotAvailableError extends DomainError {
  readonly statusCode = 501;
}

/** Trial users and what the app needs to know about the signed-in user (SPEC.md section 3 'User'). */
export function createAccountService(deps: { db: Database; signTemporaryToken: TemporaryTokenSigner | undefined; hasBooks: (userId: string) => Promise<boolean> }) {
  const repository = createUsersRepository(deps.db);

  return {
    async createTemporaryUser(): Promise<{ token: string }> {
      if (!deps.signTemporaryToken) {
        throw new NotAvailableError('TRIAL_NOT_AVAILABLE', 'Der Testzugang ist mit dem eingestellten Anmeldedienst nicht möglich.');
      }
      const user = await repository.insert({ isTemporary: true });
      return { token: await deps.signTemporaryToken(user.id) };
    },

    async userInfo(userId: string): Promise<UserInfo> {
      const user = await repository.findById(userId);
      if (!user) throw new NotFoundError('USER_NOT_FOUND', 'Dieses Kundenkonto gibt es nicht mehr.');
      return toUserInfo(user, await deps.hasBooks(userId));
    },
  };
}

export function toUserInfo(user: UserRow, hasBooks: boolean): UserInfo {
  const isEmailConfirmed = user.emailConfirmedAt != null;
  return {
    account: user.account,
    email: user.email,
    isMortician: user.isMortician,
    morticianName: user.morticianName,
    maxTemplates: user.maxTemplates,
    isTemporary: user.isTemporary,
    isEmailConfirmed,
    hasBooks,
    // Memorial-page visits and funeral directors' companies arrive with their issues.
    lastVisitedPageId: null,
    morticianId: null,
    isMorticianUser: false,
    canBeMorticianUser: false,
    // SPEC.md section 5: ordering needs a confirmed e-mail and a non-temporary user.
    mayOrderBooks: !user.isTemporary && isEmailConfirmed,
    isOperator: user.isOperator,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
