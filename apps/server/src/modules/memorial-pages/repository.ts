import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memorialAppointments, memorialEntries, memorialPages, quotes, userMemorialPages, type MemorialEntryKind } from './schema';

export type MemorialPageRow = typeof memorialPages.$inferSelect;
export type AppointmentRow = typeof memorialAppointments.$inferSelect;
export type EntryRow = typeof memorialEntries.$inferSelect;
export type AppointmentValues = Pick<AppointmentRow, 'startsAt' | 'description' | 'addressDescription' | 'isPublic'>;
export type NewMemorialPage = Pick<typeof memorialPages.$inferInsert, 'id' | 'title' | 'firstNames' | 'lastName' | 'dateOfBirth' | 'dateOfDeath' | 'placeOfDeath' | 'companyId'>;

/**
 * The memorial tables' only SQL (ARCHITECTURE.md rule 4): the built-in MemorialDataSource and
 * MemorialAdministrationStore (data-source.ts), and the operators' list and new pages.
 */
export function createMemorialPagesRepository(db: Executor) {
  return {
    async findPage(id: string, tx: Executor = db): Promise<MemorialPageRow | undefined> {
      const [row] = await tx.select().from(memorialPages).where(eq(memorialPages.id, id));
      return row;
    },

    /** The funeral director's company looking after the page; null when none or no such page. */
    async companyOf(id: string, tx: Executor = db): Promise<string | null> {
      const [row] = await tx.select({ companyId: memorialPages.companyId }).from(memorialPages).where(eq(memorialPages.id, id));
      return row?.companyId ?? null;
    },

    /** Only whether the page is there: one indexed row, nothing of its content read. */
    async pageExists(id: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx.select({ id: memorialPages.id }).from(memorialPages).where(eq(memorialPages.id, id)).limit(1);
      return rows.length > 0;
    },

    listAppointments(pageId: string): Promise<AppointmentRow[]> {
      return db.select().from(memorialAppointments).where(eq(memorialAppointments.pageId, pageId)).orderBy(asc(memorialAppointments.startsAt), asc(memorialAppointments.id));
    },

    /** Oldest first; only approved entries unless `includeHidden`. */
    listEntries(pageId: string, options: { includeHidden: boolean }): Promise<EntryRow[]> {
      const condition = options.includeHidden ? eq(memorialEntries.pageId, pageId) : and(eq(memorialEntries.pageId, pageId), eq(memorialEntries.visible, true));
      return db.select().from(memorialEntries).where(condition).orderBy(asc(memorialEntries.createdAt));
    },

    /** `tx`: the account deletion asks inside its transaction, after locking the user's row. */
    async administersAnyPage(userId: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx.select({ id: memorialPages.id }).from(memorialPages).where(eq(memorialPages.administratorUserId, userId)).limit(1);
      return rows.length > 0;
    },

    /** Which of `userIds` have taken a page over or administer one (the trial-user retention keeps them). */
    async usersWithPagesAmong(userIds: readonly string[], tx: Executor = db): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const [linked, administering] = [
        await tx.selectDistinct({ userId: userMemorialPages.userId }).from(userMemorialPages).where(inArray(userMemorialPages.userId, [...userIds])),
        await tx.selectDistinct({ userId: memorialPages.administratorUserId }).from(memorialPages).where(inArray(memorialPages.administratorUserId, [...userIds])),
      ];
      return new Set([...linked, ...administering].flatMap((row) => (row.userId ? [row.userId] : [])));
    },

    listAdministeredPages(userId: string): Promise<MemorialPageRow[]> {
      return db.select().from(memorialPages).where(eq(memorialPages.administratorUserId, userId)).orderBy(asc(memorialPages.createdAt));
    },

    async isLinkedToUser(userId: string, pageId: string): Promise<boolean> {
      const rows = await db
        .select({ pageId: userMemorialPages.pageId })
        .from(userMemorialPages)
        .where(and(eq(userMemorialPages.userId, userId), eq(userMemorialPages.pageId, pageId)));
      return rows.length > 0;
    },

    async linkToUser(userId: string, pageId: string, tx: Executor = db): Promise<void> {
      await tx.insert(userMemorialPages).values({ userId, pageId }).onConflictDoNothing();
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

    async updatePage(id: string, values: Partial<Omit<typeof memorialPages.$inferInsert, 'id' | 'portraitSrc' | 'administratorUserId'>>): Promise<void> {
      await db.update(memorialPages).set(values).where(eq(memorialPages.id, id));
    },

    /** Sets the portrait and answers the one it replaced, read under a row lock so no file is orphaned by a race. */
    replacePortrait(pageId: string, portraitSrc: string | null): Promise<{ previous: string | null }> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ portraitSrc: memorialPages.portraitSrc }).from(memorialPages).where(eq(memorialPages.id, pageId)).for('update');
        await tx.update(memorialPages).set({ portraitSrc }).where(eq(memorialPages.id, pageId));
        return { previous: current?.portraitSrc ?? null };
      });
    },

    /**
     * Adds the appointment unless the page already has `limit`; false then. Counting and inserting
     * run under a lock on the page's row, so two requests at once cannot both see room for one more.
     */
    insertAppointmentWithinLimit(pageId: string, values: AppointmentValues, limit: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.select({ id: memorialPages.id }).from(memorialPages).where(eq(memorialPages.id, pageId)).for('update');
        const [row] = await tx.select({ value: count() }).from(memorialAppointments).where(eq(memorialAppointments.pageId, pageId));
        if ((row?.value ?? 0) >= limit) return false;
        await tx.insert(memorialAppointments).values({ pageId, ...values });
        return true;
      });
    },

    /** True when the appointment belongs to the page and was changed. */
    async updateAppointment(pageId: string, appointmentId: number, values: AppointmentValues): Promise<boolean> {
      const rows = await db
        .update(memorialAppointments)
        .set(values)
        .where(and(eq(memorialAppointments.id, appointmentId), eq(memorialAppointments.pageId, pageId)))
        .returning({ id: memorialAppointments.id });
      return rows.length > 0;
    },

    async deleteAppointment(pageId: string, appointmentId: number): Promise<boolean> {
      const rows = await db
        .delete(memorialAppointments)
        .where(and(eq(memorialAppointments.id, appointmentId), eq(memorialAppointments.pageId, pageId)))
        .returning({ id: memorialAppointments.id });
      return rows.length > 0;
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

    /** For the shop's staff: every page, newest first, with how many entries wait for approval. */
    listAllForOperators() {
      return db
        .select({
          id: memorialPages.id,
          firstNames: memorialPages.firstNames,
          lastName: memorialPages.lastName,
          dateOfDeath: memorialPages.dateOfDeath,
          administratorUserId: memorialPages.administratorUserId,
          companyId: memorialPages.companyId,
          waitingEntries: count(memorialEntries.id),
        })
        .from(memorialPages)
        .leftJoin(memorialEntries, and(eq(memorialEntries.pageId, memorialPages.id), eq(memorialEntries.visible, false)))
        .groupBy(memorialPages.id)
        .orderBy(desc(memorialPages.createdAt));
    },

    /** Names (or, with null, removes) the company looking after the page; false when there is no such page. */
    async setCompany(id: string, companyId: string | null, tx: Executor = db): Promise<boolean> {
      const rows = await tx.update(memorialPages).set({ companyId }).where(eq(memorialPages.id, id)).returning({ id: memorialPages.id });
      return rows.length > 0;
    },

    /** A new page with its administrator, who may link it to books from the start. */
    async insertPageWithAdministrator(values: NewMemorialPage, administratorUserId: string, tx: Executor = db): Promise<void> {
      await tx.insert(memorialPages).values({ ...values, administratorUserId });
      await tx.insert(userMemorialPages).values({ userId: administratorUserId, pageId: values.id }).onConflictDoNothing();
    },
  };
}

export type MemorialPagesRepository = ReturnType<typeof createMemorialPagesRepository>;
