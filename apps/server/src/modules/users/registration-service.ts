import type { RegistrationRequest } from '@eb/api-contract';
import { USER_MESSAGES } from '@eb/api-contract';
import type { Database, Executor } from '../../db/client';
import { ConflictError, InvalidInputError } from '../../lib/domain-errors';
import { hashNewPassword } from '../../lib/common-passwords';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { MailService } from '../mail/service';
import { consumeActionToken, issueActionToken, LINK_VALIDITY_MS } from './action-tokens';
import { createUsersRepository } from './repository';
import type { UserRow } from './schema';

const CONFIRMATION_VALID_DAYS = LINK_VALIDITY_MS['confirm-registration'] / (24 * 60 * 60 * 1000);

export const REGISTRATION_MESSAGES = {
  registered:
    'Vielen Dank für Ihre Registrierung! Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihr Kundenkonto mit dem Link darin – er ist 7 Tage gültig.',
  confirmed: 'Ihr Kundenkonto ist bestätigt. Sie können sich jetzt anmelden.',
  linkInvalid:
    'Dieser Bestätigungslink ist nicht mehr gültig: Er wurde bereits verwendet oder ist älter als 7 Tage. Wenn Sie Ihr Konto schon bestätigt haben, melden Sie sich einfach an.',
} as const;

interface Deps {
  db: Database;
  mail: MailService;
  publicUrl: string;
  now?: () => Date;
}

/**
 * Registration (SPEC.md sections 4 and 5): a new account, or — for a temporary user — the same
 * user made permanent, so the books and photos made on trial stay theirs. The account counts as
 * confirmed only after the link in the mail.
 */
export function createRegistrationService({ db, mail, publicUrl, now = () => new Date() }: Deps) {
  const repository = createUsersRepository(db);

  return {
    async register(input: RegistrationRequest, temporaryUserId?: string): Promise<{ message: string }> {
      const passwordHash = await hashNewPassword(input.password);
      await db.transaction(async (tx) => {
        // Checked under the identities lock, so a registration at the same moment waits for this one.
        await repository.lockIdentities(tx);
        if (await repository.isAccountTaken(input.account, temporaryUserId, tx)) throw new ConflictError('ACCOUNT_TAKEN', USER_MESSAGES.accountTaken);
        if (await repository.isEmailTaken(input.email, temporaryUserId, tx)) throw new ConflictError('EMAIL_TAKEN', USER_MESSAGES.emailTaken);
        const values = {
          account: input.account,
          email: input.email,
          passwordHash,
          isTemporary: false,
          isDataStoragePermitted: true,
          emailConfirmedAt: null,
          // The 7 days to confirm count from now, also for a trial user whose row is older.
          registeredAt: now(),
        };
        const existing = temporaryUserId ? await repository.findById(temporaryUserId, tx) : undefined;
        if (temporaryUserId && !existing?.isTemporary) throw new InvalidInputError('ALREADY_REGISTERED', 'Sie sind bereits registriert.');
        const saved = existing ? await repository.update(existing.id, values, tx) : await repository.insert(values, tx);
        if (!saved) throw new Error('registration lost its user');
        // The director's company the visitor came through; a trial user's earlier one stays (the first wins).
        if (input.referringCompanyId) await repository.noteReferringCompany(saved.id, input.referringCompanyId, tx);
        const token = await issueActionToken(repository, tx, { userId: saved.id, purpose: 'confirm-registration', now: now() });
        // In the outbox with the account: a mail server that is down delays the mail, never the registration.
        await enqueueConfirmation(saved, token, tx);
      }).catch(rethrowUniqueViolation);
      return { message: REGISTRATION_MESSAGES.registered };
    },

    async confirm(token: string): Promise<{ message: string }> {
      const confirmed = await db.transaction(async (tx) => {
        const used = await consumeActionToken(repository, tx, { token, purpose: 'confirm-registration', now: now() });
        if (!used) return false;
        await repository.update(used.userId, { emailConfirmedAt: now() }, tx);
        return true;
      });
      if (!confirmed) throw new InvalidInputError('LINK_INVALID', REGISTRATION_MESSAGES.linkInvalid);
      return { message: REGISTRATION_MESSAGES.confirmed };
    },
  };

  async function enqueueConfirmation(user: UserRow, token: string, tx: Executor): Promise<void> {
    await mail.enqueue(
      {
        subject: 'Bitte bestätigen Sie Ihr Kundenkonto',
        greeting: `Guten Tag ${user.account},`,
        paragraphs: [
          'vielen Dank, dass Sie sich bei Erinnerungsbuch registriert haben.',
          'Bitte bestätigen Sie Ihre E-Mail-Adresse. Erst danach können Sie Erinnerungsbücher bestellen und teilen.',
        ],
        action: { label: 'Kundenkonto bestätigen', url: `${publicUrl}/anmeldebestaetigung/${token}` },
        afterAction: [
          `Der Link ist ${CONFIRMATION_VALID_DAYS} Tage gültig. Nicht bestätigte Kundenkonten löschen wir danach mit allen Daten.`,
          'Wenn Sie sich nicht registriert haben, müssen Sie nichts tun.',
        ],
      },
      { to: user.email as string },
      tx,
    );
  }
}

/** Two registrations at the same moment: the database's unique index decides, with the same message. */
function rethrowUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, 'users_account_lower_unique')) throw new ConflictError('ACCOUNT_TAKEN', USER_MESSAGES.accountTaken);
  if (isUniqueViolation(error, 'users_email_lower_unique')) throw new ConflictError('EMAIL_TAKEN', USER_MESSAGES.emailTaken);
  throw error;
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
