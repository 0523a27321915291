// Tests only: reads the design fonts from node_modules the way the server does (book-render's fonts-node.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FONT_FILES } from '../fonts/index';
import { createFontLibrary, type FontLibrary } from '../fonts/font-library';

const require = createRequire(import.meta.url);
let library: FontLibrary | undefined;

export const fontPath = (packageName: string, file: string): string => require.resolve(`${packageName}/${file}`);

export function testFontLibrary(): FontLibrary {
  library ??= createFontLibrary(
    Object.fromEntries(FONT_FILES.map((font) => [font.id, new Uint8Array(readFileSync(fontPath(font.packageName, font.file)))])),
  );
  return library;
}
