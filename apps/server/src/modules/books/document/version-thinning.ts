import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { bookDocumentVersions } from '../schema';

/** The newest versions kept whatever their age: an autosave every few seconds still leaves a few minutes to go back to. */
export const KEEP_LATEST_VERSIONS = 50;
/** Of older versions, the last one of each hour of editing is kept this long. */
export const KEEP_HOURLY_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Drops the versions recovery no longer needs, in the saving transaction (so storage never grows
 * with autosaves, and no job has to catch up): beyond the newest 50, a version stays only while it
 * is at most 30 days old and the last one saved in its hour (UTC, so a clock change never merges
 * two hours). The book's versions are at most 50 + 24 × 30, so this is a small, indexed delete.
 */
export async function thinVersions(tx: Executor, bookId: number, currentVersion: number, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - KEEP_HOURLY_DAYS * DAY_MS);
  const v = bookDocumentVersions;
  await tx.execute(sql`
    delete from ${v} as old
    where old.book_id = ${bookId} and old.version <= ${currentVersion - KEEP_LATEST_VERSIONS}
      and (old.saved_at < ${cutoff}
        or exists (select 1 from ${v} as later
          where later.book_id = old.book_id and later.version > old.version
            and date_trunc('hour', later.saved_at at time zone 'UTC') = date_trunc('hour', old.saved_at at time zone 'UTC')))`);
}
