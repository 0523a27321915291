import { bookDocumentSchema, type BookDocument } from '../document/schema';
import { pageCount } from '../document/read-pages';
import { checkPageCount } from './spreads';
import { CommandError, type CommandOf, type CommandResult } from './types';

/**
 * The cover and every inner spread replaced in one step: an earlier version brought back ('Frühere
 * Fassungen'), as one change that undo takes back. The book's choices (format, paper, design) stay,
 * so the content must fit them: the paper's page count, a valid structure, every id once. The
 * inverse holds the content as it was, so undo and redo swap the two whole.
 */
export function replaceContent(document: BookDocument, command: CommandOf<'replaceContent'>): CommandResult {
  // Parsed, not trusted: a version comes from the server or a draft, and extra keys are dropped.
  const parsed = bookDocumentSchema.safeParse({ ...document, cover: command.cover, spreads: command.spreads });
  if (!parsed.success) {
    const duplicate = parsed.error.issues.some((issue) => issue.message.startsWith('Doppelte Id'));
    if (duplicate) throw new CommandError('In dieser Fassung ist eine Id doppelt vergeben.', 'DUPLICATE_ID');
    throw new CommandError('Diese Fassung des Buchs ist ungültig.', 'INVALID_CONTENT');
  }
  checkPageCount(document, pageCount(parsed.data));
  return {
    document: { ...document, cover: parsed.data.cover, spreads: parsed.data.spreads },
    inverse: { type: 'replaceContent', cover: document.cover, spreads: document.spreads },
  };
}
