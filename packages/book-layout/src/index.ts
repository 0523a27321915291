export * from './display-list';
export { FONT_FILES, FONT_FAMILIES, fontIdFor, findFontFile, type FontFile, type FontFamily, type FontWeight } from './fonts/index';
export { createFontLibrary, type Font, type FontLibrary } from './fonts/font-library';
export type { LayoutResources } from './resources';
export { layoutText, MM_PER_PT, type TextLayoutInput, type TextLayoutResult } from './text/layout-text';
export { textStyleOf, type ResolvedTextStyle } from './text/text-style';
export { hyphenationPoints } from './text/hyphenate';
export { placePhoto, PRINT_DPI, type PhotoPlacement } from './layout/photo-placement';
export { layoutSpread, layoutBook } from './layout/layout-spread';
