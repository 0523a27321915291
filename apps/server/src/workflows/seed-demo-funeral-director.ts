import { randomUUID } from 'node:crypto';
import { createBookDocument } from '@eb/book-model';
import { DESIGNS, PAPERS } from '@eb/catalogue/data';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { bookDocumentWrites } from '../modules/books';
import type { books } from '../modules/books/schema';
import { memorialPages, userMemorialPages } from '../modules/memorial-pages/schema';
import { MEMORIAL_PAGE_SEEDS } from '../modules/memorial-pages/seed-pages';
import { companies, users } from '../modules/users/schema';

export const DEMO_FUNERAL_DIRECTOR_ACCOUNT = 'lindner';
const DEMO_PAGE_IDS = MEMORIAL_PAGE_SEEDS.map((page) => page.id);
const COMPANY = { id: 'bestattungen-lindner', name: 'Bestattungen Lindner', logoSrc: '/images/companies/bestattungen-lindner.svg', country: 'de' as const };

/** The demo templates: a classic A4 hardcover and a square softcover, both ready to start a family's book from. */
const TEMPLATES = [
  { description: 'Vorlage Trauerfeier – klassisch', formatId: 1, paperId: 2, themeId: 103 },
  { description: 'Vorlage Erinnerungen – quadratisch', formatId: 2, paperId: 3, themeId: 104 },
];

/**
 * Outside production: one funeral director (README) with a company, its logo and two templates,
 * so the funeral director's view can be tried at once. Idempotent: nothing happens once the
 * account exists, so what someone changed in the demo survives a restart.
 */
export async function seedDemoFuneralDirector(db: Database, options: { demo: boolean; password: string }): Promise<void> {
  if (!options.demo) return;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.account, DEMO_FUNERAL_DIRECTOR_ACCOUNT));
  if (existing) return;
  const passwordHash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    await tx.insert(companies).values(COMPANY).onConflictDoNothing();
    const [director] = await tx
      .insert(users)
      .values({
        account: DEMO_FUNERAL_DIRECTOR_ACCOUNT,
        email: 'thomas.lindner@bestattungen-lindner.example',
        passwordHash,
        isDataStoragePermitted: true,
        emailConfirmedAt: new Date(),
        isMortician: true,
        morticianName: COMPANY.name,
        maxTemplates: 5,
        companyId: COMPANY.id,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!director) return;
    // Through the books module's one document write path: validated, stored as version 1 with its versions row.
    const writes = bookDocumentWrites(db, () => new Date());
    for (const template of TEMPLATES) await writes.insertBook(templateRow(director.id, template), director.id, tx);
    // The families of both demo pages asked this funeral director for help: their pages can be linked.
    const pages = await tx.select({ id: memorialPages.id }).from(memorialPages).where(inArray(memorialPages.id, DEMO_PAGE_IDS));
    if (pages.length > 0) await tx.insert(userMemorialPages).values(pages.map((page) => ({ userId: director.id, pageId: page.id }))).onConflictDoNothing();
    // The company looks after both pages: families coming from them see its logo and name in the header.
    if (pages.length > 0) await tx.update(memorialPages).set({ companyId: COMPANY.id }).where(inArray(memorialPages.id, DEMO_PAGE_IDS));
  });
}

function templateRow(ownerUserId: string, template: (typeof TEMPLATES)[number]): typeof books.$inferInsert {
  const design = DESIGNS.find((candidate) => candidate.themeId === template.themeId);
  const paper = PAPERS.find((candidate) => candidate.id === template.paperId);
  if (!design || !paper) throw new Error(`demo template ${template.description}: design or paper missing from the catalogue`);
  const document = createBookDocument(
    {
      formatId: template.formatId,
      paperId: template.paperId,
      themeId: template.themeId,
      coverFinish: 1,
      pagesFinish: 1,
      title: template.description,
      pageCount: paper.minPages,
      firstBackgroundId: design.backgrounds[0]?.id ?? null,
    },
    randomUUID,
  );
  return {
    ownerUserId,
    description: template.description,
    formatId: template.formatId,
    paperId: template.paperId,
    themeId: template.themeId,
    coverFinish: 1,
    pagesFinish: 1,
    isTemplate: true,
    document: document as unknown as Record<string, unknown>,
    previewImageUrl: design.imageSrc,
  };
}
