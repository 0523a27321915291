import type { DisplayList, ImageDraw } from '@eb/book-layout';
import { spreadAt, type BookDocument, type Frame, type Page } from '@eb/book-model';

/** A frame of the document with the page that holds it. */
export interface LocatedFrame {
  page: Page;
  frame: Frame;
}

/** Finds a frame anywhere in the book (cover panels and inner pages). */
export function locateFrame(document: BookDocument, frameId: string): LocatedFrame | null {
  const pages = [document.cover.back, document.cover.spine, document.cover.front, ...document.spreads.flatMap((spread) => spread.pages)];
  for (const page of pages) {
    const frame = page.frames.find((candidate) => candidate.id === frameId);
    if (frame) return { page, frame };
  }
  return null;
}

/** Whether the frame sits on the given spread (0 = cover). */
export function frameOnSpread(document: BookDocument, spreadIndex: number, frameId: string): boolean {
  if (spreadIndex < 0 || spreadIndex > document.spreads.length) return false;
  return spreadAt(document, spreadIndex).pages.some((page) => page.frames.some((frame) => frame.id === frameId));
}

export interface SpreadBox {
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}

/** The frame's box in the spread's trim coordinates (the page's trim box plus the frame's position on the page). */
export function frameBoxOnSpread(list: DisplayList, located: LocatedFrame): SpreadBox | null {
  const page = list.pages.find((candidate) => candidate.pageId === located.page.id);
  if (!page) return null;
  const { frame } = located;
  return { xMm: page.trimBox.xMm + frame.xMm, yMm: page.trimBox.yMm + frame.yMm, widthMm: frame.widthMm, heightMm: frame.heightMm };
}

/** The photo as the layout placed it in a frame (its effective resolution), if it is drawn on this spread. */
export function imageDrawOf(list: DisplayList, frameId: string): ImageDraw | null {
  for (const page of list.pages) {
    for (const item of page.items) if (item.kind === 'image' && item.frameId === frameId) return item;
  }
  return null;
}

export type PhotoQuality = 'good' | 'warning' | 'bad';

/** The quality mark of a printed photo: good from 200 dpi, bad below 100 (issue 12). */
export function qualityOf(effectiveDpi: number): PhotoQuality {
  if (effectiveDpi >= 200) return 'good';
  return effectiveDpi >= 100 ? 'warning' : 'bad';
}
