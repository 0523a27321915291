import type { Database } from '../../db/client';
import type { MailService } from '../mail/service';
import { BOOK_STATE, deriveBookFields, type BookState } from './lifecycle';
import { createBooksRepository, type BooksRepository, type RetentionCandidateRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** PRODUCT.md: users are warned by mail before a book is deleted; 14 days give them time to act. */
export const WARN_DAYS_BEFORE = 14;
/** Every deletion date is at least this long after the book's earliest date (lifecycle.ts), so older rows are the only candidates. */
const EARLIEST_DELETION_DAYS = 100;

export interface OwnerContact {
  email: string | null;
  account: string | null;
}
/** The owners' addresses and names from the users module, all in one lookup; an owner who is gone is missing. */
export type OwnerContacts = (userIds: readonly string[]) => Promise<ReadonlyMap<string, OwnerContact>>;

interface RetentionDeps {
  db: Database;
  mail: MailService;
  ownerContacts: OwnerContacts;
  publicUrl: string;
  now: Date;
}

interface Candidate extends RetentionCandidateRow {
  ownerEmail: string | null;
  ownerAccount: string | null;
}

/**
 * PRODUCT.md retention: books past their date (lifecycle.ts, the one place the dates are derived)
 * are deleted, but only 14 days after their owner was warned by mail — a late warning moves the
 * deletion, it never skips the warning. Owners without an address (trial users) cannot be warned.
 * Idempotent and safe on several processes: each warning is claimed in the database with its
 * mail (outbox), and deletion is by id. One pass: one query for the books, one lookup for all their owners.
 */
export async function runBookRetentionJob(deps: RetentionDeps): Promise<{ warned: number; deleted: number }> {
  const { now } = deps;
  const repository = createBooksRepository(deps.db);
  const oldBooks = await repository.listRetentionCandidates(new Date(now.getTime() - (EARLIEST_DELETION_DAYS - WARN_DAYS_BEFORE) * DAY_MS));
  const owners = await deps.ownerContacts([...new Set(oldBooks.map((book) => book.ownerUserId))]);
  const candidates: Candidate[] = oldBooks.flatMap((book) => {
    const owner = owners.get(book.ownerUserId);
    // An owner deleted since the query took their books along.
    return owner ? [{ ...book, ownerEmail: owner.email, ownerAccount: owner.account }] : [];
  });

  const toDelete: Candidate[] = [];
  const toWarn: Warning[] = [];
  for (const book of candidates) {
    const deleteAfter = deriveBookFields({ ...book, state: book.state as BookState, isTemplate: false }, now).deleteAfter;
    if (!deleteAfter) continue;
    const warnFrom = deleteAfter.getTime() - WARN_DAYS_BEFORE * DAY_MS;
    // A warning counts only for the date it announced: one sent before the date moved (a later order, say) does not.
    const warning = book.retentionWarnedAt != null && book.retentionWarnedAt.getTime() >= warnFrom ? book.retentionWarnedAt : null;
    const warnedLongEnough = warning != null && warning.getTime() <= now.getTime() - WARN_DAYS_BEFORE * DAY_MS;
    if (deleteAfter <= now && (warnedLongEnough || !book.ownerEmail)) toDelete.push(book);
    else if (book.ownerEmail && warning == null && warnFrom <= now.getTime()) {
      toWarn.push({ ...book, deleteOn: new Date(Math.max(deleteAfter.getTime(), now.getTime() + WARN_DAYS_BEFORE * DAY_MS)), late: deleteAfter <= now });
    }
  }

  let deleted = 0;
  for (const book of toDelete) {
    // Only the book as it was judged: an edit or a new warning in the meantime keeps it.
    if (await repository.deleteIfUnchanged(book)) deleted += 1;
  }
  const warned = await warnOwners(deps, repository, toWarn);
  return { warned, deleted };
}

type Warning = Candidate & { deleteOn: Date; late: boolean };

/**
 * One mail per owner, listing all their books. Each owner's warnings are claimed (compare-and-set on
 * the mark as it was read, so a second process claims nothing) and the mail is put into the outbox
 * in one transaction: a warning counts exactly when its mail exists, and a mail server that is down
 * only delays it. One owner's failure rolls back only their claims; the other owners are still warned.
 */
async function warnOwners(deps: RetentionDeps, repository: BooksRepository, toWarn: Warning[]): Promise<number> {
  const { now } = deps;
  const byOwner = new Map<string, Warning[]>();
  for (const book of toWarn) byOwner.set(book.ownerUserId, [...(byOwner.get(book.ownerUserId) ?? []), book]);
  let warned = 0;
  const failures: unknown[] = [];
  for (const ownersBooks of byOwner.values()) {
    try {
      warned += await deps.db.transaction(async (tx) => {
        const claimed: Warning[] = [];
        for (const book of ownersBooks) {
          if (await repository.claimRetentionWarning(book.id, book.retentionWarnedAt, now, tx)) claimed.push(book);
        }
        const owner = claimed[0];
        if (!owner?.ownerEmail) return 0;
        await deps.mail.enqueue(warningMail(claimed, owner.ownerAccount, deps.publicUrl), { to: owner.ownerEmail }, tx);
        return claimed.length;
      });
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `book retention: ${failures.length} warning mail(s) could not be enqueued`);
  return warned;
}

const germanDate = (date: Date) => date.toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });

function warningMail(list: Warning[], account: string | null, publicUrl: string) {
  const lines = list.map((book) => `„${book.description}“ wird am ${germanDate(book.deleteOn)} gelöscht. ${whatToDo(book)}`);
  return {
    subject: list.length === 1 ? 'Ihr Erinnerungsbuch wird bald gelöscht' : 'Ihre Erinnerungsbücher werden bald gelöscht',
    greeting: account ? `Guten Tag ${account},` : 'Guten Tag,',
    paragraphs: ['wir bewahren Erinnerungsbücher nicht unbegrenzt auf. Bitte beachten Sie:', ...lines],
    action: { label: 'Meine Bücher öffnen', url: `${publicUrl}/buecher` },
    afterAction: ['Wenn Sie die Bücher nicht mehr brauchen, müssen Sie nichts tun.'],
  };
}

function whatToDo(book: Warning): string {
  // A begun book past its date can no longer be edited; it can still be looked at until it goes.
  if (book.state === BOOK_STATE.begun) return book.late ? 'Bis dahin können Sie es noch ansehen.' : 'Wenn Sie es weiter bearbeiten, bleibt es 100 Tage ab der letzten Änderung erhalten.';
  if (book.state === BOOK_STATE.finished) return 'Bestellen Sie es bitte vorher, wenn Sie es gedruckt haben möchten.';
  return 'Danach können Sie es nicht mehr nachbestellen.';
}
