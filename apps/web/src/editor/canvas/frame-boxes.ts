import type { DisplayList, DisplayPage } from '@eb/book-layout';
import { spreadAt, type BookDocument, type Box, type Frame, type Page } from '@eb/book-model';

/** A frame of the drawn spread where the overlay puts its focusable element, in the spread's trim mm. */
export interface FrameSpot {
  frame: Frame;
  page: Page;
  displayPage: DisplayPage;
  box: Box;
  /** Effective resolution of the placed photo, when the layout drew one. */
  effectiveDpi: number | null;
  /** The text did not fit its frame. */
  overflow: boolean;
}

export interface PageSpot {
  page: Page;
  displayPage: DisplayPage;
}

/**
 * Frames are stored in mm from their page's trim origin; the display list places each page (or cover
 * panel) in the spread: their sum is where the frame lies on the drawing.
 */
export function pageSpotsOf(document: BookDocument, list: DisplayList): PageSpot[] {
  const pages = spreadAt(document, list.spreadIndex).pages;
  return list.pages.flatMap((displayPage) => {
    const page = pages.find((candidate) => candidate.id === displayPage.pageId);
    return page ? [{ page, displayPage }] : [];
  });
}

export function frameSpotsOf(document: BookDocument, list: DisplayList): FrameSpot[] {
  const dpi = new Map<string, number>();
  for (const displayPage of list.pages) for (const item of displayPage.items) if (item.kind === 'image') dpi.set(item.frameId, item.effectiveDpi);
  const overflowing = new Set(list.overflow.map((entry) => entry.frameId));
  return pageSpotsOf(document, list).flatMap(({ page, displayPage }) =>
    page.frames.map((frame) => ({
      frame,
      page,
      displayPage,
      box: { xMm: displayPage.trimBox.xMm + frame.xMm, yMm: displayPage.trimBox.yMm + frame.yMm, widthMm: frame.widthMm, heightMm: frame.heightMm },
      effectiveDpi: frame.kind === 'photo' && frame.photoId ? (dpi.get(frame.id) ?? null) : null,
      overflow: frame.kind === 'text' && overflowing.has(frame.id),
    })),
  );
}
