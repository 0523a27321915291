import { MEMORIAL_MESSAGES, type LinkableMemorialPage, type PublicMemorialPage } from '@eb/api-contract';
import type { Executor } from '../../db/client';
import { NotFoundError } from '../../lib/domain-errors';
import type { MemorialDataSource } from './data-source';
import { audienceOf, fullNameOf, germanDate, portraitUrl, toEntry, toPageData, visibleFields } from './page-data';
import type { MemorialEntryKind } from './schema';

export const PAGE_NOT_FOUND = 'Diese Gedenkseite gibt es nicht.';
/** What a page is called where its names are private. */
export const UNNAMED_PAGE = 'Gedenkseite';

/**
 * Memorial pages as the public sees them, and what visitors leave there. This is the module's
 * one way in: a real memorial portal could later stand behind the same functions (the adapter seam).
 */
export function createMemorialPagesService(source: MemorialDataSource) {
  async function requirePage(id: string, tx?: Executor) {
    const page = await source.findPage(id, tx);
    if (!page) throw new NotFoundError('MEMORIAL_PAGE_NOT_FOUND', PAGE_NOT_FOUND);
    return page;
  }

  return {
    async publicPage(id: string, callerId?: string): Promise<PublicMemorialPage> {
      const page = await requirePage(id);
      const [appointments, entries] = await Promise.all([source.listAppointments(id), source.listEntries(id, { includeHidden: false })]);
      const ofKind = (kind: MemorialEntryKind) => entries.filter((entry) => entry.kind === kind).map(toEntry).reverse();
      return {
        id: page.id,
        // Even the administrator sees the public page as the public does; the administration shows the rest.
        data: toPageData(page, appointments, 'public'),
        introduction: page.introduction,
        portraitSrc: portraitUrl(page),
        isModerated: page.isModerated,
        canAdminister: audienceOf(page, callerId) === 'administrator',
        companyId: page.companyId,
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
      const appointments = await source.listAppointments(pageId);
      return toPageData(page, appointments, audienceOf(page, readerId));
    },

    /** Approved entries of one kind, newest first; none when the page is gone. */
    async entriesForBook(pageId: string, kind: MemorialEntryKind) {
      const entries = await source.listEntries(pageId, { includeHidden: false }).catch(() => []);
      return entries.filter((entry) => entry.kind === kind).map(toEntry).reverse();
    },

    async quotes() {
      return (await source.listQuotes()).map((quote) => ({ pk: quote.id, text: quote.text, author: quote.author, source: quote.source }));
    },

    /**
     * Takeover (SPEC.md 'Memorial-page entry'): the page becomes one the user may link to books.
     * The workflow start-from-memorial-page calls it inside its transaction and also remembers the
     * page as the user's last visited one. The message names the deceased only as the public may.
     */
    async linkToUser(userId: string, pageId: string, tx?: Executor): Promise<{ message: string }> {
      // Read and written in the caller's transaction: on PGlite a second connection would wait for it.
      const page = await requirePage(pageId, tx);
      await source.linkToUser(userId, pageId, tx);
      const name = fullNameOf(visibleFields(page, audienceOf(page, userId)));
      const start = name ? `Die Gedenkseite von ${name} ist` : 'Die Gedenkseite ist';
      return { message: `${start} jetzt mit Ihrem Zugang verbunden. Mit „Direkt starten“ beginnen Sie Ihr Erinnerungsbuch.` };
    },

    /**
     * SPEC.md GET /api/users/memorialpages. Someone who took a page over from its public link sees
     * what the public sees — never a name, date or place the family hid; only the administrator sees all.
     */
    async linkedPages(userId: string, options: { extended: boolean }): Promise<LinkableMemorialPage[]> {
      const pages = await source.listLinkedPages(userId);
      return pages.map((page) => {
        const fields = visibleFields(page, audienceOf(page, userId));
        const name = fullNameOf(fields) ?? UNNAMED_PAGE;
        const born = germanDate(fields.dateOfBirth);
        const died = germanDate(fields.dateOfDeath);
        return {
          id: page.id,
          description: name,
          dateOfDeath: fields.dateOfDeath,
          extendedDescription: options.extended ? [name, born && `* ${born}`, died && `† ${died}`, fields.placeOfDeath].filter(Boolean).join(', ') : null,
        };
      });
    },

    /** A visitor lights a candle or writes a condolence; on a moderated page it waits for approval. */
    async addEntry(pageId: string, kind: 'candle' | 'condolence', input: { name: string; text: string }): Promise<{ message: string; visible: boolean }> {
      const page = await requirePage(pageId);
      const visible = !page.isModerated;
      await source.insertEntry({ pageId, kind, name: input.name, text: input.text, visible });
      return { message: visible ? MEMORIAL_MESSAGES.thanksVisible : MEMORIAL_MESSAGES.thanksModerated, visible };
    },
  };
}

export type MemorialPagesService = ReturnType<typeof createMemorialPagesService>;
