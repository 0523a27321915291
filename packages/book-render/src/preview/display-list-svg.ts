/**
 * The display list as one SVG document, in millimetres of the spread's trim coordinates. Pure (no DOM,
 * no Node APIs): the server rasterises it with resvg for previews, and the editor's screen can draw the
 * same string. Glyphs are drawn as outlines from the font files at exactly the display list's positions,
 * so no renderer needs the fonts installed and none re-wraps or re-shapes a line.
 */
import { PT_PER_MM, type Box } from '@eb/book-model';
import type { DisplayList, DisplayPage, DrawItem, ImageDraw, SvgDraw, TextDraw } from '@eb/book-layout';
import type { Font } from 'fontkit';
import { inlineSvgAsset } from './svg-asset';

export interface GlyphFonts {
  /** The fontkit font of a font id of the display list's glyph runs (C's FontLibrary.get). */
  get(fontId: string): Font;
}

export interface DisplayListSvgOptions {
  fonts: GlyphFonts;
  /** The address of a photo for an <image>: drawn stretched over the draw's placement (the whole upright original). */
  imageHref(draw: ImageDraw): string;
  /** The text of a design asset's SVG file, by its src (e.g. '/images/designs/rosenzeit/background-2.svg'). */
  assetSvg(src: string): string;
  /** Draw only this page, cut at its bleed box (a print page); default: the whole spread with its bleed. */
  page?: string;
  /** 'bleed' (default) shows what is printed; 'trim' what the reader sees after the cut (previews). */
  view?: 'bleed' | 'trim';
  /** Outline every page's trim box (for proofs and checking), never on print previews. */
  marks?: boolean;
  /** Prefix of every id in the document, so several spreads can share one HTML page; default `s<spreadIndex>-`. */
  idPrefix?: string;
}

/** The pages an SVG of these options draws; throws for an unknown page id. */
export function drawnPages(list: DisplayList, options: Pick<DisplayListSvgOptions, 'page'>): DisplayPage[] {
  const pages = options.page === undefined ? list.pages : list.pages.filter((page) => page.pageId === options.page);
  if (pages.length === 0) throw new RangeError(`No page ${options.page} in spread ${list.spreadIndex}`);
  return pages;
}

/** The rectangle of the spread (in its trim mm) that the SVG of these options shows. */
export function svgViewBox(list: DisplayList, options: Pick<DisplayListSvgOptions, 'page' | 'view'>): Box {
  const trim = options.view === 'trim';
  if (options.page !== undefined) {
    const page = drawnPages(list, options)[0]!;
    return trim ? page.trimBox : page.bleedBox;
  }
  const bleed = trim ? 0 : list.bleedMm;
  return { xMm: -bleed, yMm: -bleed, widthMm: list.trim.widthMm + 2 * bleed, heightMm: list.trim.heightMm + 2 * bleed };
}

export function displayListToSvg(list: DisplayList, options: DisplayListSvgOptions): string {
  const pages = drawnPages(list, options);
  const onePage = options.page !== undefined ? pages[0] : undefined;
  const view = svgViewBox(list, options);

  const writer = new SvgWriter(options, options.idPrefix ?? `s${list.spreadIndex}-`);
  const body: string[] = [];
  // Paper is white: what no item covers prints (and pdftoppm renders) white.
  body.push(`<rect x="${n(view.xMm)}" y="${n(view.yMm)}" width="${n(view.widthMm)}" height="${n(view.heightMm)}" fill="#ffffff"/>`);
  for (const page of pages) {
    // Hard page edges: two anti-aliased edges meeting at the gutter or a hinge would leave a light seam.
    const clip = writer.clipRect(onePage ? page.bleedBox : visibleArea(page, list.pages), true);
    body.push(`<g clip-path="url(#${clip})">`, ...page.items.map((item) => writer.item(item)), '</g>');
  }
  if (options.marks) {
    for (const page of pages) body.push(`<rect x="${n(page.trimBox.xMm)}" y="${n(page.trimBox.yMm)}" width="${n(page.trimBox.widthMm)}" height="${n(page.trimBox.heightMm)}" fill="none" stroke="#00a3e0" stroke-width="0.2" stroke-dasharray="1 1"/>`);
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${n(view.widthMm)}mm" height="${n(view.heightMm)}mm" viewBox="${n(view.xMm)} ${n(view.yMm)} ${n(view.widthMm)} ${n(view.heightMm)}">`,
    `<defs>${writer.defs.join('')}</defs>`,
    ...body,
    '</svg>',
  ].join('\n');
}

/**
 * Where a page shows when the whole spread is drawn: its bleed box, except where it overlaps a
 * neighbour's bleed box (the gutter of an inner spread), which is split in the middle so neither page's
 * bleed paints over the other. Cover panels' paint boxes only touch, so they keep their whole box.
 */
function visibleArea(page: DisplayPage, all: DisplayPage[]): Box {
  let left = page.bleedBox.xMm;
  let right = page.bleedBox.xMm + page.bleedBox.widthMm;
  for (const other of all) {
    if (other === page) continue;
    const otherLeft = other.bleedBox.xMm;
    const otherRight = other.bleedBox.xMm + other.bleedBox.widthMm;
    if (otherLeft < right && otherLeft > left && otherRight > right) right = (otherLeft + right) / 2;
    if (otherRight > left && otherRight < right && otherLeft < left) left = (left + otherRight) / 2;
  }
  return { xMm: left, yMm: page.bleedBox.yMm, widthMm: right - left, heightMm: page.bleedBox.heightMm };
}

