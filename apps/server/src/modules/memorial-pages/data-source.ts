import type { MemorialEntryKind } from './schema';
import type { AppointmentRow, EntryRow, MemorialPageRow } from './repository';

/**
 * Where memorial data comes from. The database (repository.ts) is the built-in source; a real
 * memorial portal could implement the same reads and writes later without the rest changing.
 */
export interface MemorialDataSource {
  findPage(id: string): Promise<MemorialPageRow | undefined>;
  listAppointments(pageId: string): Promise<AppointmentRow[]>;
  listEntries(pageId: string, options: { includeHidden: boolean }): Promise<EntryRow[]>;
  insertEntry(values: { pageId: string; kind: MemorialEntryKind; name: string; text: string; visible: boolean }): Promise<EntryRow>;
  linkToUser(userId: string, pageId: string): Promise<void>;
  listLinkedPages(userId: string): Promise<MemorialPageRow[]>;
  listQuotes(): Promise<Array<{ id: number; text: string; author: string | null; source: string }>>;
}
