import { sql } from 'drizzle-orm';
import { DESIGNS, FORMATS, PAPERS } from '@eb/catalogue/data';
import type { Database } from '../../db/client';
import { designFormats, designs, formats, paperPrices, papers } from './schema';

/**
 * Writes the catalogue of @eb/catalogue into the database. Idempotent: rows are upserted, so a
 * changed price or text in the package reaches the shop on the next start. Offers that the package
 * no longer lists are removed from the link tables; formats and papers themselves are only ever
 * retired (active = false), because old orders point at them.
 */
export async function seedCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const format of FORMATS) {
      await tx.insert(formats).values(format).onConflictDoUpdate({ target: formats.id, set: withoutKey(format, 'id') });
    }
    for (const { prices, ...paper } of PAPERS) {
      await tx.insert(papers).values(paper).onConflictDoUpdate({ target: papers.id, set: withoutKey(paper, 'id') });
    }
    await tx.delete(paperPrices);
    await tx.insert(paperPrices).values(PAPERS.flatMap((paper) => paper.prices.map((price) => ({ paperId: paper.id, ...price }))));

    for (const { formatIds, ...design } of DESIGNS) {
      const row = { ...design, active: true };
      await tx.insert(designs).values(row).onConflictDoUpdate({ target: designs.themeId, set: withoutKey(row, 'themeId') });
    }
    const listed = DESIGNS.map((design) => design.themeId);
    await tx
      .update(designs)
      .set({ active: false })
      .where(sql`${designs.themeId} not in (${sql.join(listed.map((id) => sql`${id}`), sql`, `)})`);
    await tx.delete(designFormats);
    await tx.insert(designFormats).values(DESIGNS.flatMap((design) => design.formatIds.map((formatId) => ({ themeId: design.themeId, formatId }))));
  });
}

function withoutKey<T extends object, K extends keyof T>(row: T, key: K): Omit<T, K> {
  const { [key]: _omitted, ...rest } = row;
  return rest;
}
