import { findFontFile } from '@eb/book-layout';

/**
 * The design's fonts for the text being typed: the very TTF files the layout measures with
 * (/fonts/<id>.ttf), registered through the FontFace API (the page's CSP allows no inline styles;
 * font-src 'self' covers these). One face per font id, each fetched once.
 */
const families = new Map<string, string>();

/** The CSS font-family of a design font id, registered on first use; a system serif stands in while it loads. */
export function fontFamilyOf(fontId: string): string {
  const known = families.get(fontId);
  if (known) return known;
  const file = findFontFile(fontId);
  const family = `eb-design-${fontId}`;
  families.set(fontId, family);
  if (file && typeof FontFace !== 'undefined') {
    // The file carries its own weight and style: the face is registered plain, so the browser never synthesises bold or italic.
    const face = new FontFace(family, `url(${file.url})`);
    document.fonts.add(face);
    face.load().catch(() => {
      // A face that cannot load leaves the fallback: typing still works, the layout below stays exact.
    });
  }
  return family;
}

export const cssFontStack = (fontId: string) => `'${fontFamilyOf(fontId)}', Georgia, serif`;
