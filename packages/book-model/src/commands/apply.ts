import type { BookDocument } from '../document/schema';
import { setBackground } from './background';
import { addFrame, removeFrame, restoreFrames, setFrameBox } from './frames';
import { applyLayout, restorePage } from './layout';
import { forgetPhoto, placePhoto, removePhoto, setCrop, swapPhotos } from './photos';
import { replaceContent } from './replace-content';
import { addSpreads, insertSpreads, moveSpread, removeSpreads } from './spreads';
import { setText, setTextFormat } from './text';
import { CommandError, type Command, type CommandContext, type CommandOf, type CommandResult, type CommandType } from './types';

type Handler<T extends CommandType> = (document: BookDocument, command: CommandOf<T>, context: CommandContext) => CommandResult;

/**
 * Each command type with its handler and whether it enters undo history (ARCHITECTURE.md rule 7).
 * Only housekeeping stays out: forgetPhoto (a deleted upload), which undo must not bring back.
 */
const COMMANDS: { [T in CommandType]: { handler: Handler<T>; entersHistory: boolean } } = {
  placePhoto: { handler: placePhoto, entersHistory: true },
  removePhoto: { handler: removePhoto, entersHistory: true },
  swapPhotos: { handler: swapPhotos, entersHistory: true },
  setCrop: { handler: setCrop, entersHistory: true },
  setText: { handler: setText, entersHistory: true },
  setTextFormat: { handler: setTextFormat, entersHistory: true },
  setFrameBox: { handler: setFrameBox, entersHistory: true },
  addFrame: { handler: addFrame, entersHistory: true },
  removeFrame: { handler: removeFrame, entersHistory: true },
  applyLayout: { handler: applyLayout, entersHistory: true },
  setBackground: { handler: setBackground, entersHistory: true },
  addSpreads: { handler: addSpreads, entersHistory: true },
  removeSpreads: { handler: removeSpreads, entersHistory: true },
  insertSpreads: { handler: insertSpreads, entersHistory: true },
  moveSpread: { handler: moveSpread, entersHistory: true },
  restoreFrames: { handler: restoreFrames, entersHistory: true },
  restorePage: { handler: restorePage, entersHistory: true },
  forgetPhoto: { handler: forgetPhoto, entersHistory: false },
  replaceContent: { handler: replaceContent, entersHistory: true },
  transaction: { handler: applyTransaction, entersHistory: true },
};

export const COMMAND_TYPES = Object.keys(COMMANDS) as CommandType[];

/** A transaction enters history when any of its commands does. */
export function entersHistory(command: Command): boolean {
  if (command.type === 'transaction') return command.commands.some(entersHistory);
  return COMMANDS[command.type].entersHistory;
}

const NO_IDS: CommandContext = {
  newId: () => {
    throw new Error('This command makes new ids: pass a context with newId to applyCommand');
  },
};

/**
 * Applies one command: answers the new document and the command that undoes it. Pure: the input
 * document is never changed (unchanged parts are shared). A broken limit throws CommandError and
 * nothing is changed.
 */
export function applyCommand(document: BookDocument, command: Command, context: CommandContext = NO_IDS): CommandResult {
  const entry = COMMANDS[command?.type as CommandType] as { handler: Handler<CommandType> } | undefined;
  if (!entry) throw new CommandError('Diese Änderung kennt das Buch nicht.', 'UNKNOWN_COMMAND');
  return entry.handler(document, command, context);
}

/** Several commands as one undo step; its inverse is the inverses in reverse order. */
export const transaction = (commands: Command[]): CommandOf<'transaction'> => ({ type: 'transaction', commands });

function applyTransaction(document: BookDocument, command: CommandOf<'transaction'>, context: CommandContext): CommandResult {
  if (!Array.isArray(command.commands)) throw new CommandError('Diese Änderung kennt das Buch nicht.', 'UNKNOWN_COMMAND');
  let next = document;
  const inverses: Command[] = [];
  // A command that throws leaves the input untouched: nothing was mutated on the way.
  for (const step of command.commands) {
    const result = applyCommand(next, step, context);
    next = result.document;
    inverses.push(result.inverse);
  }
  return { document: next, inverse: transaction(inverses.reverse()) };
}
