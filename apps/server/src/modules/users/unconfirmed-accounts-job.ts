import type { Database } from '../../db/client';
import type { MailService } from '../mail/service';
import { DAY_MS, issueActionToken, LINK_VALIDITY_MS } from './action-tokens';
import { createUsersRepository } from './repository';

/** Two days before the deletion, people who have not confirmed get one reminder. */
const REMIND_AFTER_MS = 5 * DAY_MS;
const DELETE_AFTER_MS = LINK_VALIDITY_MS['confirm-registration'];

/**
 * PRODUCT.md: unconfirmed accounts are deleted after 7 days, with a reminder mail first. The days
 * count from the registration, not from the row's creation: a trial user may register weeks after
 * starting, and must not lose the account (and the books) at once.
 * Idempotent and safe on several processes: a reminder is claimed in the database before it is
 * sent, so it goes out at most once; deleting twice deletes nothing more.
 */
export async function runUnconfirmedAccountsJob(deps: { db: Database; mail: MailService; publicUrl: string; now: Date }): Promise<{ reminded: number; deleted: number }> {
  const repository = createUsersRepository(deps.db);
  const deleted = await repository.deleteUnconfirmedRegisteredBefore(new Date(deps.now.getTime() - DELETE_AFTER_MS));
  const claimed = await repository.claimConfirmationReminders(new Date(deps.now.getTime() - REMIND_AFTER_MS), deps.now);

  for (const person of claimed) {
    if (!person.email) continue;
    // A fresh link: the first one is stored only as a hash and cannot be sent again.
    const token = await issueActionToken(repository, deps.db, { userId: person.id, purpose: 'confirm-registration', now: deps.now });
    const deletionDay = new Date((person.registeredAt ?? deps.now).getTime() + DELETE_AFTER_MS).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' });
    await deps.mail.send(person.email, {
      subject: 'Erinnerung: Bitte bestätigen Sie Ihr Kundenkonto',
      greeting: `Guten Tag ${person.account},`,
      paragraphs: [
        'Sie haben sich vor einigen Tagen bei Erinnerungsbuch registriert, Ihr Kundenkonto aber noch nicht bestätigt.',
        `Wenn Sie es behalten möchten, bestätigen Sie es bitte bis zum ${deletionDay} mit dem folgenden Link. Sonst löschen wir das Kundenkonto mit allen Daten.`,
      ],
      action: { label: 'Kundenkonto bestätigen', url: `${deps.publicUrl}/anmeldebestaetigung/${token}` },
      afterAction: ['Wenn Sie sich nicht registriert haben, müssen Sie nichts tun.'],
    });
  }
  return { reminded: claimed.length, deleted: deleted.length };
}
