import type { AssistantResponse } from '@eb/api-contract';
import type { BookDocument } from '@eb/book-model';
import { saveEverything, type SaveAllResult } from '../finishing/save-all';
import type { Persistence } from '../persistence/persistence-controller';

export type AssistantBasis = AssistantResponse['basedOn'];

/** What the editor shows: the stored version it last saved or opened (null without persistence) and its document. */
export interface EditorBasis {
  savedVersion: number | null;
  document: Pick<BookDocument, 'formatId' | 'paperId' | 'themeId'>;
}

/**
 * Whether the assistant's answer was made from what the editor shows: the same stored version (the
 * dialog saves everything first) and the same format, paper and design. If not, the book was changed
 * elsewhere meanwhile (another window, a colleague in a company book), and applying the answer would
 * silently undo that change.
 */
export function answerFitsEditor(basedOn: AssistantBasis, editor: EditorBasis): boolean {
  const { document } = editor;
  return (
    (editor.savedVersion === null || basedOn.version === editor.savedVersion) &&
    basedOn.formatId === document.formatId &&
    basedOn.paperId === document.paperId &&
    basedOn.themeId === document.themeId
  );
}

type StoredPersistence = Pick<Persistence, 'view' | 'flushNow' | 'loadNewer'>;

export type StoredRun<T> = { kind: 'answer'; answer: T } | { kind: 'unsaved' } | { kind: 'changed' };

/**
 * Asks the assistant (which designs from the stored document) for what the editor shows: saves
 * everything first; an answer made from another stored state is not used — the editor then takes
 * the stored state (nothing of its own is unsaved at that point) and asks once more.
 */
export async function askOnStoredState<T extends { basedOn: AssistantBasis }>(
  persistence: StoredPersistence | null,
  document: () => EditorBasis['document'],
  ask: () => Promise<T>,
  save: (persistence: StoredPersistence) => Promise<SaveAllResult> = saveEverything,
): Promise<StoredRun<T>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (persistence && (await save(persistence)) !== 'saved') return { kind: 'unsaved' };
    const answer = await ask();
    const savedVersion = persistence ? persistence.view.get().queue.baseVersion : null;
    if (answerFitsEditor(answer.basedOn, { savedVersion, document: document() })) return { kind: 'answer', answer };
    if (!persistence) break;
    if (attempt === 0) await persistence.loadNewer();
  }
  return { kind: 'changed' };
}
