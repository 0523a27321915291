import { PROFILE_MESSAGES, USER_MESSAGES, type ChangeUserDataRequest } from '@eb/api-contract';
import type { Executor } from '../../db/client';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../lib/domain-errors';
import { hashNewPassword } from '../../lib/common-passwords';
import { verifyPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/unique-violation';
import { consumeActionToken, issueActionToken, peekActionToken } from './action-tokens';
import { createUsersRepository } from './repository';
import type { LinkMailingDeps } from './service-deps';
import type { UserRow } from './schema';

export const PROFILE_RESULT = {
  changeRequested:
    'Ihre Änderung ist fast fertig: Wir haben Ihnen eine E-Mail geschickt. Ihre neuen Daten gelten, sobald Sie den Link darin öffnen.',
  changeApplied: 'Ihre Daten sind geändert.',
  deletionRequested:
    'Wir haben Ihnen eine E-Mail geschickt. Ihr Account wird gelöscht, sobald Sie den Link darin öffnen.',
  deleted: 'Ihr Account ist gelöscht, mit Ihren Büchern und Fotos. Wir wünschen Ihnen alles Gute.',
  deletedCompanyBooksKept:
    'Ihr Account ist gelöscht, mit Ihren Büchern und Fotos. Bücher, die Sie für Ihr Bestattungsunternehmen angelegt haben, bleiben dem Unternehmen erhalten. Wir wünschen Ihnen alles Gute.',
  linkInvalid: 'Dieser Link ist nicht mehr gültig: Er wurde bereits verwendet oder ist älter als 7 Tage.',
  temporary: 'Bitte registrieren Sie sich zuerst.',
  administrator:
    'Sie verwalten eine Gedenkseite und können Ihren Account deshalb nicht selbst löschen. Bitte wenden Sie sich an unseren Support – wir helfen Ihnen gern.',
} as const;

/** Said wherever deleting is explained: books made in a company’s view stay with it (the books module’s releaseCompanyBooksOf). */
export const COMPANY_BOOKS_KEPT = 'Bücher, die Sie für Ihr Bestattungsunternehmen angelegt haben, bleiben dem Unternehmen erhalten.';

/** Whoever was made a funeral director may have made books for a company; nobody else can have. */
const mayHaveCompanyBooks = (user: Pick<UserRow, 'isMortician' | 'companyId'>) => user.isMortician || user.companyId !== null;


/**
 * Profile changes and account deletion (SPEC.md sections 4 and 8): both take effect only after the
 * link in a confirmation mail. A data change carries its new values inside the link's record.
 */
export function createProfileService({
  db,
  mail,
  publicUrl,
  endSessions,
  administersMemorialPage,
  releaseCompanyBooksOf,
  now = () => new Date(),
}: LinkMailingDeps & {
  administersMemorialPage: (userId: string, tx?: Executor) => Promise<boolean>;
  /** The books module's: company books outlive their maker's account (decision 011). */
  releaseCompanyBooksOf: (userId: string, tx: Executor) => Promise<void>;
}) {
  const repository = createUsersRepository(db);

  async function registeredUser(userId: string): Promise<UserRow> {
    const user = await repository.findById(userId);
    if (!user) throw new NotFoundError('USER_NOT_FOUND', 'Dieses Kundenkonto gibt es nicht mehr.');
    if (user.isTemporary || !user.email) throw new ForbiddenError('TEMPORARY_USER', PROFILE_RESULT.temporary);
    return user;
  }

  return {
    async requestChange(userId: string, input: ChangeUserDataRequest): Promise<{ message: string }> {
      const user = await registeredUser(userId);
      const emailChanged = input.email.toLowerCase() !== (user.email ?? '').toLowerCase();
      if (!emailChanged && !input.newPassword) throw new InvalidInputError('NOTHING_CHANGED', PROFILE_MESSAGES.nothingChanged);
      if (!input.currentPassword) throw new InvalidInputError('CURRENT_PASSWORD_REQUIRED', PROFILE_MESSAGES.currentPasswordRequired);
      if (!user.passwordHash || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
        throw new ConflictError('WRONG_PASSWORD', PROFILE_MESSAGES.wrongPassword);
      }
      if (emailChanged && (await repository.isEmailTaken(input.email, user.id))) throw new ConflictError('EMAIL_TAKEN', USER_MESSAGES.emailTaken);
      const payload = {
        email: input.email,
        ...(input.newPassword ? { passwordHash: await hashNewPassword(input.newPassword) } : {}),
      };
      // The link and its mail in one transaction: a mail server that is down delays the mail, nothing more.
      await db.transaction(async (tx) => {
        const token = await issueActionToken(repository, tx, { userId, purpose: 'change-data', now: now(), payload });
        // The link goes to the new address: following it proves the address works.
        await mail.enqueue(
          {
            subject: 'Bitte bestätigen Sie die Änderung Ihrer Daten',
            greeting: `Guten Tag ${user.account},`,
            paragraphs: [
              emailChanged ? `Sie möchten Ihre E-Mail-Adresse in ${input.email} ändern.` : 'Sie möchten Ihr Kennwort ändern.',
              'Die Änderung gilt erst, wenn Sie sie mit dem folgenden Link bestätigen.',
            ],
            action: { label: 'Änderung bestätigen', url: `${publicUrl}/emailbestaetigung/${token}` },
            afterAction: ['Der Link ist 7 Tage gültig. Wenn Sie nichts geändert haben, löschen Sie diese E-Mail einfach.'],
          },
          { to: input.email },
          tx,
        );
      });
      return { message: PROFILE_RESULT.changeRequested };
    },

    async applyChange(token: string): Promise<{ message: string }> {
      const result = await db.transaction(async (tx) => {
        const used = await consumeActionToken(repository, tx, { token, purpose: 'change-data', now: now() });
        if (!used) return 'invalid' as const;
        const change = used.payload as { email?: string; passwordHash?: string };
        if (change.email) {
          // Under the identities lock: nobody registers this address as a login name meanwhile.
          await repository.lockIdentities(tx);
          if (await repository.isEmailTaken(change.email, used.userId, tx)) return 'taken' as const;
        }
        // Other links still waiting were mailed for the old address or password.
        await repository.voidPendingActionTokens(used.userId, now(), tx);
        await repository.update(
          used.userId,
          {
            // The operator role was earned by the old address (OPERATOR_ACCOUNTS); the next start grants it again if the new one is configured too.
            ...(change.email ? { email: change.email, emailConfirmedAt: now(), isOperator: false } : {}),
            // A new password signs out every device, trial tokens too, as a reset does (decision 007).
            ...(change.passwordHash ? { passwordHash: change.passwordHash, sessionsEndedAt: now() } : {}),
          },
          tx,
        );
        // In the same transaction: the new password never stands while old sign-ins live on.
        if (change.passwordHash) await endSessions(used.userId, tx);
        return used.userId;
      }).catch((error: unknown) => {
        // Two people taking the same new address at once: the unique index refuses the second.
        if (isUniqueViolation(error, 'users_email_lower_unique')) return 'taken' as const;
        throw error;
      });
      if (result === 'invalid') throw new InvalidInputError('LINK_INVALID', PROFILE_RESULT.linkInvalid);
      if (result === 'taken') throw new ConflictError('EMAIL_TAKEN', USER_MESSAGES.emailTaken);
      return { message: PROFILE_RESULT.changeApplied };
    },

    async requestDeletion(userId: string): Promise<{ message: string }> {
      const user = await registeredUser(userId);
      // SPEC.md section 6: a memorial page must never lose its administrator unnoticed.
      // 409 with SPEC.md section 8's sentence, which the web shows as it is.
      if (await administersMemorialPage(userId)) throw new ConflictError('MEMORIAL_ADMINISTRATOR', PROFILE_RESULT.administrator);
      await db.transaction(async (tx) => {
        const token = await issueActionToken(repository, tx, { userId, purpose: 'delete-account', now: now() });
        await mail.enqueue(
          {
            subject: 'Bitte bestätigen Sie das Löschen Ihres Accounts',
            greeting: `Guten Tag ${user.account},`,
            paragraphs: [
              'Sie möchten Ihren Account bei Erinnerungsbuch löschen. Dabei löschen wir auch Ihre Bücher, Fotos und Lieferanschriften. Rechnungen bewahren wir auf, wie es das Gesetz verlangt.',
              ...(mayHaveCompanyBooks(user) ? [COMPANY_BOOKS_KEPT] : []),
            ],
            action: { label: 'Account endgültig löschen', url: `${publicUrl}/account-loesch-betaetigung/${token}` },
            afterAction: ['Der Link ist 7 Tage gültig. Wenn Sie Ihren Account behalten möchten, müssen Sie nichts tun.'],
          },
          { to: user.email as string },
          tx,
        );
      });
      return { message: PROFILE_RESULT.deletionRequested };
    },

    async applyDeletion(token: string): Promise<{ message: string }> {
      const outcome = await db.transaction(async (tx) => {
        const pending = await peekActionToken(repository, tx, { token, purpose: 'delete-account', now: now() });
        if (!pending || !(await repository.lockRow(pending.userId, tx))) return 'invalid' as const;
        // Checked again, with the row locked: whoever made the person a page's administrator has
        // committed (and is seen here) or now waits, then finds no account. The link stays unused,
        // so it still works within its 7 days once the page has another administrator.
        if (await administersMemorialPage(pending.userId, tx)) return 'administrator' as const;
        const used = await consumeActionToken(repository, tx, { token, purpose: 'delete-account', now: now() });
        if (!used) return 'invalid' as const;
        const user = await repository.findById(used.userId, tx);
        // Books made for a company stay with it; everything that belongs only to this person goes with the row (foreign keys cascade).
        await releaseCompanyBooksOf(used.userId, tx);
        // Before the row goes: ending the sign-ins reads the account's names (for the sign-in throttle).
        await endSessions(used.userId, tx);
        await repository.delete(used.userId, tx);
        return { companyBooksKept: user !== undefined && mayHaveCompanyBooks(user) };
      });
      if (outcome === 'invalid') throw new InvalidInputError('LINK_INVALID', PROFILE_RESULT.linkInvalid);
      if (outcome === 'administrator') throw new ConflictError('MEMORIAL_ADMINISTRATOR', PROFILE_RESULT.administrator);
      return { message: outcome.companyBooksKept ? PROFILE_RESULT.deletedCompanyBooksKept : PROFILE_RESULT.deleted };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
