import { locatePage, spreadAt, type BookDocument, type Page } from '@eb/book-model';
import type { Selection } from '../state/editor-store';

/** A page of the current spread the layout and background pickers can work on. */
export interface PageChoice {
  pageId: string;
  role: Page['role'];
  /** Key under editor.pages in de.json: 'left', 'right', 'back', 'spine', 'front'. */
  labelKey: 'left' | 'right' | 'back' | 'spine' | 'front';
}

/**
 * The pages of a spread, in the order they lie: the cover's back, spine and front; an inner spread's
 * left and right page. Page 1 stands alone on the right, the last page alone on the left.
 */
export function pageChoicesOf(document: BookDocument, spreadIndex: number): PageChoice[] {
  const ref = spreadAt(document, spreadIndex);
  if (ref.kind === 'cover') return ref.pages.map((page) => ({ pageId: page.id, role: page.role, labelKey: page.role as 'back' | 'spine' | 'front' }));
  if (ref.pages.length === 2) return ref.pages.map((page, index) => ({ pageId: page.id, role: page.role, labelKey: index === 0 ? 'left' : 'right' }));
  const first = spreadIndex === 1;
  return ref.pages.map((page) => ({ pageId: page.id, role: page.role, labelKey: first ? 'right' : 'left' }));
}

/** The page the selection points at (a page, or the page holding the selected frame), if it is in these choices. */
export function selectedPageId(document: BookDocument, choices: readonly PageChoice[], selection: Selection): string | null {
  if (selection.kind === 'none') return null;
  const pages = choices.map((choice) => locatePage(document, choice.pageId)).filter((page): page is Page => page !== undefined);
  if (selection.kind === 'page') return pages.some((page) => page.id === selection.pageId) ? selection.pageId : null;
  return pages.find((page) => page.frames.some((frame) => frame.id === selection.frameId))?.id ?? null;
}

/**
 * What a layout change could not place in a slot: photos and texts of the old layout that now lie
 * as free frames on the page (relayout.ts keeps them rather than dropping them).
 */
export function leftoversOf(before: Page, after: Page): { photos: number; texts: number } {
  const slotted = new Set(before.frames.filter((frame) => frame.slotId !== null).map((frame) => frame.id));
  let photos = 0;
  let texts = 0;
  for (const frame of after.frames) {
    if (frame.slotId !== null || !slotted.has(frame.id)) continue;
    if (frame.kind === 'photo' && frame.photoId) photos += 1;
    if (frame.kind === 'text' && frame.text) texts += 1;
  }
  return { photos, texts };
}
