import { COMPANY_NOT_FOUND, TOGGLE_COMPANY_FAILED, type CompanyBrand, type UserInfo } from '@eb/api-contract';
import type { Database, Executor } from '../../db/client';
import { ConflictError, DomainError, NotFoundError } from '../../lib/domain-errors';
import type { TemporaryTokenSigner } from '../auth/token-signer';
import { actingForCompanyId, type AccountFacts } from './account-facts';
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
    return toUserInfo(found.user, found.company, await deps.hasBooks(userId), found.referringCompany);
  }

  /**
   * The funeral director's company a person came through (a director's link, a page the company
   * looks after): noted once, the first wins; an unknown company is ignored.
   */
  async function noteReferringCompany(userId: string, companyId: string, tx?: Executor): Promise<void> {
    await repository.noteReferringCompany(userId, companyId, tx);
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
    noteReferringCompany,

    /** For a visitor without an account: what the header shows of a director's company. */
    async companyBrand(companyId: string): Promise<CompanyBrand> {
      const brand = await repository.findCompanyBrand(companyId);
      if (!brand) throw new NotFoundError('COMPANY_NOT_FOUND', COMPANY_NOT_FOUND);
      return brand;
    },

    /** Who places an order (asked inside its transaction): the address the order's mails go to, and whether they may order (SPEC.md section 5). */
    async ordererOf(userId: string, tx?: Executor): Promise<{ email: string | null; mayOrderBooks: boolean }> {
      const user = await repository.findById(userId, tx);
      if (!user) return { email: null, mayOrderBooks: false };
      return { email: user.email, mayOrderBooks: mayOrderBooks(user) };
    },

    /** The account facts of a user outside a request (the cart, asked inside the order's transaction); undefined when gone. */
    accountFacts: async (userId: string, tx?: Executor): Promise<AccountFacts | undefined> => (await repository.signInState(userId, tx))?.account,

    /** A company's name and country, or undefined when it does not exist (the shipping addresses ask). */
    companyCountry: (companyId: string, tx?: Executor) => repository.findCompanyCountry(companyId, tx),

    /**
     * Who is asking, as the books module needs to know it: whose books they see and what they may do.
     * From the facts the sign-in check of this request already read (no query), else by a lookup.
     */
    async bookActor(userId: string, known?: AccountFacts): Promise<BookActor> {
      const account = known ?? (await repository.signInState(userId))?.account;
      if (!account) throw new NotFoundError('USER_NOT_FOUND', 'Dieses Kundenkonto gibt es nicht mehr.');
      return {
        userId,
        actingForCompanyId: actingForCompanyId(account),
        isMortician: account.isMortician,
        maxTemplates: account.maxTemplates,
        isTemporary: account.isTemporary,
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

/** SPEC.md section 5: ordering needs a registered (not temporary) user with a confirmed e-mail address. */
function mayOrderBooks(user: UserRow): boolean {
  return !user.isTemporary && user.emailConfirmedAt != null && user.email != null;
}

function toUserInfo(user: UserRow, company: CompanyRow | null, hasBooks: boolean, referringCompany: CompanyBrand | null): UserInfo {
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
    isMorticianUser: actingForCompanyId(user) != null,
    canBeMorticianUser: company != null,
    mayOrderBooks: mayOrderBooks(user),
    isOperator: user.isOperator,
    referringCompany,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
