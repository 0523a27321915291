import { eq } from 'drizzle-orm';
import type { BookDocument } from '@eb/book-model';
import { companies, users } from '../modules/users/schema';
import type { TestApp } from './test-app';

export type Auth = { authorization: string };
export type Person = { id: string; auth: Auth };

/** A book's choices as the selection flow sends them: A4 softcover on real-photo paper, the first design. */
export const BOOK_SELECTION = { bookDescription: 'Für Opa Heinz', memorialpageId: null, formatId: 1, paperId: 3, themeId: 101, cover: 2, pages: 2 };

/** Creates a book through the API as the caller and answers its id. */
export async function createBookAs(test: TestApp, auth: Auth, selection: Partial<typeof BOOK_SELECTION> = {}): Promise<number> {
  const response = await test.app.inject({ method: 'POST', url: '/api/books', headers: auth, payload: { ...BOOK_SELECTION, ...selection } });
  if (response.statusCode >= 300) throw new Error(`creating a book failed: ${response.statusCode} ${response.body}`);
  return response.json<{ pk: number }>().pk;
}

/** The book's current document and its version tag (for If-Match), read as the caller. */
export async function readBookDocument(test: TestApp, id: number, auth: Auth): Promise<{ etag: string; document: BookDocument }> {
  const response = await test.app.inject({ url: `/api/books/${id}/document`, headers: auth });
  if (response.statusCode !== 200) throw new Error(`reading the document failed: ${response.statusCode} ${response.body}`);
  return { etag: response.headers.etag as string, document: response.json<BookDocument>() };
}

/** A funeral director's company whose staff act in the company's view: they see and edit its books. */
export async function companyWithStaff(test: TestApp, company: { id: string; name: string }, staff: Person[]): Promise<void> {
  await test.database.db.insert(companies).values(company);
  for (const person of staff) await test.database.db.update(users).set({ companyId: company.id, actsForCompany: true, isMortician: true }).where(eq(users.id, person.id));
}
