export { createNodeLayoutResources, loadDesignFontBytes } from './fonts-node';
export { MissingPhotosError, type MissingPhotoFrame } from './pdf/missing-photos';
export { renderCoverPdf, renderInnerPdf } from './pdf/render';
export type { PhotoSource, RenderInput, RenderMode } from './pdf/types';
export { displayListToSvg, type DisplayListSvgOptions, type GlyphFonts } from './preview/display-list-svg';
export {
  COVER_PREVIEW_WIDTH_PX,
  defaultAssetRoot,
  PAGE_THUMBNAIL_WIDTH_PX,
  renderCoverPreview,
  renderPageThumbnails,
  renderSpreadPng,
  type PageThumbnail,
  type PreviewPhotos,
  type SpreadPngOptions,
} from './preview/render-preview';
