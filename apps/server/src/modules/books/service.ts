import { randomUUID } from 'node:crypto';
import { BOOK_MESSAGES, type Book, type BookCreation } from '@eb/api-contract';
import { createBookDocument } from '@eb/book-model';
import { finishChoices, isFinish, settleFinishes, type Finish } from '@eb/catalogue';
import { ConflictError, InvalidInputError, NotFoundError } from '../../lib/domain-errors';
import type { ProductsService } from '../products/service';
import { BOOK_STATE, deriveBookFields, type BookState } from './lifecycle';
import type { BooksRepository } from './repository';
import type { BookRow } from './schema';

interface Deps {
  repository: BooksRepository;
  products: ProductsService;
  /** May this user link this memorial page (taken over or administered)? */
  mayLinkMemorialPage: (userId: string, pageId: string) => Promise<boolean>;
  now: () => Date;
}

/** Books and the rules of SPEC.md sections 4 and 5, enforced here whatever the browser sends. */
export function createBooksService({ repository, products, mayLinkMemorialPage, now }: Deps) {
  async function owned(userId: string, id: number): Promise<BookRow> {
    const book = await repository.findOwned(userId, id);
    if (!book) throw new NotFoundError('BOOK_NOT_FOUND', BOOK_MESSAGES.notFound);
    return book;
  }

  return {
    async list(userId: string): Promise<Book[]> {
      const at = now();
      return (await repository.listForOwner(userId)).map((row) => toBook(row, at));
    },

    async get(userId: string, id: number): Promise<Book> {
      return toBook(await owned(userId, id), now());
    },

    /** The memorial page linked to one of the user's books; 404 for anyone else's book. */
    async linkedMemorialPage(userId: string, id: number): Promise<string | null> {
      return (await owned(userId, id)).memorialPageId;
    },

    async details(userId: string, id: number) {
      const book = await owned(userId, id);
      return { formatId: book.formatId, paperId: book.paperId, themeId: book.themeId, cover: finish(book.coverFinish), pages: finish(book.pagesFinish) };
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
      if (input.memorialpageId && !(await mayLinkMemorialPage(userId, input.memorialpageId))) {
        throw new InvalidInputError('MEMORIAL_PAGE_UNKNOWN', BOOK_MESSAGES.memorialPageUnknown);
      }
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
      const row = await repository.insert({
        ownerUserId: userId,
        description,
        formatId: format.id,
        paperId: paper.id,
        themeId: design.themeId,
        coverFinish: settled.cover,
        pagesFinish: settled.pages,
        memorialPageId: input.memorialpageId,
        document: document as unknown as Record<string, unknown>,
        previewImageUrl: design.imageSrc,
      });
      return { pk: row.id };
    },

    async rename(userId: string, id: number, description: string): Promise<Book> {
      const book = await owned(userId, id);
      if (book.state === BOOK_STATE.ordered) throw new ConflictError('BOOK_ORDERED', BOOK_MESSAGES.ordered);
      const renamed = await repository.rename(userId, id, description, now());
      if (!renamed) throw new NotFoundError('BOOK_NOT_FOUND', BOOK_MESSAGES.notFound);
      return toBook(renamed, now());
    },

    async delete(userId: string, id: number): Promise<void> {
      const book = await owned(userId, id);
      if (book.state === BOOK_STATE.ordered) throw new ConflictError('BOOK_ORDERED', BOOK_MESSAGES.ordered);
      await repository.delete(userId, id);
    },

    /** SPEC.md section 5: a normal book can be copied while it is editable. */
    async copy(userId: string, id: number): Promise<{ pk: number }> {
      const book = await owned(userId, id);
      if (!book.isTemplate && !deriveBookFields(dates(book), now()).isEditable) throw new ConflictError('BOOK_NOT_EDITABLE', BOOK_MESSAGES.notEditable);
      const { id: _id, createdAt: _created, lastEdit: _edited, finishedAt: _finished, lastOrdered: _ordered, ...copy } = book;
      const row = await repository.insert({ ...copy, description: `${book.description} (Kopie)`.slice(0, 150), state: BOOK_STATE.begun, isTemplate: false });
      return { pk: row.id };
    },
  };
}

export type BooksService = ReturnType<typeof createBooksService>;

const finish = (value: number): Finish => (isFinish(value) ? value : 1);
const dates = (row: BookRow) => ({
  state: row.state as BookState,
  isTemplate: row.isTemplate,
  lastEdit: row.lastEdit,
  finishedAt: row.finishedAt,
  lastOrdered: row.lastOrdered,
});

export function toBook(row: BookRow, now: Date): Book {
  const derived = deriveBookFields(dates(row), now);
  return {
    pk: row.id,
    previewImageUrl: row.previewImageUrl,
    description: row.description,
    editableUntil: derived.editableUntil?.toISOString() ?? null,
    isEditable: derived.isEditable,
    state: row.state as BookState,
    lastEdit: row.lastEdit.toISOString(),
    lastOrdered: row.lastOrdered?.toISOString() ?? null,
    orderableUntil: derived.orderableUntil?.toISOString() ?? null,
    isTemplate: row.isTemplate,
  };
}
