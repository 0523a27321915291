import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { designFormats, designs, formats, paperPrices, papers } from './schema';

export type FormatRow = typeof formats.$inferSelect;
export type DesignRow = typeof designs.$inferSelect;
export type PaperRow = typeof papers.$inferSelect;
export type PaperPriceRow = typeof paperPrices.$inferSelect;

export function createProductsRepository(db: Executor) {
  return {
    async listActiveFormats(): Promise<FormatRow[]> {
      return db.select().from(formats).where(eq(formats.active, true)).orderBy(asc(formats.sortOrder));
    },

    async findActiveFormat(formatId: number, tx: Executor = db): Promise<FormatRow | undefined> {
      const [row] = await tx
        .select()
        .from(formats)
        .where(and(eq(formats.id, formatId), eq(formats.active, true)));
      return row;
    },

    async listAllPrices(): Promise<PaperPriceRow[]> {
      return db.select().from(paperPrices);
    },

    async listDesignsForFormat(formatId: number): Promise<DesignRow[]> {
      const rows = await db
        .select({ design: designs })
        .from(designs)
        .innerJoin(designFormats, eq(designFormats.themeId, designs.themeId))
        .where(and(eq(designFormats.formatId, formatId), eq(designs.active, true)))
        .orderBy(asc(designs.sortOrder));
      return rows.map((row) => row.design);
    },

    /** A format and paper with their price, active or not: a book made before a format was withdrawn can still be ordered again. */
    async findProduct(formatId: number, paperId: number, tx: Executor = db): Promise<{ format: FormatRow; paper: PaperRow; price: PaperPriceRow } | undefined> {
      const [row] = await tx
        .select({ format: formats, paper: papers, price: paperPrices })
        .from(paperPrices)
        .innerJoin(formats, eq(formats.id, paperPrices.formatId))
        .innerJoin(papers, eq(papers.id, paperPrices.paperId))
        .where(and(eq(paperPrices.formatId, formatId), eq(paperPrices.paperId, paperId)));
      return row;
    },

    async listPapersForFormat(formatId: number): Promise<Array<{ paper: PaperRow; price: PaperPriceRow }>> {
      return db
        .select({ paper: papers, price: paperPrices })
        .from(papers)
        .innerJoin(paperPrices, eq(paperPrices.paperId, papers.id))
        .where(eq(paperPrices.formatId, formatId))
        .orderBy(asc(papers.sortOrder));
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
