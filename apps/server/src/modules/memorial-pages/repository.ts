import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memorialAppointments, memorialEntries, memorialPages, quotes, userMemorialPages, type MemorialEntryKind } from './schema';

export type MemorialPageRow = typeof memorialPages.$inferSelect;
export type AppointmentRow = typeof memorialAppointments.$inferSelect;
export type EntryRow = typeof memorialEntries.$inferSelect;

export function createMemorialPagesRepository(db: Executor) {
  return {
    async findPage(id: string): Promise<MemorialPageRow | undefined> {
      const [row] = await db.select().from(memorialPages).where(eq(memorialPages.id, id));
      return row;
    },

    listAppointments(pageId: string): Promise<AppointmentRow[]> {
      return db.select().from(memorialAppointments).where(eq(memorialAppointments.pageId, pageId)).orderBy(asc(memorialAppointments.startsAt));
    },

    /** Newest first; only approved entries unless `includeHidden`. */
    listEntries(pageId: string, options: { includeHidden: boolean }): Promise<EntryRow[]> {
      const condition = options.includeHidden ? eq(memorialEntries.pageId, pageId) : and(eq(memorialEntries.pageId, pageId), eq(memorialEntries.visible, true));
      return db.select().from(memorialEntries).where(condition).orderBy(asc(memorialEntries.createdAt));
    },

    async administersAnyPage(userId: string): Promise<boolean> {
      const rows = await db.select({ id: memorialPages.id }).from(memorialPages).where(eq(memorialPages.administratorUserId, userId)).limit(1);
      return rows.length > 0;
    },

    async isLinkedToUser(userId: string, pageId: string): Promise<boolean> {
      const rows = await db
        .select({ pageId: userMemorialPages.pageId })
        .from(userMemorialPages)
        .where(and(eq(userMemorialPages.userId, userId), eq(userMemorialPages.pageId, pageId)));
      return rows.length > 0;
    },

    async linkToUser(userId: string, pageId: string): Promise<void> {
      await db.insert(userMemorialPages).values({ userId, pageId }).onConflictDoNothing();
    },

    async listLinkedPages(userId: string): Promise<MemorialPageRow[]> {
      const rows = await db
        .select({ page: memorialPages })
        .from(userMemorialPages)
        .innerJoin(memorialPages, eq(memorialPages.id, userMemorialPages.pageId))
        .where(eq(userMemorialPages.userId, userId))
        .orderBy(asc(userMemorialPages.createdAt));
      return rows.map((row) => row.page);
    },

    async updatePage(id: string, values: Partial<typeof memorialPages.$inferInsert>): Promise<void> {
      await db.update(memorialPages).set(values).where(eq(memorialPages.id, id));
    },

    /** True when the entry belongs to the page and was changed. */
    async setEntryVisibility(pageId: string, entryId: number, visible: boolean): Promise<boolean> {
      const rows = await db
        .update(memorialEntries)
        .set({ visible })
        .where(and(eq(memorialEntries.id, entryId), eq(memorialEntries.pageId, pageId)))
        .returning({ id: memorialEntries.id });
      return rows.length > 0;
    },

    listQuotes() {
      return db.select().from(quotes).orderBy(asc(quotes.id));
    },

    async insertEntry(values: { pageId: string; kind: MemorialEntryKind; name: string; text: string; visible: boolean }): Promise<EntryRow> {
      const [row] = await db.insert(memorialEntries).values(values).returning();
      if (!row) throw new Error('entry insert returned nothing');
      return row;
    },
  };
}

export type MemorialPagesRepository = ReturnType<typeof createMemorialPagesRepository>;
