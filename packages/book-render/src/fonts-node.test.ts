import { FONT_FILES } from '@eb/book-layout/fonts';
import { describe, expect, it } from 'vitest';
import { createNodeLayoutResources, loadDesignFontBytes } from './fonts-node';

describe('design fonts in Node', () => {
  it('reads every face of the manifest as a TrueType file, once per process', async () => {
    const bytes = await loadDesignFontBytes();
    expect(Object.keys(bytes).sort()).toEqual(FONT_FILES.map((face) => face.id).sort());
    for (const [id, data] of Object.entries(bytes)) {
      // TrueType outlines start with the version 0x00010000 (pdfkit and resvg need TTF, not WOFF2).
      expect([...data.subarray(0, 4)], id).toEqual([0, 1, 0, 0]);
    }
    expect(await loadDesignFontBytes()).toBe(bytes);
  });

  it('gives layout resources with the parsed fonts shared and the photo sizes of the call', async () => {
    const first = await createNodeLayoutResources(new Map([['a', { widthPx: 4000, heightPx: 3000 }]]));
    const second = await createNodeLayoutResources(new Map());
    expect(first.fonts).toBe(second.fonts);
    expect(first.fonts.get('lora-400').layout('Grüße').glyphs.every((glyph) => glyph.id !== 0)).toBe(true);
    expect(first.photoSize('a')).toEqual({ widthPx: 4000, heightPx: 3000 });
    expect(first.photoSize('b')).toBeUndefined();
    expect(second.photoSize('a')).toBeUndefined();
  });
});
