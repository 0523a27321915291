import { randomUUID } from 'node:crypto';
import { BOOK_MESSAGES, FINISHING_MESSAGES, type Book, type BookCreation, type BookEditInfo } from '@eb/api-contract';
import { createBookDocument } from '@eb/book-model';
import { finishChoices, isFinish, settleFinishes, type Finish } from '@eb/catalogue';
import type { Executor } from '../../db/client';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../lib/domain-errors';
import type { ProductsService } from '../products/service';
import type { AccountFacts } from '../users/account-facts';
import type { BookActor } from '../users/account-service';
import type { BookListCache } from './book-list-cache';
import { BOOK_STATE, deriveBookFields, derivedFieldsChangeAt, editMovesDeletion, shareableUntil, type BookDates, type BookState } from './lifecycle';
import { scopeKey, type BookListEntry, type BookListRow, type BookScope, type BooksRepository } from './repository';
import type { BookRow, books } from './schema';
import type { DocumentWrites } from './document/document-writes';

interface Deps {
  repository: BooksRepository;
  /** Every new book's document goes through this: validated, stored as version 1 with the photos it shows. */
  documents: DocumentWrites;
  products: ProductsService;
  /**
   * Who the user is for books: their scope (own or company books) and their template allowance;
   * from the account facts the request's sign-in check read when given, without another query.
   */
  actorOf: (userId: string, known?: AccountFacts) => Promise<BookActor>;
  /** May this user link this memorial page (taken over or administered)? */
  mayLinkMemorialPage: (userId: string, pageId: string) => Promise<boolean>;
  now: () => Date;
  /** The list's answers kept per scope and version (book-list-cache.ts), and how an answer is written. */
  listCache: BookListCache;
  serializeList: (books: Book[]) => string;
}

const scopeOf = (actor: BookActor): BookScope => ({ userId: actor.userId, companyId: actor.actingForCompanyId });

