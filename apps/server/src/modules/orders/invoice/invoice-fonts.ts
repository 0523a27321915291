/**
 * The shop's typefaces for invoices: Source Sans 3 for text, Cormorant Garamond for the letterhead (the
 * design fonts' TTF files, embedded as subsets by pdfkit), read once per process.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createFontLibrary, findFontFile, type FontLibrary } from '@eb/book-layout';

// Resolved from here, in src/ and in the bundle alike (as print/font-routes.ts does).
const requireFromHere = createRequire(import.meta.url);

export const INVOICE_FONTS = { text: 'source-sans-3-400', strong: 'source-sans-3-600', heading: 'cormorant-garamond-600' } as const;
export type InvoiceFontRole = keyof typeof INVOICE_FONTS;

export interface InvoiceFonts {
  bytes: Record<InvoiceFontRole, Buffer>;
  /** Whether a role's font can draw a character (customers' text may hold emoji the fonts lack). */
  hasGlyph(role: InvoiceFontRole, codePoint: number): boolean;
}

let loaded: InvoiceFonts | undefined;

export function invoiceFonts(): InvoiceFonts {
  if (loaded) return loaded;
  const bytes = {} as Record<InvoiceFontRole, Buffer>;
  for (const [role, fontId] of Object.entries(INVOICE_FONTS) as Array<[InvoiceFontRole, string]>) {
    const face = findFontFile(fontId);
    if (!face) throw new Error(`Invoice font ${fontId} is missing from the font manifest`);
    bytes[role] = readFileSync(requireFromHere.resolve(`${face.packageName}/${face.file}`));
  }
  const library: FontLibrary = createFontLibrary(Object.fromEntries(Object.entries(bytes).map(([role, data]) => [role, new Uint8Array(data)])));
  loaded = { bytes, hasGlyph: (role, codePoint) => library.get(role).hasGlyphForCodePoint(codePoint) };
  return loaded;
}