class SvgWriter {
  readonly defs: string[] = [];
  private count = 0;
  /** Glyph outline ids already defined, per font id and glyph id. */
  private readonly glyphIds = new Map<string, string>();
  private readonly fontKeys = new Map<string, string>();

  constructor(
    private readonly options: DisplayListSvgOptions,
    private readonly prefix: string,
  ) {}

  private nextId(kind: string): string {
    return `${this.prefix}${kind}${this.count++}`;
  }

  clipRect(box: Box, crisp = false): string {
    const id = this.nextId('c');
    const rendering = crisp ? ' shape-rendering="crispEdges"' : '';
    this.defs.push(`<clipPath id="${id}"><rect x="${n(box.xMm)}" y="${n(box.yMm)}" width="${n(box.widthMm)}" height="${n(box.heightMm)}"${rendering}/></clipPath>`);
    return id;
  }

  item(item: DrawItem): string {
    switch (item.kind) {
      case 'rect':
        return `<rect x="${n(item.box.xMm)}" y="${n(item.box.yMm)}" width="${n(item.box.widthMm)}" height="${n(item.box.heightMm)}" fill="${attr(item.fill)}"/>`;
      case 'image':
        return this.image(item);
      case 'svg':
        return this.asset(item);
      case 'text':
        return this.text(item);
    }
  }

  /** The rotation turns the frame with its content around the clip's centre, clockwise (y points down). */
  private rotated(rotationDeg: number, around: Box, inner: string): string {
    if (!rotationDeg) return inner;
    return `<g transform="rotate(${n(rotationDeg)} ${n(around.xMm + around.widthMm / 2)} ${n(around.yMm + around.heightMm / 2)})">${inner}</g>`;
  }

  private image(draw: ImageDraw): string {
    const clip = this.clipRect(draw.clip);
    const { placement: p } = draw;
    const href = attr(this.options.imageHref(draw));
    const image = `<image x="${n(p.xMm)}" y="${n(p.yMm)}" width="${n(p.widthMm)}" height="${n(p.heightMm)}" preserveAspectRatio="none" href="${href}"/>`;
    return this.rotated(draw.rotationDeg, draw.clip, `<g clip-path="url(#${clip})">${image}</g>`);
  }

  private asset(draw: SvgDraw): string {
    const clip = this.clipRect(draw.clip);
    const { viewBox, content } = inlineSvgAsset(this.options.assetSvg(draw.src), this.nextId('a') + '-', draw.tint);
    const { box } = draw;
    const aspect = draw.fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet';
    const svg = `<svg x="${n(box.xMm)}" y="${n(box.yMm)}" width="${n(box.widthMm)}" height="${n(box.heightMm)}" viewBox="${attr(viewBox)}" preserveAspectRatio="${aspect}">${content}</svg>`;
    return this.rotated(draw.rotationDeg, box, `<g clip-path="url(#${clip})">${svg}</g>`);
  }

  private text(draw: TextDraw): string {
    const clip = this.clipRect(draw.clip);
    const uses: string[] = [];
    for (const line of draw.lines) {
      for (const run of line.runs) {
        const font = this.options.fonts.get(run.fontId);
        // Font units to mm, and the font's y axis (up) turned to the page's (down).
        const scale = run.fontSizePt / PT_PER_MM / font.unitsPerEm;
        for (const glyph of run.glyphs) {
          const id = this.glyph(run.fontId, font, glyph.glyphId);
          if (!id) continue;
          const x = run.xMm + glyph.xMm;
          const y = line.baselineYMm + glyph.yOffsetMm;
          uses.push(`<use href="#${id}" transform="matrix(${n6(scale)} 0 0 ${n6(-scale)} ${n(x)} ${n(y)})"/>`);
        }
      }
    }
    return this.rotated(draw.rotationDeg, draw.clip, `<g clip-path="url(#${clip})" fill="${attr(draw.color)}">${uses.join('')}</g>`);
  }

  /** Defines a glyph's outline once (in font units) and answers its id; null for a glyph without ink (a space). */
  private glyph(fontId: string, font: Font, glyphId: number): string | null {
    const key = `${fontId}\u0000${glyphId}`;
    const known = this.glyphIds.get(key);
    if (known !== undefined) return known || null;
    const path = font.getGlyph(glyphId).path.toSVG();
    let fontKey = this.fontKeys.get(fontId);
    if (fontKey === undefined) {
      fontKey = `f${this.fontKeys.size}`;
      this.fontKeys.set(fontId, fontKey);
    }
    const id = path ? `${this.prefix}${fontKey}g${glyphId}` : '';
    if (id) this.defs.push(`<path id="${id}" d="${path}"/>`);
    this.glyphIds.set(key, id);
    return id || null;
  }
}

/** Millimetres to a thousandth (a micrometre): precise beyond any printer, and short. */
function n(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** Glyph scales are small numbers (mm per font unit): keep more digits. */
function n6(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