/** Books and the rules of SPEC.md sections 4 and 5, enforced here whatever the browser sends. */
export function createBooksService({ repository, documents, products, actorOf, mayLinkMemorialPage, now, listCache, serializeList }: Deps) {
  async function inScope(actor: BookActor, id: number): Promise<BookRow> {
    const book = await repository.find(scopeOf(actor), id);
    if (!book) throw new NotFoundError('BOOK_NOT_FOUND', BOOK_MESSAGES.notFound);
    return book;
  }

  async function load(userId: string, id: number) {
    const actor = await actorOf(userId);
    return { actor, book: await inScope(actor, id) };
  }

  async function checkMemorialPage(userId: string, pageId: string | null | undefined) {
    if (pageId && !(await mayLinkMemorialPage(userId, pageId))) throw new InvalidInputError('MEMORIAL_PAGE_UNKNOWN', BOOK_MESSAGES.memorialPageUnknown);
  }

  /** SPEC.md section 5: templates only for funeral directors, and only below their maxTemplates. */
  async function insertTemplate(actor: BookActor, values: BookInsert): Promise<BookRow> {
    if (!actor.isMortician) throw new ForbiddenError('TEMPLATES_NOT_ALLOWED', BOOK_MESSAGES.templatesOnlyForMorticians);
    const scope = scopeOf(actor);
    const row = await repository.serialized(scope, async (tx: Executor) => {
      if ((await repository.countTemplates(scope, tx)) >= actor.maxTemplates) throw new ConflictError('TEMPLATES_FULL', BOOK_MESSAGES.templatesFull);
      return documents.insertBook({ ...values, isTemplate: true }, actor.userId, tx);
    });
    // Committed now: the template gets its own rendered cover too.
    await documents.saved(row);
    return row;
  }

  return {
    /**
     * The book list's answer as JSON: what was written for the scope's current version, while the
     * clock has changed none of its books' derived fields; else the books read and written anew.
     */
    async listJson(userId: string, known?: AccountFacts): Promise<string> {
      const scope = scopeOf(await actorOf(userId, known));
      const key = scopeKey(scope);
      const at = now();
      const version = await repository.scopeVersion(scope);
      const cached = listCache.usable(key, version, at.getTime());
      if (cached) return cached.body;
      const listed = await repository.list(scope);
      const body = serializeList(listed.map((entry) => listedBook(entry, at)));
      listCache.store(key, { version, validUntil: nextChange(listed, at), body });
      return body;
    },

    async get(userId: string, id: number): Promise<Book> {
      return toBook((await load(userId, id)).book, now());
    },

    /** The memorial page linked to one of the user's books; 404 for anyone else's book. */
    async linkedMemorialPage(userId: string, id: number): Promise<string | null> {
      return (await load(userId, id)).book.memorialPageId;
    },

    async details(userId: string, id: number) {
      const { book } = await load(userId, id);
      return { formatId: book.formatId, paperId: book.paperId, themeId: book.themeId, cover: finish(book.coverFinish), pages: finish(book.pagesFinish) };
    },

    /** Our own editor's ids in SPEC.md's shape: a fresh editor session each time, the book's document as the project. */
    async editInfo(userId: string, id: number): Promise<BookEditInfo> {
      const { book } = await load(userId, id);
      return {
        s2PSessionId: randomUUID(),
        productCode: `EB-F${book.formatId}-P${book.paperId}`,
        projectId: `book-${book.id}`,
        themeId: book.themeId,
        orderPk: book.id,
        shareId: null,
        hasMemorialPage: book.memorialPageId !== null,
      };
    },

    /** A new book from the selection: every choice checked against the catalogue. */
    async create(userId: string, input: BookCreation): Promise<{ pk: number }> {
      const [formats, designs, papers] = await Promise.all([
        products.listFormats(),
        products.listDesigns(input.formatId).catch(() => []),
        products.listPapers(input.formatId).catch(() => []),
      ]);
      const format = formats.find((candidate) => candidate.id === input.formatId);
      const design = designs.find((candidate) => candidate.themeId === input.themeId);
      const paper = papers.find((candidate) => candidate.id === input.paperId);
      if (!format) throw new InvalidInputError('FORMAT_NOT_OFFERED', 'Dieses Format wird nicht angeboten.');
      if (!design) throw new InvalidInputError('DESIGN_NOT_OFFERED', 'Dieses Design gibt es für das gewählte Format nicht.');
      if (!paper) throw new InvalidInputError('PAPER_NOT_OFFERED', 'Dieses Papier gibt es für das gewählte Format nicht.');
      const choices = finishChoices({ coverFinishes: paper.coverOptions, pagesFinishes: paper.pagesOptions, finishesLinked: paper.finishesLinked }, format);
      const settled = settleFinishes(choices, { cover: input.cover, pages: input.pages });
      if (settled.cover !== input.cover || settled.pages !== input.pages) {
        throw new InvalidInputError('FINISH_NOT_OFFERED', 'Diese Oberfläche gibt es für das gewählte Papier nicht.');
      }
      await checkMemorialPage(userId, input.memorialpageId);
      const actor = await actorOf(userId);
      const description = input.bookDescription || design.description;
      const document = createBookDocument(
        {
          formatId: format.id,
          paperId: paper.id,
          themeId: design.themeId,
          coverFinish: settled.cover,
          pagesFinish: settled.pages,
          title: description,
          pageCount: paper.minPages,
          firstBackgroundId: design.backgrounds[0]?.id ?? null,
        },
        randomUUID,
      );
      const row = await documents.insertBook({
        ownerUserId: userId,
        companyId: actor.actingForCompanyId,
        description,
        formatId: format.id,
        paperId: paper.id,
        themeId: design.themeId,
        coverFinish: settled.cover,
        pagesFinish: settled.pages,
        memorialPageId: input.memorialpageId,
        document: document as unknown as Record<string, unknown>,
        previewImageUrl: design.imageSrc,
      }, userId);
      return { pk: row.id };
    },

    async rename(userId: string, id: number, description: string): Promise<Book> {
      const { actor, book } = await load(userId, id);
      if (book.state === BOOK_STATE.ordered) throw new ConflictError('BOOK_ORDERED', BOOK_MESSAGES.ordered);
      const at = now();
      const renamed = await repository.rename(scopeOf(actor), id, { description, now: at, seenState: book.state, voidsWarning: editMovesDeletion(dates(book), at) });
      // Finished, ordered or deleted since it was read (another tab, another process).
      if (!renamed) throw new ConflictError('BOOK_CHANGED', BOOK_MESSAGES.changedMeanwhile);
      return toBook(renamed, at);
    },

    async delete(userId: string, id: number): Promise<void> {
      const { actor, book } = await load(userId, id);
      if (book.state === BOOK_STATE.ordered) throw new ConflictError('BOOK_ORDERED', BOOK_MESSAGES.ordered);
      if (!(await repository.delete(scopeOf(actor), id))) throw new ConflictError('BOOK_CHANGED', BOOK_MESSAGES.changedMeanwhile);
    },

    /** Whether the book could be finished now (404 / 409 as finish() would answer), before the finishing check runs. */
    async assertFinishable(userId: string, id: number): Promise<void> {
      checkFinishable((await load(userId, id)).book, now());
    },

    /**
     * Finishing (issue 13, SPEC.md section 4): the begun book goes to state 2 — not editable any
     * more, ready for the basket — only if its document is still the version the caller checked
     * (`expectedVersion`, the preflight's); otherwise 409 and nothing changes.
     */
    async finish(userId: string, id: number, expectedVersion: number): Promise<Book> {
      const { actor, book } = await load(userId, id);
      const at = now();
      checkFinishable(book, at);
      if (book.documentVersion !== expectedVersion) throw new ConflictError('BOOK_CHANGED', FINISHING_MESSAGES.changedMeanwhile);
      const finished = await repository.finish(scopeOf(actor), id, { expectedVersion, now: at });
      if (finished) return toBook(finished, at);
      // Saved, finished or deleted since it was read (another tab, another process): say which.
      const current = await inScope(actor, id);
      checkFinishable(current, at);
      throw new ConflictError('BOOK_CHANGED', FINISHING_MESSAGES.changedMeanwhile);
    },

    /** SPEC.md section 5: a template's copy is a template (room needed); a normal book can be copied while it is editable. */
    async copy(userId: string, id: number): Promise<{ pk: number }> {
      const { actor, book } = await load(userId, id);
      const copy = { ...copiedContent(book, actor), description: withSuffix(book.description, ' (Kopie)') };
      if (book.isTemplate) return { pk: (await insertTemplate(actor, copy)).id };
      if (!deriveBookFields(dates(book), now()).isEditable) throw new ConflictError('BOOK_NOT_EDITABLE', BOOK_MESSAGES.notEditable);
      return { pk: (await documents.insertBook(copy, actor.userId)).id };
    },

    /** SPEC.md section 7: a new, begun book from one of the funeral director's templates. */
    async createFromTemplate(userId: string, input: { bookId: number; bookDescription?: string | undefined; memorialpageId?: string | undefined }): Promise<{ pk: number }> {
      const { actor, book } = await load(userId, input.bookId);
      if (!book.isTemplate) throw new NotFoundError('TEMPLATE_NOT_FOUND', BOOK_MESSAGES.notATemplate);
      await checkMemorialPage(userId, input.memorialpageId);
      const row = await documents.insertBook(
        {
          ...copiedContent(book, actor),
          description: input.bookDescription ?? book.description,
          // Only a page the caller may link (checked above); a template never passes its own on.
          memorialPageId: input.memorialpageId ?? null,
        },
        actor.userId,
      );
      return { pk: row.id };
    },

    /** SPEC.md section 7: a template made from any of the user's books. */
    async createTemplateFromBook(userId: string, id: number): Promise<{ pk: number }> {
      const { actor, book } = await load(userId, id);
      // A template serves many families: it keeps the design and pages, never one family's memorial page.
      const template = await insertTemplate(actor, { ...copiedContent(book, actor), description: withSuffix(book.description, ' (Vorlage)'), memorialPageId: null });
      return { pk: template.id };
    },
  };
}

