import { TOGGLE_COMPANY_FAILED, type UserInfo } from '@eb/api-contract';
import type { Database } from '../../db/client';
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

/** What the account service asks the memorial-pages module (its service, wired in app.ts). */
export interface MemorialPagesForAccounts {
  /**
   * The takeover of GET update-memorial-page-id, which also remembers the page as the last visited
   * one (recordMemorialPageVisit); throws NotFoundError for an unknown page.
   */
  takeOver: (userId: string, pageId: string) => Promise<unknown>;
  /** Resolves when the page exists; throws NotFoundError when not. */
  require: (pageId: string) => Promise<unknown>;
}

/** Trial users and what the app needs to know about the signed-in user (SPEC.md section 3 'User'). */
export function createAccountService(deps: {
  db: Database;
  signTemporaryToken: TemporaryTokenSigner | undefined;
  hasBooks: (userId: string) => Promise<boolean>;
  /** Always wired by the module (index.ts); a test of other account functions may leave it out. */
  memorialPages?: MemorialPagesForAccounts;
}) {
  const repository = createUsersRepository(deps.db);

  /** A page id from a link may be out of date (page removed): then it is simply not remembered. */
  async function ignoringUnknownPage(run: () => Promise<unknown>): Promise<boolean> {
    try {
      await run();
      return true;
    } catch (error) {
      if (error instanceof NotFoundError) return false;
      throw error;
    }
  }

  return {
    /**
     * SPEC.md 'create?memorialPageId': a visitor coming from a memorial page starts with that page
     * taken over, as if signed in, so the book can be linked to it at once.
     */
    async createTemporaryUser(memorialPageId?: string): Promise<{ token: string }> {
      if (!deps.signTemporaryToken) {
        throw new NotAvailableError('TRIAL_NOT_AVAILABLE', 'Der Testzugang ist mit dem eingestellten Anmeldedienst nicht möglich.');
      }
      const user = await repository.insert({ isTemporary: true });
      const pages = deps.memorialPages;
      if (pages && memorialPageId) await ignoringUnknownPage(() => pages.takeOver(user.id, memorialPageId));
      return { token: await deps.signTemporaryToken(user.id) };
    },

    /** SPEC.md 'user-info?memorialPageId': the page the user comes from is remembered when it exists. */
    async userInfo(userId: string, memorialPageId?: string): Promise<UserInfo> {
      const pages = deps.memorialPages;
      if (pages && memorialPageId && (await ignoringUnknownPage(() => pages.require(memorialPageId)))) {
        await this.recordMemorialPageVisit(userId, memorialPageId);
      }
      const found = await repository.findWithCompany(userId);
      if (!found) throw new NotFoundError('USER_NOT_FOUND', 'Dieses Kundenkonto gibt es nicht mehr.');
      return toUserInfo(found.user, found.company, await deps.hasBooks(userId));
    },

    /**
     * SPEC.md lastVisitedPageId: the memorial page the user last came from, so the details step can
     * offer it first. The caller has checked that the page exists and may be linked.
     */
    async recordMemorialPageVisit(userId: string, memorialPageId: string): Promise<void> {
      await repository.update(userId, { lastVisitedMemorialPageId: memorialPageId });
    },

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
      return this.userInfo(userId);
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
