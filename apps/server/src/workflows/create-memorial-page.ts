import type { MemorialPageCompany, MemorialPageCompanyUpdate, MemorialPageCreate, OperatorMemorialPage } from '@eb/api-contract';
import type { Database, Executor } from '../db/client';
import { ConflictError, InvalidInputError, NotFoundError } from '../lib/domain-errors';
import { readableId } from '../lib/slug';
import { isUniqueViolation } from '../lib/unique-violation';
import type { MailContent } from '../modules/mail/mail-layout';
import type { MailService } from '../modules/mail/service';
import { memorialPagesForOperators } from '../modules/memorial-pages';
import { DAY_MS, issueActionToken } from '../modules/users/action-tokens';
import type { AccountService } from '../modules/users/account-service';
import { createUsersRepository } from '../modules/users/repository';
import type { UserRow } from '../modules/users/schema';
import { requireOperator as requireOperatorOf } from './require-operator';

const SET_PASSWORD_VALID_MS = 7 * DAY_MS;
const EMAIL_IS_ANOTHER_LOGIN =
  'Diese E-Mail-Adresse ist bereits der Anmeldename eines anderen Kundenkontos. Bitte nennen Sie die E-Mail-Adresse, mit der die verwaltende Person bei uns registriert ist, oder eine andere.';
const COMPANY_UNKNOWN =
  'Dieses Bestattungsunternehmen kennen wir nicht. Bitte prüfen Sie die Schreibweise oder legen Sie es zuerst unter „Bestatter einrichten“ im Feld „Unternehmen“ an.';

/**
 * What the shop's staff do for a family: create a memorial page and give one family member its
 * administration. A new administrator gets a mail with a link to choose a password (7 days).
 * Spans users and memorial pages, hence a workflow; each module's SQL stays in its repository.
 */
