import { createFontLibrary, findFontFile, textStyleOf, type FontLibrary, type LayoutResources } from '@eb/book-layout';
import { TEXT_STYLES, catalogueOf, type BookDocument } from '@eb/book-model';
import type { EditorPhoto } from '../state/editor-store';

/**
 * The layout function's resources in the browser: the very TTF files the server prints with (served
 * at /fonts/<id>.ttf, immutable), so every line breaks on screen where it breaks on paper.
 */

/** The font ids a design's text styles name: only these are fetched. */
export function designFontIds(document: Pick<BookDocument, 'formatId' | 'paperId' | 'themeId'>): string[] {
  const { design } = catalogueOf(document);
  if (!design) throw new Error(`Unknown design ${document.themeId}`);
  return [...new Set(TEXT_STYLES.map((style) => textStyleOf(design, style).fontId))];
}

export async function loadFontLibrary(fontIds: readonly string[], signal?: AbortSignal): Promise<FontLibrary> {
  const entries = await Promise.all(
    fontIds.map(async (fontId) => {
      const file = findFontFile(fontId);
      if (!file) throw new Error(`Unknown font ${fontId}`);
      const response = await fetch(file.url, { signal: signal ?? null });
      if (!response.ok) throw new Error(`Font ${fontId}: HTTP ${response.status}`);
      return [fontId, new Uint8Array(await response.arrayBuffer())] as const;
    }),
  );
  return createFontLibrary(Object.fromEntries(entries));
}

/** Resources over the editor's photo registry: a photo still processing has no size yet and is left out. */
export function layoutResources(fonts: FontLibrary, photos: ReadonlyMap<string, EditorPhoto>): LayoutResources {
  return {
    fonts,
    photoSize(photoId) {
      const photo = photos.get(photoId);
      if (!photo || photo.width === null || photo.height === null) return undefined;
      return { widthPx: photo.width, heightPx: photo.height };
    },
  };
}
