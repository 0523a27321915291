import type { Database } from '../../db/client';
import type { MailService } from '../mail/service';
import { DAY_MS, issueActionToken, LINK_VALIDITY_MS } from './action-tokens';
import { createUsersRepository } from './repository';

/** Two days before the deletion, people who have not confirmed get one reminder. */
const REMIND_AFTER_MS = 5 * DAY_MS;
const DELETE_AFTER_MS = LINK_VALIDITY_MS['confirm-registration'];
/** The least time between a reminder reaching the mail server and the deletion it announces. */
const WARNED_FOR_MS = DELETE_AFTER_MS - REMIND_AFTER_MS;

/** The outbox key of a person's reminder: the deletion asks whether that mail went out. */
const reminderKey = (userId: string) => `confirmation-reminder:${userId}`;

/**
 * PRODUCT.md: unconfirmed accounts are deleted after 7 days, with a reminder mail first. The days
 * count from the registration, not from the row's creation: a trial user may register weeks after
 * starting, and must not lose the account (and the books) at once.
 * Nobody is deleted unwarned: an account goes only once its reminder was sent (or the outbox gave
 * it up after two days of trying) at least two days earlier; a late reminder moves the deletion.
 * Idempotent and safe on several processes: reminders are claimed and enqueued in one transaction,
 * so each goes into the outbox exactly once; deleting twice deletes nothing more.
 */
export async function runUnconfirmedAccountsJob(deps: { db: Database; mail: MailService; publicUrl: string; now: Date }): Promise<{ reminded: number; deleted: number }> {
  const { now } = deps;
  const repository = createUsersRepository(deps.db);
  const deleteCutoff = new Date(now.getTime() - DELETE_AFTER_MS);

  const candidates = await repository.listRemindedUnconfirmedRegisteredBefore(deleteCutoff);
  const settled = await deps.mail.settledAt(candidates.map((person) => reminderKey(person.id)));
  const warnedLongEnough = candidates.filter((person) => {
    // No outbox row: reminded before the outbox existed, or its row was cleaned up long after sending.
    const sentAt = settled.has(reminderKey(person.id)) ? settled.get(reminderKey(person.id)) : person.remindedAt;
    return sentAt != null && sentAt.getTime() <= now.getTime() - WARNED_FOR_MS;
  });
  const deleted = await repository.deleteUnconfirmed(
    warnedLongEnough.map((person) => person.id),
    deleteCutoff,
  );

  const reminded = await deps.db.transaction(async (tx) => {
    const claimed = await repository.claimConfirmationReminders(new Date(now.getTime() - REMIND_AFTER_MS), now, tx);
    for (const person of claimed) {
      if (!person.email) continue;
      // A fresh link: the first one is stored only as a hash and cannot be sent again.
      const token = await issueActionToken(repository, tx, { userId: person.id, purpose: 'confirm-registration', now });
      // A reminder sent late still gives the two days it promises.
      const deletionAt = Math.max((person.registeredAt ?? now).getTime() + DELETE_AFTER_MS, now.getTime() + WARNED_FOR_MS);
      const deletionDay = new Date(deletionAt).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' });
      await deps.mail.enqueue(
        {
          subject: 'Erinnerung: Bitte bestätigen Sie Ihr Kundenkonto',
          greeting: `Guten Tag ${person.account},`,
          paragraphs: [
            'Sie haben sich vor einigen Tagen bei Erinnerungsbuch registriert, Ihr Kundenkonto aber noch nicht bestätigt.',
            `Wenn Sie es behalten möchten, bestätigen Sie es bitte bis zum ${deletionDay} mit dem folgenden Link. Sonst löschen wir das Kundenkonto mit allen Daten.`,
          ],
          action: { label: 'Kundenkonto bestätigen', url: `${deps.publicUrl}/anmeldebestaetigung/${token}` },
          afterAction: ['Wenn Sie sich nicht registriert haben, müssen Sie nichts tun.'],
        },
        { to: person.email, about: reminderKey(person.id) },
        tx,
      );
    }
    return claimed.length;
  });
  return { reminded, deleted: deleted.length };
}
