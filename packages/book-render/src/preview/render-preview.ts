/**
 * Preview images drawn from the same display list as the print PDF: the spread as SVG (glyph outlines,
 * inlined design assets, photos from their screen previews) rasterised by resvg. No fonts are
 * installed or loaded by the rasteriser: text arrives as outlines.
 */
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { layoutSpread, type DisplayList, type DisplayPage, type ImageDraw, type LayoutResources, type SvgDraw } from '@eb/book-layout';
import { COVER_SPREAD_INDEX, spreadCount, type BookDocument } from '@eb/book-model';
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { SvgAssets } from '../pdf/draw-svg';
import type { PhotoSource } from '../pdf/types';
import { displayListToSvg, drawnPages, svgViewBox } from './display-list-svg';

/** Previews need the screen-size photo only. */
export type PreviewPhotos = Pick<PhotoSource, 'preview'>;

export interface SpreadPngOptions {
  widthPx: number;
  /** One page (cut at its bleed box, or its trim with view 'trim'); default the whole spread. */
  page?: string;
  view?: 'bleed' | 'trim';
  marks?: boolean;
  /** Folder of the web app's public files (design SVGs); default apps/web/public found through node_modules. */
  assetRoot?: string;
}

export const COVER_PREVIEW_WIDTH_PX = 600;
export const PAGE_THUMBNAIL_WIDTH_PX = 300;
const JPEG_QUALITY = 85;

export async function renderSpreadPng(list: DisplayList, resources: Pick<LayoutResources, 'fonts'>, photos: PreviewPhotos, options: SpreadPngOptions): Promise<Buffer> {
  const view = svgViewBox(list, options);
  const pxPerMm = options.widthPx / view.widthMm;
  const pages = drawnPages(list, options);
  const images = await photoHrefs(pages, pxPerMm, photos);
  const assets = await assetTexts(pages, new SvgAssets(options.assetRoot ?? defaultAssetRoot()));
  const svg = displayListToSvg(list, {
    fonts: resources.fonts,
    page: options.page,
    view: options.view,
    marks: options.marks,
    imageHref: (draw) => images.get(draw) ?? '',
    assetSvg: (src) => assets.get(src) ?? '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
  });
  // Off the main thread: a server answering requests keeps answering while a preview renders.
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: options.widthPx }, font: { loadSystemFonts: false }, background: '#ffffff', logLevel: 'off' });
  return image.asPng();
}

/** The front of the cover as the buyer sees it on the shelf (cut at the trim), a JPEG about 600 px wide. */
export async function renderCoverPreview(
  document: BookDocument,
  resources: LayoutResources,
  photos: PreviewPhotos,
  options: { widthPx?: number; assetRoot?: string } = {},
): Promise<Buffer> {
  const list = layoutSpread(document, COVER_SPREAD_INDEX, resources);
  const front = list.pages.find((page) => page.role === 'front');
  if (!front) throw new Error('the cover has no front panel');
  const png = await renderSpreadPng(list, resources, photos, { widthPx: options.widthPx ?? COVER_PREVIEW_WIDTH_PX, page: front.pageId, view: 'trim', assetRoot: options.assetRoot });
  return sharp(png).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

export interface PageThumbnail {
  pageNumber: number;
  pageId: string;
  jpeg: Buffer;
}

/**
 * Every inner page cut at its trim, a JPEG about 300 px wide each, in page order; with `pageIds` only
 * those pages (a spread without any of them is not even laid out), so a server can render just the
 * pages that changed.
 */
export async function renderPageThumbnails(
  document: BookDocument,
  resources: LayoutResources,
  photos: PreviewPhotos,
  options: { widthPx?: number; assetRoot?: string; onPage?: (done: number, total: number) => void; pageIds?: ReadonlySet<string> } = {},
): Promise<PageThumbnail[]> {
  const thumbnails: PageThumbnail[] = [];
  const wanted = (pageId: string) => !options.pageIds || options.pageIds.has(pageId);
  const total = document.spreads.reduce((sum, spread) => sum + spread.pages.filter((page) => wanted(page.id)).length, 0);
  for (let spreadIndex = 1; spreadIndex < spreadCount(document); spreadIndex++) {
    if (!document.spreads[spreadIndex - 1]!.pages.some((page) => wanted(page.id))) continue;
    const list = layoutSpread(document, spreadIndex, resources);
    for (const page of list.pages) {
      if (!wanted(page.pageId)) continue;
      const png = await renderSpreadPng(list, resources, photos, { widthPx: options.widthPx ?? PAGE_THUMBNAIL_WIDTH_PX, page: page.pageId, view: 'trim', assetRoot: options.assetRoot });
      thumbnails.push({ pageNumber: page.pageNumber ?? thumbnails.length + 1, pageId: page.pageId, jpeg: await sharp(png).jpeg({ quality: JPEG_QUALITY }).toBuffer() });
      options.onPage?.(thumbnails.length, total);
    }
  }
  return thumbnails;
}

/**
 * Each photo as a JPEG data address at the pixel size it is drawn at (its whole placement at this
 * scale), never larger than its preview: the SVG stays small and resvg decodes little.
 */
async function photoHrefs(pages: DisplayPage[], pxPerMm: number, photos: PreviewPhotos): Promise<Map<ImageDraw, string>> {
  const hrefs = new Map<ImageDraw, string>();
  for (const draw of pages.flatMap((page) => page.items).filter((item): item is ImageDraw => item.kind === 'image')) {
    const width = Math.max(1, Math.round(draw.placement.widthMm * pxPerMm));
    const height = Math.max(1, Math.round(draw.placement.heightMm * pxPerMm));
    const jpeg = await sharp(await photos.preview(draw.photoId))
      .resize(width, height, { fit: 'fill', withoutEnlargement: true })
      // JPEG has no alpha: transparent parts show the white paper, as in the print.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
      .toBuffer();
    hrefs.set(draw, `data:image/jpeg;base64,${jpeg.toString('base64')}`);
  }
  return hrefs;
}

async function assetTexts(pages: DisplayPage[], assets: SvgAssets): Promise<Map<string, string>> {
  const sources = new Set(pages.flatMap((page) => page.items).filter((item): item is SvgDraw => item.kind === 'svg').map((draw) => draw.src));
  return new Map(await Promise.all([...sources].map(async (src) => [src, await assets.read(src)] as const)));
}

let assetRoot: string | undefined;

/** apps/web/public, found through the workspace's node_modules link (works from the sources and the bundled server). */
export function defaultAssetRoot(): string {
  assetRoot ??= join(dirname(createRequire(import.meta.url).resolve('@eb/web/package.json')), 'public');
  return assetRoot;
}
