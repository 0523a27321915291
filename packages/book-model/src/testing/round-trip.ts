import { expect } from 'vitest';
import { applyCommand } from '../commands/apply';
import { CommandError, type Command, type CommandContext, type CommandResult } from '../commands/types';
import type { BookDocument } from '../document/schema';
import { validateBookDocument } from '../document/validate';
import { deepFreeze } from './fixtures';

/**
 * Applies a command to a frozen document (mutation would throw) and checks what every command
 * promises: a valid result, undo gives the input back, redo (the inverse's inverse) gives the result
 * again, and command and inverse survive JSON.
 */
export function roundTrip(document: BookDocument, command: Command, context: CommandContext): CommandResult {
  deepFreeze(document);
  const done = applyCommand(document, JSON.parse(JSON.stringify(command)) as Command, context);
  deepFreeze(done);
  const valid = validateBookDocument(done.document);
  expect(valid.ok ? [] : valid.issues).toEqual([]);
  expect(JSON.parse(JSON.stringify(done.inverse))).toEqual(done.inverse);
  const undone = applyCommand(done.document, done.inverse, context);
  expect(undone.document).toEqual(document);
  const redone = applyCommand(undone.document, undone.inverse, context);
  expect(redone.document).toEqual(done.document);
  return done;
}

/** The command throws a CommandError with this German message (the frozen input proves nothing changed). */
export function refused(document: BookDocument, command: Command, context: CommandContext, message: string | RegExp): void {
  deepFreeze(document);
  const before = JSON.stringify(document);
  let thrown: unknown;
  try {
    applyCommand(document, command, context);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(CommandError);
  expect((thrown as CommandError).message).toMatch(message);
  expect(JSON.stringify(document)).toBe(before);
}
