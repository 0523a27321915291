import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { MailService } from '../mail/service';
import { users } from '../users/schema';
import { BOOK_STATE, deriveBookFields, type BookState } from './lifecycle';
import { books } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** PRODUCT.md: users are warned by mail before a book is deleted; 14 days give them time to act. */
export const WARN_DAYS_BEFORE = 14;
/** Every deletion date is at least this long after the book's earliest date (lifecycle.ts), so older rows are the only candidates. */
const EARLIEST_DELETION_DAYS = 100;

interface Candidate {
  id: number;
  description: string;
  state: number;
  lastEdit: Date;
  finishedAt: Date | null;
  lastOrdered: Date | null;
  retentionWarnedAt: Date | null;
  ownerUserId: string;
  ownerEmail: string | null;
  ownerAccount: string | null;
}

/**
 * PRODUCT.md retention: books past their date (lifecycle.ts, the one place the dates are derived)
 * are deleted, but only 14 days after their owner was warned by mail — a late warning moves the
 * deletion, it never skips the warning. Owners without an address (trial users) cannot be warned.
 * Idempotent and safe on several processes: each warning is claimed in the database before it is
 * sent, and deletion is by id.
 */
export async function runBookRetentionJob(deps: { db: Database; mail: MailService; publicUrl: string; now: Date }): Promise<{ warned: number; deleted: number }> {
  const { db, now } = deps;
  const candidates: Candidate[] = await db
    .select({
      id: books.id,
      description: books.description,
      state: books.state,
      lastEdit: books.lastEdit,
      finishedAt: books.finishedAt,
      lastOrdered: books.lastOrdered,
      retentionWarnedAt: books.retentionWarnedAt,
      ownerUserId: books.ownerUserId,
      ownerEmail: users.email,
      ownerAccount: users.account,
    })
    .from(books)
    .innerJoin(users, eq(users.id, books.ownerUserId))
    .where(
      and(
        eq(books.isTemplate, false),
        lte(sql`least(${books.lastEdit}, coalesce(${books.finishedAt}, ${books.lastEdit}))`, new Date(now.getTime() - (EARLIEST_DELETION_DAYS - WARN_DAYS_BEFORE) * DAY_MS)),
      ),
    );

  const toDelete: number[] = [];
  const toWarn: Array<Candidate & { deleteOn: Date }> = [];
  for (const book of candidates) {
    const deleteAfter = deriveBookFields({ ...book, state: book.state as BookState, isTemplate: false }, now).deleteAfter;
    if (!deleteAfter) continue;
    const warnedLongEnough = book.retentionWarnedAt != null && book.retentionWarnedAt.getTime() <= now.getTime() - WARN_DAYS_BEFORE * DAY_MS;
    if (deleteAfter <= now && (warnedLongEnough || !book.ownerEmail)) toDelete.push(book.id);
    else if (book.ownerEmail && book.retentionWarnedAt == null && deleteAfter.getTime() - WARN_DAYS_BEFORE * DAY_MS <= now.getTime()) {
      const deleteOn = new Date(Math.max(deleteAfter.getTime(), now.getTime() + WARN_DAYS_BEFORE * DAY_MS));
      toWarn.push({ ...book, deleteOn });
    }
  }

  const deleted = toDelete.length ? await db.delete(books).where(inArray(books.id, toDelete)).returning({ id: books.id }) : [];
  const warned = await warnOwners(deps, toWarn);
  return { warned, deleted: deleted.length };
}

async function warnOwners(deps: { db: Database; mail: MailService; publicUrl: string; now: Date }, toWarn: Array<Candidate & { deleteOn: Date }>): Promise<number> {
  const { db, now } = deps;
  if (toWarn.length === 0) return 0;
  // The claim: only the process whose update sets the mark sends the mail.
  const claimedIds = new Set(
    (
      await db
        .update(books)
        .set({ retentionWarnedAt: now })
        .where(and(inArray(books.id, toWarn.map((book) => book.id)), isNull(books.retentionWarnedAt)))
        .returning({ id: books.id })
    ).map((row) => row.id),
  );
  // One mail per owner, listing all their books (Map.groupBy is missing on Node 20).
  const byOwner = new Map<string, Array<Candidate & { deleteOn: Date }>>();
  for (const book of toWarn.filter((candidate) => claimedIds.has(candidate.id))) {
    byOwner.set(book.ownerUserId, [...(byOwner.get(book.ownerUserId) ?? []), book]);
  }
  let warned = 0;
  for (const ownersBooks of byOwner.values()) {
    const owner = ownersBooks[0];
    if (!owner?.ownerEmail) continue;
    try {
      await deps.mail.send(owner.ownerEmail, warningMail(ownersBooks, owner.ownerAccount, deps.publicUrl));
      warned += ownersBooks.length;
    } catch (error) {
      // Unsent means unwarned: release the claim so the next run tries again.
      await db.update(books).set({ retentionWarnedAt: null }).where(inArray(books.id, ownersBooks.map((book) => book.id)));
      throw error;
    }
  }
  return warned;
}

const germanDate = (date: Date) => date.toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });

function warningMail(list: Array<Candidate & { deleteOn: Date }>, account: string | null, publicUrl: string) {
  const lines = list.map((book) => `„${book.description}“ wird am ${germanDate(book.deleteOn)} gelöscht. ${whatToDo(book.state)}`);
  return {
    subject: list.length === 1 ? 'Ihr Erinnerungsbuch wird bald gelöscht' : 'Ihre Erinnerungsbücher werden bald gelöscht',
    greeting: account ? `Guten Tag ${account},` : 'Guten Tag,',
    paragraphs: ['wir bewahren Erinnerungsbücher nicht unbegrenzt auf. Bitte beachten Sie:', ...lines],
    action: { label: 'Meine Bücher öffnen', url: `${publicUrl}/buecher` },
    afterAction: ['Wenn Sie die Bücher nicht mehr brauchen, müssen Sie nichts tun.'],
  };
}

function whatToDo(state: number): string {
  if (state === BOOK_STATE.begun) return 'Wenn Sie es weiter bearbeiten, bleibt es 100 Tage ab der letzten Änderung erhalten.';
  if (state === BOOK_STATE.finished) return 'Bestellen Sie es bitte vorher, wenn Sie es gedruckt haben möchten.';
  return 'Danach können Sie es nicht mehr nachbestellen.';
}
