import type { Executor } from '../../db/client';
import type { MemorialEntryKind } from './schema';
import type { AppointmentRow, AppointmentValues, EntryRow, MemorialPageRow } from './repository';

/**
 * Where memorial data comes from, for the public page, the pages a user may link and a book's side
 * panel. The database (repository.ts) is the built-in source. A real memorial portal would implement
 * the page, appointment and entry reads (and insertEntry) over its own API; the links between our
 * users and pages and the quote library stay in our database (decision 009).
 */
export interface MemorialDataSource {
  /** `tx`: our database's transaction, when the takeover reads the page inside one; a portal ignores it. */
  findPage(id: string, tx?: Executor): Promise<MemorialPageRow | undefined>;
  listAppointments(pageId: string): Promise<AppointmentRow[]>;
  listEntries(pageId: string, options: { includeHidden: boolean }): Promise<EntryRow[]>;
  insertEntry(values: { pageId: string; kind: MemorialEntryKind; name: string; text: string; visible: boolean }): Promise<EntryRow>;
  linkToUser(userId: string, pageId: string, tx?: Executor): Promise<void>;
  listLinkedPages(userId: string): Promise<MemorialPageRow[]>;
  listQuotes(): Promise<Array<{ id: number; text: string; author: string | null; source: string }>>;
}

/**
 * What the page's administrator changes, on top of the same reads: one store serves the public
 * page and its administration, so both always see the same page. With a real portal the family
 * would administer the page there, and these routes would be switched off rather than
 * reimplemented (decision 009); only the MemorialDataSource part would remain.
 */
export interface MemorialAdministrationStore extends MemorialDataSource {
  listAdministeredPages(userId: string): Promise<MemorialPageRow[]>;
  updatePage(id: string, values: Partial<Pick<MemorialPageRow, 'title' | 'firstNames' | 'lastName' | 'nameOfBirth' | 'dateOfBirth' | 'dateOfDeath' | 'placeOfBirth' | 'placeOfDeath' | 'hiddenFields' | 'introduction' | 'isModerated' | 'showPublicPrivateLabels'>>): Promise<void>;
  setEntryVisibility(pageId: string, entryId: number, visible: boolean): Promise<boolean>;
  /** False when the page already has `limit` appointments; counts and inserts as one step. */
  insertAppointmentWithinLimit(pageId: string, values: AppointmentValues, limit: number): Promise<boolean>;
  updateAppointment(pageId: string, appointmentId: number, values: AppointmentValues): Promise<boolean>;
  deleteAppointment(pageId: string, appointmentId: number): Promise<boolean>;
  replacePortrait(pageId: string, portraitSrc: string | null): Promise<{ previous: string | null }>;
}
