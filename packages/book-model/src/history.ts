import { applyCommand, entersHistory } from './commands/apply';
import type { Command, CommandContext } from './commands/types';
import type { BookDocument } from './document/schema';

/**
 * Undo and redo as pure stacks of commands (no documents kept, so 200 steps of a 96-page book cost
 * little). Each entry holds the command that redoes a step and the one that undoes it; both were
 * answered by applyCommand, so they carry the ids that were made and replay exactly.
 */
export interface HistoryEntry {
  redo: Command;
  undo: Command;
}

export interface History {
  undoStack: HistoryEntry[];
  redoStack: HistoryEntry[];
  limit: number;
}

export const DEFAULT_HISTORY_LIMIT = 200;

export const createHistory = (limit = DEFAULT_HISTORY_LIMIT): History => ({ undoStack: [], redoStack: [], limit: Math.max(1, Math.trunc(limit)) });

export const canUndo = (history: History): boolean => history.undoStack.length > 0;
export const canRedo = (history: History): boolean => history.redoStack.length > 0;

/** Records a step taken; a new step ends what could be redone, and the oldest steps fall off past the limit. */
export function record(history: History, entry: HistoryEntry): History {
  const undoStack = [...history.undoStack, entry];
  return { ...history, undoStack: undoStack.slice(Math.max(0, undoStack.length - history.limit)), redoStack: [] };
}

export interface HistoryStep {
  document: BookDocument;
  history: History;
}

/** Applies a command and records it when its type enters history. */
export function execute(document: BookDocument, history: History, command: Command, context: CommandContext): HistoryStep {
  const result = applyCommand(document, command, context);
  if (!entersHistory(command)) return { document: result.document, history };
  return { document: result.document, history: record(history, { redo: command, undo: result.inverse }) };
}

/** Undoes the last step; null when there is none. A CommandError leaves both stacks as they were. */
export function undo(document: BookDocument, history: History, context: CommandContext): HistoryStep | null {
  const entry = history.undoStack.at(-1);
  if (!entry) return null;
  const result = applyCommand(document, entry.undo, context);
  return {
    document: result.document,
    history: { ...history, undoStack: history.undoStack.slice(0, -1), redoStack: [...history.redoStack, { redo: result.inverse, undo: entry.undo }] },
  };
}

/** Redoes the last undone step; null when there is none. */
export function redo(document: BookDocument, history: History, context: CommandContext): HistoryStep | null {
  const entry = history.redoStack.at(-1);
  if (!entry) return null;
  const result = applyCommand(document, entry.redo, context);
  return {
    document: result.document,
    history: { ...history, redoStack: history.redoStack.slice(0, -1), undoStack: [...history.undoStack, { redo: entry.redo, undo: result.inverse }] },
  };
}
