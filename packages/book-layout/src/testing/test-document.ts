// Tests only: a small valid v2 document built by hand, so these tests do not wait for book-model's creation code.
import { bookDocumentSchema, type BookDocument, type Frame, type Page } from '@eb/book-model';

export interface TestDocumentOptions {
  formatId?: number;
  paperId?: number;
  themeId?: number;
  pages?: number;
}

const emptyPage = (id: string, role: Page['role']): Page => ({ id, role, layoutId: null, background: null, frames: [] });

export function testDocument(options: TestDocumentOptions = {}): BookDocument {
  const pages = options.pages ?? 20;
  const inner = Array.from({ length: pages }, (_, index) => emptyPage(`p${index + 1}`, 'page'));
  const spreads = [{ id: 's1', pages: [inner[0]!] }];
  for (let index = 1; index < pages - 1; index += 2) spreads.push({ id: `s${spreads.length + 1}`, pages: [inner[index]!, inner[index + 1]!] });
  spreads.push({ id: `s${spreads.length + 1}`, pages: [inner[pages - 1]!] });
  return bookDocumentSchema.parse({
    schemaVersion: 2,
    formatId: options.formatId ?? 1,
    paperId: options.paperId ?? 3,
    themeId: options.themeId ?? 101,
    coverFinish: 1,
    pagesFinish: 1,
    cover: { id: 'cover', back: emptyPage('back', 'back'), spine: emptyPage('spine', 'spine'), front: emptyPage('front', 'front') },
    spreads,
  });
}

/** The page with this id, to put frames and backgrounds on (the document is a fresh test object). */
export function pageOf(document: BookDocument, pageId: string): Page {
  const all = [document.cover.back, document.cover.spine, document.cover.front, ...document.spreads.flatMap((spread) => spread.pages)];
  const page = all.find((candidate) => candidate.id === pageId);
  if (!page) throw new Error(`no page ${pageId}`);
  return page;
}

export const photoFrame = (id: string, box: { xMm: number; yMm: number; widthMm: number; heightMm: number }, photoId: string | null, crop = photoId ? { x: 0, y: 0, width: 1, height: 1 } : null): Frame => ({
  id,
  kind: 'photo',
  ...box,
  rotationDeg: 0,
  slotId: null,
  photoId,
  crop,
});

export const textFrame = (id: string, box: { xMm: number; yMm: number; widthMm: number; heightMm: number }, text: string, style: 'body' | 'name' | 'title' = 'body'): Frame => ({
  id,
  kind: 'text',
  ...box,
  rotationDeg: 0,
  slotId: null,
  text,
  style,
  fontSizePt: 11,
  color: '#333333',
  align: 'left',
  verticalAlign: 'top',
});