export function createMemorialPageWorkflow(deps: {
  db: Database;
  mail: MailService;
  publicUrl: string;
  now: () => Date;
  /** The users service's contactsOf: every administrator's address in one lookup. */
  contactsOf: AccountService['contactsOf'];
  /** Ends a person's sessions at the issuer (an unproven account handed to the address's owner). */
  endSessions: (userId: string) => Promise<void>;
}) {
  const usersRepository = createUsersRepository(deps.db);
  const pages = memorialPagesForOperators(deps.db);

  const requireOperator = (userId: string) => requireOperatorOf(usersRepository, userId);

  /** The company of this name (any case), or null for none; a name we do not know is refused, never made here. */
  async function companyCalled(name: string | null, tx?: Executor): Promise<{ id: string; name: string } | null> {
    if (!name) return null;
    const company = await usersRepository.findCompanyByName(name, tx);
    if (!company) throw new InvalidInputError('COMPANY_UNKNOWN', COMPANY_UNKNOWN);
    return company;
  }

  /**
   * The person with this e-mail address, or a new account for it (login name = address). `signedOut`
   * is set when an account whose address was never confirmed had to give up its password.
   */
  async function administratorFor(email: string, tx: Executor): Promise<{ administrator: UserRow; signedOut: boolean }> {
    // A registration at the same moment must not take this address as its login name meanwhile.
    await usersRepository.lockIdentities(tx);
    const existing = await usersRepository.findByAccountOrEmail(email, tx);
    if (existing?.email?.toLowerCase() === email.toLowerCase()) {
      if (existing.emailConfirmedAt) return { administrator: existing, signedOut: false };
      // Anyone may register with any address; until its link is followed, nothing shows that the
      // account's holder reads that mailbox. The page goes to the mailbox: the password is dropped,
      // every sign-in ends, and the set-password link goes to the address, as for a new account.
      const now = deps.now();
      const handedOver = await usersRepository.update(existing.id, { passwordHash: null, sessionsEndedAt: now, emailConfirmedAt: now }, tx);
      await usersRepository.voidPendingActionTokens(existing.id, now, tx);
      if (!handedOver) throw new Error('the administrator’s account vanished inside its transaction');
      return { administrator: handedOver, signedOut: true };
    }
    // Someone else logs in with this address as their name (or holds it besides): a new account
    // with it as login name would collide, and the family member would not be the one who logs in.
    if (existing || (await usersRepository.isEmailTaken(email, undefined, tx))) throw new ConflictError('ADMINISTRATOR_EMAIL_IS_LOGIN', EMAIL_IS_ANOTHER_LOGIN);
    const administrator = await usersRepository.insert({ account: email, email, isDataStoragePermitted: true, emailConfirmedAt: deps.now() }, tx);
    return { administrator, signedOut: false };
  }

  return {
    async list(operatorId: string): Promise<OperatorMemorialPage[]> {
      await requireOperator(operatorId);
      const rows = await pages.listAll();
      const contacts = await deps.contactsOf(rows.flatMap((row) => (row.administratorUserId ? [row.administratorUserId] : [])));
      const companyNames = await usersRepository.findCompanyNames([...new Set(rows.flatMap((row) => (row.companyId ? [row.companyId] : [])))]);
      return rows.map((row) => ({
        id: row.id,
        description: `${row.firstNames} ${row.lastName}`,
        dateOfDeath: row.dateOfDeath,
        administratorEmail: row.administratorUserId ? (contacts.get(row.administratorUserId)?.email ?? null) : null,
        waitingEntries: row.waitingEntries,
        companyId: row.companyId,
        companyName: row.companyId ? (companyNames.get(row.companyId) ?? null) : null,
      }));
    },

    async create(operatorId: string, input: MemorialPageCreate): Promise<OperatorMemorialPage> {
      await requireOperator(operatorId);
      // A name in another script ('李 明') has no Latin letter left: the id is then 'gedenkseite-…'.
      const id = readableId(`${input.firstNames} ${input.lastName}`, 'gedenkseite');
      const name = `${input.firstNames} ${input.lastName}`;
      const { signedOutUserId, company } = await deps.db
        .transaction(async (tx) => {
          const company = await companyCalled(input.companyName, tx);
          const { administrator, signedOut } = await administratorFor(input.administratorEmail, tx);
          await pages.insertPageWithAdministrator(
            {
              id,
              title: input.title,
              firstNames: input.firstNames,
              lastName: input.lastName,
              dateOfBirth: input.dateOfBirth,
              dateOfDeath: input.dateOfDeath,
              placeOfDeath: input.placeOfDeath,
              companyId: company?.id ?? null,
            },
            administrator.id,
            tx,
          );
          const needsPassword = !administrator.passwordHash;
          const linkToken = needsPassword
            ? await issueActionToken(usersRepository, tx, { userId: administrator.id, purpose: 'reset-password', now: deps.now(), validForMs: SET_PASSWORD_VALID_MS })
            : null;
          // In the outbox with the page: a mail server that is down delays the mail; it cannot fail the
          // request after the page exists (the operator's retry would create a second page).
          await deps.mail.enqueue(administratorMail(name, `${deps.publicUrl}/login/${id}`, linkToken && `${deps.publicUrl}/passwort-neu/${linkToken}`), { to: input.administratorEmail }, tx);
          return { signedOutUserId: signedOut ? administrator.id : null, company };
        })
        .catch((error: unknown) => {
          // Two operators naming the same new address at the same moment: the second one learns it here.
          if (isUniqueViolation(error, 'users_email_lower_unique') || isUniqueViolation(error, 'users_account_lower_unique')) throw new ConflictError('ADMINISTRATOR_EMAIL_IS_LOGIN', EMAIL_IS_ANOTHER_LOGIN);
          throw error;
        });
      // After the commit: the issuer's sessions live in their own rows, and a failed page must not end them.
      if (signedOutUserId) await deps.endSessions(signedOutUserId);
      return { id, description: name, dateOfDeath: input.dateOfDeath, administratorEmail: input.administratorEmail, waitingEntries: 0, companyId: company?.id ?? null, companyName: company?.name ?? null };
    },

    /** Names, changes or (with null or '') removes the funeral company looking after any page. */
    async setCompany(operatorId: string, pageId: string, input: MemorialPageCompanyUpdate): Promise<MemorialPageCompany> {
      await requireOperator(operatorId);
      const company = await companyCalled(input.companyName);
      if (!(await pages.setCompany(pageId, company?.id ?? null))) throw new NotFoundError('MEMORIAL_PAGE_NOT_FOUND', 'Diese Gedenkseite gibt es nicht.');
      return { id: pageId, companyId: company?.id ?? null, companyName: company?.name ?? null };
    },
  };
}

/** `setPasswordUrl` for an administrator without a password; `administrationUrl` (/login/{id}) leads to the page's administration once signed in. */
function administratorMail(name: string, administrationUrl: string, setPasswordUrl: string | null): MailContent {
  return {
    subject: `Die Gedenkseite für ${name} ist eingerichtet`,
    greeting: 'Guten Tag,',
    paragraphs: [
      `für ${name} haben wir eine Gedenkseite eingerichtet, die Sie verwalten: Sie entscheiden, welche Angaben öffentlich sind, und geben Kerzen und Kondolenzen frei.`,
      setPasswordUrl
        ? 'Mit dem folgenden Link legen Sie Ihr Kennwort fest. Danach melden Sie sich mit Ihrer E-Mail-Adresse an.'
        : 'Sie melden sich wie gewohnt mit Ihrem Kundenkonto an; danach sehen Sie die Verwaltung der Gedenkseite.',
    ],
    action: setPasswordUrl ? { label: 'Kennwort festlegen', url: setPasswordUrl } : { label: 'Gedenkseite verwalten', url: administrationUrl },
    afterAction: setPasswordUrl
      ? ['Der Link ist 7 Tage gültig.', `Danach erreichen Sie die Verwaltung der Gedenkseite jederzeit über „Gedenkseite verwalten“ oben im Menü oder unter dieser Adresse: ${administrationUrl}`]
      : [],
  };
}

export type MemorialPageWorkflow = ReturnType<typeof createMemorialPageWorkflow>;
