import { backgroundSchema, type Background, type BookDocument } from '../document/schema';
import { catalogueOf } from '../catalogue-lookup';
import { findPage, replacePage } from './access';
import { CommandError, type Command, type CommandOf, type CommandResult } from './types';

export function checkedBackground(document: BookDocument, background: unknown): Background | null {
  if (background === null) return null;
  const parsed = backgroundSchema.safeParse(background);
  if (!parsed.success) throw new CommandError('Dieser Hintergrund ist ungültig.', 'INVALID_BACKGROUND');
  if (parsed.data.kind === 'design') {
    const { design } = catalogueOf(document);
    const backgroundId = parsed.data.backgroundId;
    if (!design?.backgrounds.some((candidate) => candidate.id === backgroundId)) {
      throw new CommandError('Diesen Hintergrund gibt es im Design des Buchs nicht.', 'UNKNOWN_BACKGROUND');
    }
  }
  return parsed.data;
}

/** One page's (or cover panel's) background, or, without a page, every inner page's. */
export function setBackground(document: BookDocument, command: CommandOf<'setBackground'>): CommandResult {
  const background = checkedBackground(document, command.background);
  const pages = command.pageId === undefined ? document.spreads.flatMap((spread) => spread.pages) : [findPage(document, command.pageId)];
  let next = document;
  const inverses: Command[] = [];
  for (const page of pages) {
    next = replacePage(next, { ...page, background });
    inverses.push({ type: 'setBackground', pageId: page.id, background: page.background });
  }
  return { document: next, inverse: inverses.length === 1 ? inverses[0]! : { type: 'transaction', commands: inverses } };
}
