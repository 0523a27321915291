import { pageSchema, type BookDocument, type Page } from '../document/schema';
import { catalogueOf, documentPageSize } from '../catalogue-lookup';
import type { DesignRecord } from '@eb/catalogue/data';
import type { Size } from '../geometry';
import { defaultCoverLayouts, findLayout } from '../layouts/catalogue';
import { fillTextSlots } from '../layouts/fill-text';
import { resolveLayout } from '../layouts/resolve';
import type { PageLayout } from '../layouts/types';
import { findPage, idsOf, replacePage } from './access';
import { checkCropShapes } from './crop-shape';
import { relayoutPage } from './relayout';
import { CommandError, type CommandContext, type CommandOf, type CommandResult } from './types';

export function applyLayout(document: BookDocument, command: CommandOf<'applyLayout'>, context: CommandContext): CommandResult {
  const page = findPage(document, command.pageId);
  const layout = findLayout(command.layoutId);
  if (!layout) throw new CommandError('Dieses Layout gibt es nicht.', 'UNKNOWN_LAYOUT');
  if (layout.themeId !== document.themeId) throw new CommandError('Dieses Layout gehört zu einem anderen Design.', 'LAYOUT_DESIGN');
  if (layout.target !== page.role) throw new CommandError('Dieses Layout passt nicht zu dieser Seite.', 'LAYOUT_TARGET');
  const { format, paper, design } = catalogueOf(document);
  if (!format || !paper || !design) throw new CommandError('Format, Papier oder Design des Buchs gibt es nicht mehr.', 'UNKNOWN_CATALOGUE');
  const next = relayoutPage(page, layout, documentPageSize(document, page.role, format, paper), design, context.newId);
  return { document: replacePage(document, next), inverse: { type: 'restorePage', page } };
}

/** Puts a page back as it was (the inverse of a layout change). */
export function restorePage(document: BookDocument, command: CommandOf<'restorePage'>): CommandResult {
  const parsed = pageSchema.safeParse(command.page);
  if (!parsed.success) throw new CommandError('Die Seite ist ungültig.', 'INVALID_PAGE');
  const previous = findPage(document, parsed.data.id);
  // Frame ids stay unique in the book, as addFrame and insertSpreads keep them: the page's own old
  // frames make way, every other id in the book is taken.
  const used = idsOf(document);
  for (const frame of previous.frames) used.delete(frame.id);
  for (const frame of parsed.data.frames) {
    if (used.has(frame.id)) throw new CommandError('Diese Id ist im Buch schon vergeben.', 'DUPLICATE_ID');
    used.add(frame.id);
  }
  checkCropShapes(document, parsed.data.frames, previous.frames);
  return { document: replacePage(document, parsed.data), inverse: { type: 'restorePage', page: previous } };
}

/**
 * The spine's width follows the page count: after pages were added or removed its layout is applied
 * again at the new width, keeping the title. A design's default spine switches between the lettered
 * and the plain one at the width where letters fit (layouts/catalogue.ts); a title that no longer fits
 * is dropped (it stays on the front, and undo brings the old spine back exactly).
 */
export function refitSpine(document: BookDocument, context: CommandContext): BookDocument {
  const spine = document.cover.spine;
  const { format, paper, design } = catalogueOf(document);
  const current = spine.layoutId ? findLayout(spine.layoutId) : undefined;
  if (!current || !format || !paper || !design) return document;
  const size = documentPageSize(document, 'spine', format, paper);
  const defaults = [defaultCoverLayouts(document.themeId, { spineWidthMm: 0 }).spine.id, defaultCoverLayouts(document.themeId).spine.id];
  const layout = defaults.includes(current.id) ? defaultCoverLayouts(document.themeId, { spineWidthMm: size.widthMm }).spine : current;
  let next = relayoutPage(spine, layout, size, design, context.newId, { keepLeftovers: false });
  if (layout.id !== current.id) next = withTitle(next, frontTitle(document), size, design);
  return replacePage(document, fitSpineSizes(next, layout, size, design));
}

/**
 * A refit keeps the person's text size, but a narrower spine holds a smaller one: a size larger
 * than the new width allows comes down to it (else removing pages made the title overflow).
 */
function fitSpineSizes(spine: Page, layout: PageLayout, size: Size, design: DesignRecord): Page {
  const fresh = new Map(resolveLayout(layout, size, () => '', design).frames.flatMap((frame) => (frame.kind === 'text' ? [[frame.slotId, frame.fontSizePt] as const] : [])));
  return {
    ...spine,
    frames: spine.frames.map((frame) => {
      const most = frame.kind === 'text' ? fresh.get(frame.slotId) : undefined;
      return frame.kind === 'text' && most !== undefined && frame.fontSizePt > most ? { ...frame, fontSizePt: most } : frame;
    }),
  };
}

/** The front's title text (the slot every front layout names 'title'). */
export function frontTitle(document: BookDocument): string {
  const frame = document.cover.front.frames.find((candidate) => candidate.kind === 'text' && candidate.slotId === 'title');
  return frame?.kind === 'text' ? frame.text : '';
}

/** Letters empty title frames (slot 'title') with the book's title, at a size that holds it (fillTextSlots). */
export function withTitle(page: Page, title: string, size: Size, design: DesignRecord): Page {
  return fillTextSlots(page, { title }, size, design);
}
