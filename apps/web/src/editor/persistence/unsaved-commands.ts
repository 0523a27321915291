import type { Command, History } from '@eb/book-model';
import type { ChangeCause } from '../state/editor-store';

/**
 * The commands applied since the last acknowledged save, read from the undo history after each
 * change, so that after a conflict they can be applied again on top of the newer state. `null`
 * stands for a change that cannot be replayed (a document replaced from elsewhere, a command that
 * does not enter history).
 */
export interface LoggedChange {
  revision: number;
  command: Command | null;
}

export function logChange(log: readonly LoggedChange[], savedRevision: number, before: History, after: History, cause: ChangeCause, revision: number): LoggedChange[] {
  const unsaved = log.filter((entry) => entry.revision > savedRevision);
  switch (cause) {
    case 'command': {
      const top = after.undoStack.at(-1);
      const previous = before.undoStack.at(-1);
      if (!top || top === previous) return [...unsaved, { revision, command: null }];
      // A step of a gesture merged into the one before (same undo): its newer absolute value replaces it.
      const merged = previous !== undefined && top.undo === previous.undo;
      const last = unsaved.at(-1);
      if (merged && last?.command) return [...unsaved.slice(0, -1), { revision, command: top.redo }];
      return [...unsaved, { revision, command: top.redo }];
    }
    case 'undo': {
      // The undone step now waits on the redo stack; its undo command is what was applied.
      const entry = after.redoStack.at(-1);
      return [...unsaved, { revision, command: entry?.undo ?? null }];
    }
    case 'redo': {
      const entry = after.undoStack.at(-1);
      return [...unsaved, { revision, command: entry?.redo ?? null }];
    }
    case 'replace':
      return [...unsaved, { revision, command: null }];
  }
}
