import type { VersionedDocument } from '../api/get-book-document';
import type { EditorData } from '../editor-data';
import { designFontIds, loadFontLibrary } from '../render/layout-resources';
import { claimSessionId, currentUserId, isDirty, readDrafts, type Draft } from './draft-store';
import { pendingOf, type OpenedDocument } from './open-document';

/**
 * Which draft the editor opens without a network: this tab's own, else the newest with unsaved
 * changes, else the newest. Its unsaved changes stay unsaved and go out when the network returns.
 */
export function chooseOfflineDraft(drafts: readonly Draft[], sessionId: string): { draft: Draft; opened: OpenedDocument } | null {
  const usable = drafts.filter((draft) => draft.context !== undefined);
  const newest = [...usable].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const draft = usable.find((candidate) => candidate.sessionId === sessionId) ?? newest.find(isDirty) ?? newest[0];
  if (!draft) return null;
  const ownSession = draft.sessionId === sessionId;
  // Another tab's clean draft brings its document, not its history: that belonged to the other session.
  const history = ownSession || isDirty(draft) ? { history: draft.history } : {};
  return {
    draft,
    opened: {
      document: draft.document,
      version: draft.baseVersion,
      ...history,
      draft: { revision: draft.revision, savedRevision: draft.savedRevision, ...pendingOf(draft), ...(ownSession ? {} : { adopted: draft }) },
    },
  };
}

/**
 * The editor's data when the browser is offline (the route's loader asks this first): the book,
 * its photos and document as this browser's draft kept them, the design fonts from the service
 * worker's cache. Null when online or when there is no draft of this book for this person.
 */
export async function offlineFallback(bookIdParam: string | undefined, signal?: AbortSignal): Promise<{ data: EditorData; opened: OpenedDocument } | null> {
  if (typeof navigator === 'undefined' || navigator.onLine) return null;
  const bookId = Number(bookIdParam);
  const userId = currentUserId();
  if (!Number.isInteger(bookId) || bookId <= 0 || !userId) return null;
  try {
    const chosen = chooseOfflineDraft(await readDrafts(userId, bookId), await claimSessionId());
    if (!chosen?.draft.context) return null;
    const { book, details, photos } = chosen.draft.context;
    const stored: VersionedDocument = { document: chosen.opened.document, version: chosen.opened.version };
    const fonts = await loadFontLibrary(designFontIds(stored.document), signal);
    return { data: { book, details, stored, photos, fonts }, opened: chosen.opened };
  } catch {
    return null;
  }
}
