import { createHash, randomInt } from 'node:crypto';
import { ASSISTANT_MAX_SEED, ASSISTANT_MESSAGES, type AssistantRequest, type AssistantResponse } from '@eb/api-contract';
import { designBookWithAssistant, validateBookDocument, type AssistantMemorial, type AssistantPhoto, type BookDocument } from '@eb/book-model';
import { ConflictError, NotFoundError } from '../lib/domain-errors';
import type { SignedInCaller } from '../modules/auth/authentication';
import type { DocumentService } from '../modules/books/document/service';
import { germanDate } from '../modules/memorial-pages';
import type { MemorialPagesService } from '../modules/memorial-pages/service';
import type { ReadyPhoto, TrayPhotos } from '../modules/uploads';

export interface BookAssistantDeps {
  /** The books module's document service: the stored document and whether the caller may save it. */
  documents: Pick<DocumentService, 'forRedesign'>;
  /** The uploads module's ready photos the editor's tray offers for the book. */
  photos: TrayPhotos;
  memorial: Pick<MemorialPagesService, 'pageDataForBook' | 'entriesForBook' | 'quotes'>;
  log: { error(object: unknown, message: string): void };
  /** Where a seed comes from when the request brings none (tests pass a fixed one). */
  drawSeed?: () => number;
}

const NO_MEMORIAL: AssistantMemorial = { name: null, dates: null, quotes: [], condolences: [], candles: [] };

/**
 * The design assistant (issue 13, seam B): gathers the book's stored document, the photos the tray
 * offers and the linked memorial page, and lets packages/book-model lay the book out. Nothing is
 * saved here: the editor applies the answer as one undo step and autosave stores it through the
 * ordinary document save (which checks the photos again).
 */
export function createBookAssistant(deps: BookAssistantDeps) {
  const drawSeed = deps.drawSeed ?? (() => randomInt(0, ASSISTANT_MAX_SEED));

  /** SPEC.md section 7 'Memorial data': what the book's side panel offers; a page that cannot be read gives nothing. */
  async function memorialOf(pageId: string | null, userId: string): Promise<AssistantMemorial> {
    const quoteTexts = (await deps.memorial.quotes().catch(() => [])).map((quote) => {
      const author = quote.author?.trim();
      return author ? `${quote.text.trim()}\n– ${author}` : quote.text.trim();
    });
    if (!pageId) return { ...NO_MEMORIAL, quotes: quoteTexts };
    let page;
    try {
      page = await deps.memorial.pageDataForBook(pageId, userId);
    } catch (error) {
      if (error instanceof NotFoundError) return { ...NO_MEMORIAL, quotes: quoteTexts };
      throw error;
    }
    const [condolences, candles] = await Promise.all([deps.memorial.entriesForBook(pageId, 'condolence'), deps.memorial.entriesForBook(pageId, 'candle')]);
    const oldestFirst = (entries: typeof condolences) =>
      [...entries].sort((a, b) => a.created.localeCompare(b.created) || a.pk - b.pk).map((entry) => ({ name: entry.name.trim(), text: entry.text.trim() }));
    const name = [page.firstNames.value, page.lastName.value].map((part) => part?.trim() ?? '').filter(Boolean).join(' ') || page.fullName.value?.trim() || null;
    // dd.MM.yyyy, and dates before 1800 left blank (SPEC.md section 5).
    const born = germanDate(page.dateOfBirth.value);
    const died = germanDate(page.dateOfDeath.value);
    const dates = [born ? `* ${born}` : '', died ? `† ${died}` : ''].filter(Boolean).join('  ') || null;
    return { name, dates, quotes: quoteTexts, condolences: oldestFirst(condolences), candles: oldestFirst(candles) };
  }

  return {
    async design(caller: SignedInCaller, bookId: number, request: AssistantRequest): Promise<AssistantResponse> {
      const book = await deps.documents.forRedesign(caller.userId, bookId);
      if (!book.editable) throw new ConflictError('BOOK_NOT_EDITABLE', ASSISTANT_MESSAGES.notEditable);
      const ready = await deps.photos(caller, bookId);
      if (ready.length === 0) throw new ConflictError('NO_PHOTOS', ASSISTANT_MESSAGES.noPhotos);
      const memorial = await memorialOf(book.memorialPageId, caller.userId);
      const seed = request.seed ?? drawSeed();
      const photos: AssistantPhoto[] = ready.map((photo, index) => ({ id: photo.id, width: photo.width, height: photo.height, takenAt: photo.takenAt, uploadOrder: index }));
      const options = { density: request.density, condolences: request.condolences, seed };

      let result;
      try {
        result = designBookWithAssistant(book.document, { photos, memorial, options }, idSource(bookId, book.version, seed));
      } catch (error) {
        deps.log.error({ err: error, bookId, seed }, 'assistant failed');
        throw new ConflictError('ASSISTANT_FAILED', ASSISTANT_MESSAGES.failed);
      }
      // Format, paper and design stay the book's by construction; the rest must be a document the save would take.
      const candidate: BookDocument = { ...book.document, cover: result.cover, spreads: result.spreads };
      const checked = validateBookDocument(candidate);
      if (!checked.ok) {
        deps.log.error({ bookId, seed, issues: checked.issues.slice(0, 5) }, 'assistant made an invalid document');
        throw new ConflictError('ASSISTANT_FAILED', ASSISTANT_MESSAGES.failed);
      }
      const byId = new Map(ready.map((photo) => [photo.id, photo]));
      const placed = result.report.placedPhotoIds.flatMap((id) => byId.get(id) ?? []);
      const named = (ids: readonly string[]) =>
        ids.flatMap((id) => {
          const photo = byId.get(id);
          return photo ? [{ id, fileName: photo.fileName }] : [];
        });
      // leftOut: for lack of room only; tooSmall: too small to print (the contract keeps them apart).
      const tooSmall = new Set(result.report.tooSmallPhotoIds);
      return {
        cover: checked.document.cover as unknown as Record<string, unknown>,
        spreads: checked.document.spreads as unknown as Record<string, unknown>[],
        report: {
          pageCount: result.report.pageCount,
          placed: placed.length,
          leftOut: named(result.report.leftOutPhotoIds.filter((id) => !tooSmall.has(id))),
          tooSmall: named(result.report.tooSmallPhotoIds),
          seed,
        },
        photos: placed.map(editorPhoto),
        basedOn: { version: book.version, formatId: book.document.formatId, paperId: book.document.paperId, themeId: book.document.themeId },
      };
    },
  };
}

export type BookAssistant = ReturnType<typeof createBookAssistant>;

/**
 * Ids for the new frames and pages, the same for the same book version and seed (so the same input
 * gives the same answer) and different for another version, so an answer never reuses the ids of
 * what it replaces after a save.
 */
export function idSource(bookId: number, version: number, seed: number): () => string {
  const prefix = createHash('sha256').update(`${bookId}:${version}:${seed}`).digest('base64url').slice(0, 10);
  let next = 0;
  return () => `a${prefix}${(next++).toString(36)}`;
}

const editorPhoto = (photo: ReadyPhoto) => ({
  id: photo.id,
  status: 'ready' as const,
  fileName: photo.fileName,
  width: photo.width,
  height: photo.height,
  takenAt: photo.takenAt,
  placeholder: photo.placeholder,
});