export type BooksService = ReturnType<typeof createBooksService>;
type BookInsert = typeof books.$inferInsert;

/** What a copy takes over: the choices and the document; it starts begun, with fresh dates, owned by whoever copies. */
function copiedContent(book: BookRow, actor: BookActor): BookInsert {
  return {
    ownerUserId: actor.userId,
    companyId: actor.actingForCompanyId,
    description: book.description,
    formatId: book.formatId,
    paperId: book.paperId,
    themeId: book.themeId,
    coverFinish: book.coverFinish,
    pagesFinish: book.pagesFinish,
    memorialPageId: book.memorialPageId,
    document: book.document,
    // A rendered cover (/api/books/<id>/preview.jpg) is the original's, private to its owner: the copy gets its own once saved.
    previewImageUrl: book.previewImageUrl?.startsWith('/api/') ? null : book.previewImageUrl,
    state: BOOK_STATE.begun,
    isTemplate: false,
  };
}

/** Only a begun book that may still be edited is finished; a template never (it serves many books). */
function checkFinishable(book: BookListRow, at: Date): void {
  if (book.isTemplate) throw new ConflictError('BOOK_IS_TEMPLATE', FINISHING_MESSAGES.template);
  if (book.state !== BOOK_STATE.begun || !deriveBookFields(dates(book), at).isEditable) throw new ConflictError('BOOK_NOT_FINISHABLE', FINISHING_MESSAGES.notEditable);
}

