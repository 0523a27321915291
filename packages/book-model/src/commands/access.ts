import type { BookDocument, Frame, Page } from '../document/schema';
import { CommandError } from './types';

/** Lookups and copy-on-write replacements: only the path to a changed page is copied (structural sharing). */

const COVER_PANELS = ['back', 'spine', 'front'] as const;

export function findPage(document: BookDocument, pageId: string): Page {
  for (const panel of COVER_PANELS) if (document.cover[panel].id === pageId) return document.cover[panel];
  for (const spread of document.spreads) for (const page of spread.pages) if (page.id === pageId) return page;
  throw new CommandError('Diese Seite gibt es im Buch nicht.', 'PAGE_NOT_FOUND');
}

export function replacePage(document: BookDocument, page: Page): BookDocument {
  for (const panel of COVER_PANELS) {
    if (document.cover[panel].id === page.id) {
      if (page.role !== panel) throw new CommandError('Diese Seite gehört an eine andere Stelle des Umschlags.', 'PAGE_ROLE');
      return { ...document, cover: { ...document.cover, [panel]: page } };
    }
  }
  const spreadIndex = document.spreads.findIndex((spread) => spread.pages.some((candidate) => candidate.id === page.id));
  if (spreadIndex < 0) throw new CommandError('Diese Seite gibt es im Buch nicht.', 'PAGE_NOT_FOUND');
  if (page.role !== 'page') throw new CommandError('Innenseiten haben die Rolle „page“.', 'PAGE_ROLE');
  const spreads = document.spreads.slice();
  const spread = spreads[spreadIndex]!;
  spreads[spreadIndex] = { ...spread, pages: spread.pages.map((candidate) => (candidate.id === page.id ? page : candidate)) };
  return { ...document, spreads };
}

export const allPages = (document: BookDocument): Page[] => [
  document.cover.back,
  document.cover.spine,
  document.cover.front,
  ...document.spreads.flatMap((spread) => spread.pages),
];

export interface FrameLocation {
  page: Page;
  frame: Frame;
  index: number;
}

/** Where a frame lies (its page and place in the page's frames), or undefined: for readers that must not throw. */
export function locateFrame(document: BookDocument, frameId: string): FrameLocation | undefined {
  for (const page of allPages(document)) {
    const index = page.frames.findIndex((frame) => frame.id === frameId);
    if (index >= 0) return { page, frame: page.frames[index]!, index };
  }
  return undefined;
}

/** A page or cover panel by id, or undefined. */
export function locatePage(document: BookDocument, pageId: string): Page | undefined {
  return allPages(document).find((page) => page.id === pageId);
}

export function findFrame(document: BookDocument, frameId: string): FrameLocation {
  const location = locateFrame(document, frameId);
  if (location) return location;
  throw new CommandError('Diesen Rahmen gibt es im Buch nicht.', 'FRAME_NOT_FOUND');
}

export function findFrameOfKind<K extends Frame['kind']>(document: BookDocument, frameId: string, kind: K): FrameLocation & { frame: Extract<Frame, { kind: K }> } {
  const location = findFrame(document, frameId);
  if (location.frame.kind !== kind) throw new CommandError(KIND_MESSAGES[kind], 'FRAME_KIND');
  return location as FrameLocation & { frame: Extract<Frame, { kind: K }> };
}

const KIND_MESSAGES: Record<Frame['kind'], string> = {
  photo: 'Das geht nur mit einem Fotorahmen.',
  text: 'Das geht nur mit einem Textrahmen.',
  decoration: 'Das geht nur mit einer Verzierung.',
};

/** Replaces a frame (same id) where it lies. */
export function replaceFrame(document: BookDocument, frame: Frame): BookDocument {
  const { page, index } = findFrame(document, frame.id);
  const frames = page.frames.slice();
  frames[index] = frame;
  return replacePage(document, { ...page, frames });
}

export function requireId(value: string, what: string): string {
  if (typeof value !== 'string' || value.length < 1 || value.length > 64) throw new CommandError(`${what} ist ungültig.`, 'INVALID_ID');
  return value;
}

/** Every id in use (cover, spreads, pages, frames): a new one must differ from all of them. */
export function idsOf(document: BookDocument): Set<string> {
  const ids = new Set<string>([document.cover.id, ...document.spreads.map((spread) => spread.id)]);
  for (const page of allPages(document)) {
    ids.add(page.id);
    for (const frame of page.frames) ids.add(frame.id);
  }
  return ids;
}

export const MAX_FRAMES_PER_PAGE = 40;
export const tooManyFrames = () => new CommandError(`Auf einer Seite haben höchstens ${MAX_FRAMES_PER_PAGE} Rahmen Platz.`, 'TOO_MANY_FRAMES');
