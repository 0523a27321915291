import { TOGGLE_COMPANY_FAILED, type UserInfo } from '@eb/api-contract';
import type { Database, Executor } from '../../db/client';
import { ConflictError, DomainError, NotFoundError } from '../../lib/domain-errors';
import type { TemporaryTokenSigner } from '../auth/token-signer';
import { createUsersRepository } from './repository';
import type { CompanyRow, UserRow } from './schema';

export interface BookActor {
  userId: string;
  /** Set while a funeral director's employee works in the company's view. */
  actingForCompanyId: string | null;
  isMortician: boolean;
  maxTemplates: number;
  isTemporary: boolean;
}

class NotAvailableError extends DomainError {
  readonly statusCode = 501;
}

/** Trial users and what the app needs to know about the signed-in user (SPEC.md section 3 'User'). */
export function createAccountService(deps: {
  db: Database;
  signTemporaryToken: TemporaryTokenSigner | undefined;
  hasBooks: (userId: string) => Promise<boolean>;
  /** The memorial-pages module's cheap existence check (its memorialPageExists). */
  memorialPageExists: (pageId: string) => Promise<boolean>;
}) {
  const repository = createUsersRepository(deps.db);

  /**
   * SPEC.md lastVisitedPageId: the memorial page the user last came from, so the details step can
   * offer it first. The caller has checked that the page exists.
   */
  async function recordMemorialPageVisit(userId: string, memorialPageId: string, tx?: Executor): Promise<void> {
    await repository.update(userId, { lastVisitedMemorialPageId: memorialPageId }, tx);
  }

  /** SPEC.md 'user-info?memorialPageId': the page the user comes from is remembered when it exists. */
  async function userInfo(userId: string, memorialPageId?: string): Promise<UserInfo> {
    // A page id from a link may be out of date (page removed): then it is simply not remembered.
    if (memorialPageId && (await deps.memorialPageExists(memorialPageId))) await recordMemorialPageVisit(userId, memorialPageId);
    const found = await repository.findWithCompany(userId);
    if (!found) throw new NotFoundError('USER_NOT_FOUND', 'Dieses Kundenkonto gibt es nicht mehr.');
    return toUserInfo(found.user, found.company, await deps.hasBooks(userId));
  }

  return {
    /**
     * SPEC.md 'create': a temporary user and their access token. A visitor coming from a memorial
     * page starts through the workflow start-from-memorial-page, which passes its transaction.
     */
    async createTemporaryUser(tx?: Executor): Promise<{ userId: string; token: string }> {
      if (!deps.signTemporaryToken) {
        throw new NotAvailableError('TRIAL_NOT_AVAILABLE', 'Der Testzugang ist mit dem eingestellten Anmeldedienst nicht möglich.');
      }
      const user = await repository.insert({ isTemporary: true }, tx);
      return { userId: user.id, token: await deps.signTemporaryToken(user.id) };
    },

    userInfo,
    recordMemorialPageVisit,

    /** Who is asking, as the books module needs to know it: whose books they see and what they may do. */
    async bookActor(userId: string): Promise<BookActor> {
      const found = await repository.findWithCompany(userId);
      if (!found) throw new NotFoundError('USER_NOT_FOUND', 'Dieses Kundenkonto gibt es nicht mehr.');
      const { user, company } = found;
      return {
        userId,
        actingForCompanyId: company && user.actsForCompany ? company.id : null,
        isMortician: user.isMortician,
        maxTemplates: user.maxTemplates,
        isTemporary: user.isTemporary,
      };
    },

    /** Addresses and names of book owners for the books module's retention mails: one lookup for all of them. */
    async contactsOf(userIds: readonly string[]): Promise<Map<string, { email: string | null; account: string | null }>> {
      const rows = await repository.findContacts(userIds);
      return new Map(rows.map(({ id, ...contact }) => [id, contact]));
    },

    /** SPEC.md 'toggle-memory-book-user': a funeral director's employee switches between own and company books. */
    async toggleCompanyBooks(userId: string): Promise<UserInfo> {
      const found = await repository.findWithCompany(userId);
      if (!found?.company) throw new ConflictError('TOGGLE_NOT_POSSIBLE', TOGGLE_COMPANY_FAILED);
      await repository.update(userId, { actsForCompany: !found.user.actsForCompany });
      return userInfo(userId);
    },
  };
}

function toUserInfo(user: UserRow, company: CompanyRow | null, hasBooks: boolean): UserInfo {
  const isEmailConfirmed = user.emailConfirmedAt != null;
  return {
    account: user.account,
    email: user.email,
    isMortician: user.isMortician,
    morticianName: company?.name ?? user.morticianName,
    morticianLogoSrc: company?.logoSrc ?? null,
    maxTemplates: user.maxTemplates,
    isTemporary: user.isTemporary,
    isEmailConfirmed,
    hasBooks,
    lastVisitedPageId: user.lastVisitedMemorialPageId,
    morticianId: company?.id ?? null,
    isMorticianUser: company != null && user.actsForCompany,
    canBeMorticianUser: company != null,
    // SPEC.md section 5: ordering needs a confirmed e-mail and a non-temporary user.
    mayOrderBooks: !user.isTemporary && isEmailConfirmed,
    isOperator: user.isOperator,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
