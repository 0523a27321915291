import { spreadSchema, type BookDocument, type Page, type Spread } from '../document/schema';
import { pageCount } from '../document/read-pages';
import { catalogueOf } from '../catalogue-lookup';
import { isAllowedPageCount } from '../geometry';
import { idsOf } from './access';
import { refitSpine } from './layout';
import { CommandError, type Command, type CommandContext, type CommandOf, type CommandResult } from './types';

/**
 * Inner spreads between the first page (alone) and the last page (alone) come and go as double
 * spreads, in the paper's step (paper 1: 4 pages = 2 spreads at a time), between its minimum and 96.
 */

/** The paper's page limits as the spread commands (and replaceContent) refuse them, in German. */
export function checkPageCount(document: BookDocument, count: number): void {
  const { paper } = catalogueOf(document);
  if (!paper) throw new CommandError('Das Papier des Buchs gibt es nicht mehr.', 'UNKNOWN_CATALOGUE');
  if (isAllowedPageCount(count, paper)) return;
  if (count > paper.maxPages) throw new CommandError(`Ein Buch hat höchstens ${paper.maxPages} Seiten.`, 'TOO_MANY_PAGES');
  if (count < paper.minPages) throw new CommandError(`Ein Buch auf diesem Papier hat mindestens ${paper.minPages} Seiten.`, 'TOO_FEW_PAGES');
  throw new CommandError(`Auf diesem Papier kommen Seiten nur in Schritten von ${paper.stepPages} dazu oder weg.`, 'PAGE_STEP');
}

/** Index of an inner spread that may move or go: neither the first nor the last. */
function middleIndex(document: BookDocument, spreadId: string): number {
  const index = document.spreads.findIndex((spread) => spread.id === spreadId);
  if (index < 0) throw new CommandError('Diese Doppelseite gibt es im Buch nicht.', 'SPREAD_NOT_FOUND');
  if (index === 0 || index === document.spreads.length - 1) throw new CommandError('Die erste und die letzte Seite bleiben an ihrem Platz.', 'FIXED_SPREAD');
  return index;
}

/** Index of the spread new ones follow: any but the last, which stays last. */
function insertAfterIndex(spreads: Spread[], afterSpreadId: string): number {
  const index = spreads.findIndex((spread) => spread.id === afterSpreadId);
  if (index < 0) throw new CommandError('Diese Doppelseite gibt es im Buch nicht.', 'SPREAD_NOT_FOUND');
  if (index === spreads.length - 1) throw new CommandError('Nach der letzten Seite kommen keine Seiten mehr.', 'FIXED_SPREAD');
  return index;
}

/** The spine follows the new page count; undo puts the old spine back exactly. */
function withSpine(before: BookDocument, changed: BookDocument, inverse: Command, context: CommandContext): CommandResult {
  const document = refitSpine(changed, context);
  if (document.cover.spine === changed.cover.spine) return { document, inverse };
  return { document, inverse: { type: 'transaction', commands: [inverse, { type: 'restorePage', page: before.cover.spine }] } };
}

export function addSpreads(document: BookDocument, command: CommandOf<'addSpreads'>, context: CommandContext): CommandResult {
  const count = command.count;
  if (!Number.isInteger(count) || count < 1) throw new CommandError('Bitte mindestens eine Doppelseite hinzufügen.', 'INVALID_COUNT');
  checkPageCount(document, pageCount(document) + 2 * count);
  const after = insertAfterIndex(document.spreads, command.afterSpreadId);
  // New pages continue the background of the page before them (a book set to one background stays so).
  const background = document.spreads[after]!.pages.at(-1)!.background;
  const page = (): Page => ({ id: context.newId(), role: 'page', layoutId: null, background, frames: [] });
  const added: Spread[] = Array.from({ length: count }, () => ({ id: context.newId(), pages: [page(), page()] }));
  const spreads = [...document.spreads.slice(0, after + 1), ...added, ...document.spreads.slice(after + 1)];
  return withSpine(document, { ...document, spreads }, { type: 'removeSpreads', spreadIds: added.map((spread) => spread.id) }, context);
}

export function removeSpreads(document: BookDocument, command: CommandOf<'removeSpreads'>, context: CommandContext): CommandResult {
  const ids = new Set(command.spreadIds ?? []);
  if (ids.size === 0 || ids.size !== command.spreadIds.length) throw new CommandError('Bitte die Doppelseiten zum Entfernen angeben.', 'INVALID_COUNT');
  for (const spreadId of ids) middleIndex(document, spreadId);
  checkPageCount(document, pageCount(document) - 2 * ids.size);
  // Put back in reading order, each after the spread that was before it.
  const entries = document.spreads.flatMap((spread, index) => (ids.has(spread.id) ? [{ afterSpreadId: document.spreads[index - 1]!.id, spread }] : []));
  const spreads = document.spreads.filter((spread) => !ids.has(spread.id));
  return withSpine(document, { ...document, spreads }, { type: 'insertSpreads', entries }, context);
}

/** Spreads put back with their content and ids (the inverse of removeSpreads, and redo of addSpreads). */
export function insertSpreads(document: BookDocument, command: CommandOf<'insertSpreads'>, context: CommandContext): CommandResult {
  const entries = command.entries ?? [];
  if (entries.length === 0) throw new CommandError('Bitte mindestens eine Doppelseite hinzufügen.', 'INVALID_COUNT');
  checkPageCount(document, pageCount(document) + 2 * entries.length);
  const used = idsOf(document);
  let spreads = document.spreads;
  for (const entry of entries) {
    const parsed = spreadSchema.safeParse(entry?.spread);
    if (!parsed.success || parsed.data.pages.length !== 2 || parsed.data.pages.some((page) => page.role !== 'page')) {
      throw new CommandError('Die Doppelseite ist ungültig.', 'INVALID_SPREAD');
    }
    const spread = parsed.data;
    for (const id of [spread.id, ...spread.pages.flatMap((page) => [page.id, ...page.frames.map((frame) => frame.id)])]) {
      if (used.has(id)) throw new CommandError('Diese Id ist im Buch schon vergeben.', 'DUPLICATE_ID');
      used.add(id);
    }
    const after = insertAfterIndex(spreads, entry.afterSpreadId);
    spreads = [...spreads.slice(0, after + 1), spread, ...spreads.slice(after + 1)];
  }
  const inverse: Command = { type: 'removeSpreads', spreadIds: entries.map((entry) => entry.spread.id) };
  return withSpine(document, { ...document, spreads }, inverse, context);
}

export function moveSpread(document: BookDocument, command: CommandOf<'moveSpread'>): CommandResult {
  const from = middleIndex(document, command.spreadId);
  const to = command.toSpreadIndex - 1;
  if (!Number.isInteger(to) || to < 1 || to > document.spreads.length - 2) {
    throw new CommandError('Die erste und die letzte Seite bleiben an ihrem Platz.', 'FIXED_SPREAD');
  }
  const spreads = document.spreads.slice();
  const [moved] = spreads.splice(from, 1);
  spreads.splice(to, 0, moved!);
  return { document: { ...document, spreads }, inverse: { type: 'moveSpread', spreadId: command.spreadId, toSpreadIndex: from + 1 } };
}
