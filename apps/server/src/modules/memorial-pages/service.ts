import { MEMORIAL_MESSAGES, type LinkableMemorialPage, type PublicMemorialPage } from '@eb/api-contract';
import { NotFoundError } from '../../lib/domain-errors';
import { toEntry, toPageData } from './page-data';
import type { MemorialDataSource } from './data-source';
import type { MemorialEntryKind } from './schema';

const PAGE_NOT_FOUND = 'Diese Gedenkseite gibt es nicht.';

/**
 * Memorial pages as the public sees them, and what visitors leave there. This is the module's
 * one way in: a real memorial portal could later stand behind the same functions (the adapter seam).
 */
export function createMemorialPagesService(repository: MemorialDataSource) {
  async function requirePage(id: string) {
    const page = await repository.findPage(id);
    if (!page) throw new NotFoundError('MEMORIAL_PAGE_NOT_FOUND', PAGE_NOT_FOUND);
    return page;
  }

  return {
    async publicPage(id: string, callerId?: string): Promise<PublicMemorialPage> {
      const page = await requirePage(id);
      const [appointments, entries] = await Promise.all([repository.listAppointments(id), repository.listEntries(id, { includeHidden: false })]);
      const ofKind = (kind: MemorialEntryKind) => entries.filter((entry) => entry.kind === kind).map(toEntry).reverse();
      return {
        id: page.id,
        data: toPageData(page, appointments, 'public'),
        introduction: page.introduction,
        portraitSrc: page.portraitSrc,
        isModerated: page.isModerated,
        canAdminister: callerId != null && page.administratorUserId === callerId,
        candles: ofKind('candle'),
        condolences: ofKind('condolence'),
        gifts: ofKind('gift'),
      };
    },

    /**
     * For a book's side panel (SPEC.md 'Memorial data'): the linked page's data — everything for its
     * administrator, the public part for anyone else.
     */
    async pageDataForBook(pageId: string, readerId: string) {
      const page = await requirePage(pageId);
      const appointments = await repository.listAppointments(pageId);
      return toPageData(page, appointments, page.administratorUserId === readerId ? 'administrator' : 'public');
    },

    /** Approved entries of one kind, newest first; none when the page is gone. */
    async entriesForBook(pageId: string, kind: MemorialEntryKind) {
      const entries = await repository.listEntries(pageId, { includeHidden: false }).catch(() => []);
      return entries.filter((entry) => entry.kind === kind).map(toEntry).reverse();
    },

    async quotes() {
      return (await repository.listQuotes()).map((quote) => ({ pk: quote.id, text: quote.text, author: quote.author, source: quote.source }));
    },

    /** Takeover (SPEC.md 'Memorial-page entry'): the page becomes one the user may link to books. */
    async linkToUser(userId: string, pageId: string): Promise<{ message: string }> {
      const page = await requirePage(pageId);
      await repository.linkToUser(userId, pageId);
      return { message: `Die Gedenkseite von ${[page.firstNames, page.lastName].join(' ')} ist jetzt mit Ihrem Zugang verbunden. Mit „Direkt starten“ beginnen Sie Ihr Erinnerungsbuch.` };
    },

    async linkedPages(userId: string, options: { extended: boolean }): Promise<LinkableMemorialPage[]> {
      const pages = await repository.listLinkedPages(userId);
      return pages.map((page) => {
        const name = [page.title, page.firstNames, page.lastName].filter(Boolean).join(' ');
        const died = page.dateOfDeath ? `† ${page.dateOfDeath.split('-').reverse().join('.')}` : null;
        return {
          id: page.id,
          description: name,
          dateOfDeath: page.dateOfDeath,
          extendedDescription: options.extended ? [name, died, page.placeOfDeath].filter(Boolean).join(', ') : null,
        };
      });
    },

    /** A visitor lights a candle or writes a condolence; on a moderated page it waits for approval. */
    async addEntry(pageId: string, kind: 'candle' | 'condolence', input: { name: string; text: string }): Promise<{ message: string; visible: boolean }> {
      const page = await requirePage(pageId);
      const visible = !page.isModerated;
      await repository.insertEntry({ pageId, kind, name: input.name, text: input.text, visible });
      return { message: visible ? MEMORIAL_MESSAGES.thanksVisible : MEMORIAL_MESSAGES.thanksModerated, visible };
    },
  };
}

export type MemorialPagesService = ReturnType<typeof createMemorialPagesService>;
