import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';

export type { Font };

/** The design fonts parsed once; Node and the browser build it from the same TTF bytes. */
export interface FontLibrary {
  /** The parsed font; throws for an id the library was not given. */
  get(fontId: string): Font;
  has(fontId: string): boolean;
  readonly ids: readonly string[];
}

export function createFontLibrary(bytes: Record<string, Uint8Array>): FontLibrary {
  const fonts = new Map<string, Font>();
  for (const [fontId, data] of Object.entries(bytes)) {
    // fontkit reads any Uint8Array (its types say Buffer, which the browser lacks).
    const parsed = fontkit.create(data as unknown as Parameters<typeof fontkit.create>[0]);
    if (!('layout' in parsed)) throw new Error(`Font ${fontId} is a collection, not a single face`);
    fonts.set(fontId, parsed);
  }
  return {
    get(fontId) {
      const font = fonts.get(fontId);
      if (!font) throw new Error(`Font ${fontId} is not loaded`);
      return font;
    },
    has: (fontId) => fonts.has(fontId),
    ids: [...fonts.keys()],
  };
}
