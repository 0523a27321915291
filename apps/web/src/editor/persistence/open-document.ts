import type { BookDocument, History } from '@eb/book-model';
import type { VersionedDocument } from '../api/get-book-document';
import { claimSessionId, currentUserId, deleteDraft, isDirty, putDraft, readDrafts, type Draft } from './draft-store';
import { documentHash, sameDocument } from './same-document';
import type { LoggedChange } from './unsaved-commands';

export interface OpenedDocument {
  document: BookDocument;
  /** The stored version the document is based on (If-Match of the next save). */
  version: number;
  /** The session's undo history, when a draft of this browser brought it back. */
  history?: History;
  /** What persistence continues from (its own business; absent when no draft was found). */
  draft?: OpenedDraft;
}

export interface OpenedDraft {
  /** The draft's change counter the editor continues from, and the newest the server acknowledged. */
  revision: number;
  savedRevision: number;
  /** The unsaved commands (after savedRevision) the draft kept: replayed on a newer state after a conflict. */
  pending?: LoggedChange[];
  /** Another tab's record whose unsaved changes this editor took over: removed once they are saved. */
  adopted?: Draft;
  /**
   * Unsaved changes of this browser based on an older version than the stored one: offered to
   * the person ('Meine Änderungen übernehmen' / 'Verwerfen'), never applied on their own.
   */
  offer?: Draft;
}

const stored = (from: VersionedDocument): OpenedDocument => ({ document: from.document, version: from.version });
const newestFirst = (a: Draft, b: Draft) => b.updatedAt.localeCompare(a.updatedAt);

/**
 * What the editor opens, from the stored document and this person's drafts of the book (pure, so
 * every case is tested): unsaved changes on the stored version open as they were, with their undo
 * history; a clean draft of this tab on the stored version brings back the session's history; unsaved
 * changes on an older version are offered, not applied; a draft whose content the server already holds
 * (a save whose answer was lost) counts as saved.
 */
export function chooseOpening(stale: readonly Draft[], from: VersionedDocument, sessionId: string): OpenedDocument {
  const drafts = stale.map((draft) => rebasedOnLostAnswer(draft, from));
  const dirty = drafts.filter(isDirty).sort(newestFirst);
  const own = drafts.find((draft) => draft.sessionId === sessionId);
  const mine = own && isDirty(own) ? own : dirty[0];
  if (mine && !sameDocument(mine.document, from.document)) {
    const adopted = mine.sessionId === sessionId ? {} : { adopted: mine };
    if (mine.baseVersion === from.version) {
      return { document: mine.document, version: from.version, history: mine.history, draft: { revision: mine.revision, savedRevision: mine.savedRevision, ...pendingOf(mine), ...adopted } };
    }
    return { ...stored(from), draft: { revision: 0, savedRevision: 0, offer: mine } };
  }
  // Nothing unsaved (or the server already has it): this tab's reload keeps its history.
  const session = own && (own.baseVersion === from.version || sameDocument(own.document, from.document)) ? own : mine?.sessionId === sessionId ? mine : undefined;
  if (session) return { ...stored(from), history: session.history, draft: { revision: session.revision, savedRevision: session.revision } };
  return stored(from);
}

/** The draft's unsaved commands, when it kept them (drafts of older releases did not). */
export function pendingOf(draft: Draft): { pending?: LoggedChange[] } {
  return draft.pending ? { pending: draft.pending.filter((entry) => entry.revision > draft.savedRevision) } : {};
}

/**
 * A draft written while a save was on its way (a reload, a crash): if the server now holds exactly
 * that content as the next version, the save went through and only its answer was lost. The draft
 * then continues on the stored version, its later changes still unsaved — no question asked.
 */
export function rebasedOnLostAnswer(draft: Draft, from: VersionedDocument): Draft {
  const sent = draft.inFlight;
  if (!sent || draft.baseVersion !== sent.baseVersion || from.version !== sent.baseVersion + 1) return draft;
  if (documentHash(from.document) !== sent.hash) return draft;
  const savedRevision = Math.max(draft.savedRevision, sent.revision);
  return {
    ...draft,
    baseVersion: from.version,
    savedRevision,
    inFlight: undefined,
    ...(draft.pending ? { pending: draft.pending.filter((entry) => entry.revision > savedRevision) } : {}),
  };
}

/**
 * Chooses what the editor opens: the stored document, or this browser's unsaved draft of it
 * (IndexedDB) when there is one. Without IndexedDB or a signed-in person: the stored document.
 */
export async function openDocument(bookId: number, from: VersionedDocument): Promise<OpenedDocument> {
  const userId = currentUserId();
  if (!userId) return stored(from);
  const sessionId = await claimSessionId();
  let drafts: Draft[];
  try {
    drafts = await readDrafts(userId, bookId);
  } catch {
    // No IndexedDB, or one that does not answer: open the stored document rather than wait.
    return stored(from);
  }
  const opened = chooseOpening(drafts, from, sessionId);
  await tidy(drafts, opened, sessionId).catch(() => undefined);
  return opened;
}

/**
 * Clean drafts of other tabs are no longer needed; an offered draft of this tab moves to a key of
 * its own, so this tab's next change does not overwrite it before the person chose.
 */
async function tidy(drafts: readonly Draft[], opened: OpenedDocument, sessionId: string): Promise<void> {
  for (const draft of drafts) {
    if (draft.sessionId !== sessionId && !isDirty(draft)) await deleteDraft(draft);
  }
  const offer = opened.draft?.offer;
  if (offer && offer.sessionId === sessionId) {
    const parked = { ...offer, sessionId: `zurückgestellt-${crypto.randomUUID()}` };
    await putDraft(parked);
    await deleteDraft(offer);
    opened.draft = { ...opened.draft!, offer: parked };
  }
}
