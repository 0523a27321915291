import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createFontLibrary, type LayoutResources } from '@eb/book-layout';
import { FONT_FILES } from '@eb/book-layout/fonts';

/**
 * The design fonts as Node reads them: the same TTF files the browser loads from /fonts/…, resolved
 * through node_modules from this module's own location, so the bundled server (apps/server/dist, with
 * the font packages left external) finds them as well as the sources do.
 */
const requireFromHere = createRequire(import.meta.url);

let fontBytes: Promise<Record<string, Uint8Array>> | undefined;

/** Every face of FONT_FILES by font id, read once per process. */
export function loadDesignFontBytes(): Promise<Record<string, Uint8Array>> {
  fontBytes ??= readAll().catch((error: unknown) => {
    // A failed read (a package missing in a broken install) must not stay cached for the process.
    fontBytes = undefined;
    throw error;
  });
  return fontBytes;
}

async function readAll(): Promise<Record<string, Uint8Array>> {
  const entries = await Promise.all(
    FONT_FILES.map(async (face) => {
      const path = requireFromHere.resolve(`${face.packageName}/${face.file}`);
      return [face.id, new Uint8Array(await readFile(path))] as const;
    }),
  );
  return Object.fromEntries(entries);
}

let fontLibrary: Promise<LayoutResources['fonts']> | undefined;

/** Layout resources for the server: the fonts parsed once per process, the photos' upright pixel sizes per call. */
export async function createNodeLayoutResources(photoSizes: Map<string, { widthPx: number; heightPx: number }>): Promise<LayoutResources> {
  fontLibrary ??= loadDesignFontBytes().then(createFontLibrary, (error: unknown) => {
    fontLibrary = undefined;
    throw error;
  });
  const fonts = await fontLibrary;
  return { fonts, photoSize: (photoId) => photoSizes.get(photoId) };
}
