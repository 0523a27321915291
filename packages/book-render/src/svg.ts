/**
 * The browser's entry (`@eb/book-render/svg`): the display list drawn as SVG, pure string work with
 * no Node APIs, so the editor's screen draws exactly what the previews rasterise. The package's main
 * entry is Node-only (pdfkit, sharp, resvg); this one imports nothing of it (svg-browser-bundle.test.ts).
 */
export { displayListToSvg, drawnPages, svgViewBox, type DisplayListSvgOptions, type GlyphFonts } from './preview/display-list-svg';
export { inlineSvgAsset, type InlinedAsset } from './preview/svg-asset';