const withSuffix = (description: string, suffix: string) => `${description.slice(0, 150 - suffix.length)}${suffix}`;
const finish = (value: number): Finish => (isFinish(value) ? value : 1);
const dates = (row: BookListRow) => ({
  state: row.state as BookState,
  isTemplate: row.isTemplate,
  lastEdit: row.lastEdit,
  finishedAt: row.finishedAt,
  lastOrdered: row.lastOrdered,
});

/** The earliest moment at which a listed book's derived fields change with the clock (Infinity: never). */
function nextChange(entries: readonly BookListEntry[], now: Date): number {
  let earliest = Infinity;
  for (const entry of entries) {
    const at = derivedFieldsChangeAt(listedDates(entry), now);
    if (at && at.getTime() < earliest) earliest = at.getTime();
  }
  return earliest;
}

/** A book of the list: its dates come as milliseconds (repository), the derived fields from lifecycle.ts as for one book. */
const listedDates = (entry: BookListEntry): BookDates => ({
  state: entry.state as BookState,
  isTemplate: entry.isTemplate,
  lastEdit: new Date(entry.lastEdit),
  finishedAt: entry.finishedAt === null ? null : new Date(entry.finishedAt),
  lastOrdered: entry.lastOrdered === null ? null : new Date(entry.lastOrdered),
});

function listedBook(entry: BookListEntry, now: Date): Book {
  return bookOf({ id: entry.id, previewImageUrl: entry.previewImageUrl, description: entry.description, createdAt: new Date(entry.createdAt), ...listedDates(entry) }, now);
}

export function toBook(row: BookListRow, now: Date): Book {
  return bookOf({ id: row.id, previewImageUrl: row.previewImageUrl, description: row.description, createdAt: row.createdAt, ...dates(row) }, now);
}

/** One book as the API shows it, from its stored fields and the derived ones (lifecycle.ts). */
function bookOf(book: Pick<BookListRow, 'id' | 'previewImageUrl' | 'description' | 'createdAt'> & BookDates, now: Date): Book {
  const derived = deriveBookFields(book, now);
  return {
    pk: book.id,
    previewImageUrl: book.previewImageUrl,
    description: book.description,
    editableUntil: derived.editableUntil?.toISOString() ?? null,
    isEditable: derived.isEditable,
    state: book.state,
    lastEdit: book.lastEdit.toISOString(),
    lastOrdered: book.lastOrdered?.toISOString() ?? null,
    orderableUntil: derived.orderableUntil?.toISOString() ?? null,
    isTemplate: book.isTemplate,
    // A fixed date (never moves with the clock), so the list's cache holds as before.
    shareableUntil: book.isTemplate ? null : shareableUntil(book.createdAt).toISOString(),
  };
}
