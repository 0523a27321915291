import { InvalidInputError } from '../../lib/domain-errors';
import { hashNewPassword } from '../../lib/common-passwords';
import { consumeActionToken, issueActionToken } from './action-tokens';
import { createUsersRepository } from './repository';
import type { LinkMailingDeps } from './service-deps';

export const PASSWORD_RESET_MESSAGES = {
  requested:
    'Wenn zu dieser E-Mail-Adresse ein Kundenkonto gehört, haben wir Ihnen eine E-Mail mit einem Link geschickt. Er ist 24 Stunden gültig.',
  done: 'Ihr neues Kennwort ist gespeichert. Sie können sich jetzt damit anmelden.',
  linkInvalid: 'Dieser Link ist nicht mehr gültig: Er wurde bereits verwendet oder ist älter als 24 Stunden. Bitte fordern Sie einen neuen an.',
} as const;


/** "Passwort vergessen?": a mailed, single-use link to choose a new password. */
export function createPasswordResetService({ db, mail, publicUrl, endSessions, now = () => new Date() }: LinkMailingDeps) {
  const repository = createUsersRepository(db);
  return {
    /** Answers the same whether or not the address belongs to someone, so nobody can probe for accounts. */
    async request(email: string): Promise<{ message: string }> {
      const user = await repository.findByEmail(email);
      if (user?.email && !user.isTemporary) {
        const address = user.email;
        // The link and its mail in one transaction: a mail server that is down delays the mail, nothing more.
        await db.transaction(async (tx) => {
          const token = await issueActionToken(repository, tx, { userId: user.id, purpose: 'reset-password', now: now() });
          await mail.enqueue(
            {
              subject: 'Ein neues Kennwort für Ihr Kundenkonto',
              greeting: `Guten Tag ${user.account ?? ''},`.replace(' ,', ','),
              paragraphs: ['Sie haben ein neues Kennwort angefordert. Mit dem folgenden Link können Sie es festlegen.'],
              action: { label: 'Neues Kennwort festlegen', url: `${publicUrl}/passwort-neu/${token}` },
              afterAction: [
                'Der Link ist 24 Stunden gültig und funktioniert nur einmal.',
                'Wenn Sie kein neues Kennwort angefordert haben, können Sie diese E-Mail einfach löschen – Ihr bisheriges Kennwort bleibt gültig.',
              ],
            },
            { to: address },
            tx,
          );
        });
      }
      return { message: PASSWORD_RESET_MESSAGES.requested };
    },

    async reset(token: string, password: string): Promise<{ message: string }> {
      const passwordHash = await hashNewPassword(password);
      const userId = await db.transaction(async (tx) => {
        const used = await consumeActionToken(repository, tx, { token, purpose: 'reset-password', now: now() });
        if (!used) return undefined;
        // Links mailed before (a data change, a deletion) were asked for under the old password.
        await repository.voidPendingActionTokens(used.userId, now(), tx);
        const user = await repository.findById(used.userId, tx);
        await repository.update(
          used.userId,
          {
            passwordHash,
            // Every device is signed out, trial tokens too, which the issuer alone cannot take back.
            sessionsEndedAt: now(),
            // The link came by mail: the address is proven.
            ...(user?.emailConfirmedAt ? {} : { emailConfirmedAt: now() }),
          },
          tx,
        );
        // In the same transaction: the new password never stands while old sign-ins live on.
        await endSessions(used.userId, tx);
        return used.userId;
      });
      if (!userId) throw new InvalidInputError('LINK_INVALID', PASSWORD_RESET_MESSAGES.linkInvalid);
      return { message: PASSWORD_RESET_MESSAGES.done };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
