import type { Box, Crop, PageRole } from '@eb/book-model';

/**
 * What layoutSpread() answers: everything a renderer needs to draw one spread, in millimetres of the
 * spread's trim coordinates (origin at the top left of the spread's trim; bleed lies at negative
 * coordinates and past the trim). Renderers only draw: they never wrap text, measure, or crop.
 */
export interface DisplayList {
  spreadIndex: number;
  kind: 'cover' | 'inner';
  /** The spread's trim: two pages side by side, one page for the first and last spread, the flat cover. */
  trim: { widthMm: number; heightMm: number };
  bleedMm: number;
  pages: DisplayPage[];
  /** Text frames whose text did not fit, for the editor's warning and the finishing check. */
  overflow: { pageId: string; frameId: string }[];
  /** Photos printed below 300 dpi (warn) or below 150 dpi (strong warning). */
  lowResolution: { pageId: string; frameId: string; effectiveDpi: number }[];
  /** Photo frames whose photo the resources do not know (deleted or foreign): not drawn; printing must refuse (book-render's MissingPhotosError). */
  missingPhotos: { pageId: string; frameId: string; photoId: string }[];
}

export interface DisplayPage {
  pageId: string;
  role: PageRole;
  /** 1-based printed page number for inner pages; null on the cover. */
  pageNumber: number | null;
  /** The page's (or cover panel's) trim in spread coordinates. */
  trimBox: Box;
  /** What is printed for this page: the trim plus bleed (a cover panel: its paint box). */
  bleedBox: Box;
  /** Drawn in order. */
  items: DrawItem[];
}

export type DrawItem = RectDraw | SvgDraw | ImageDraw | TextDraw;

export interface RectDraw {
  kind: 'rect';
  box: Box;
  fill: string;
}

/** A design asset (background or ornament) drawn as vectors, scaled to cover its box. */
export interface SvgDraw {
  kind: 'svg';
  /** Asset id of the design (background id or ornament id). */
  assetId: string;
  /** Path of the SVG file relative to the web app's public folder, e.g. '/images/designs/rosenzeit/background-2.svg'. */
  src: string;
  box: Box;
  /** 'cover' scales to fill the box and cuts the rest (backgrounds); 'contain' fits inside (ornaments). */
  fit: 'cover' | 'contain';
  /** Drawn inside this rectangle only; it turns with the box (like ImageDraw's clip), so a rotated ornament is cut at its own turned frame. */
  clip: Box;
  /** Replaces the ornament's ink colour when set. */
  tint: string | null;
  /** Rotation of the box (and with it the clip) around the box's centre, clockwise. */
  rotationDeg: number;
}

export interface ImageDraw {
  kind: 'image';
  frameId: string;
  photoId: string;
  /** The frame: the image is drawn inside it only. */
  clip: Box;
  /** Where the whole upright original lands, so that the crop fills the clip exactly. */
  placement: Box;
  /**
   * The part of the upright original visible in the clip (normalised): the document's crop, narrowed
   * about its centre to the frame's shape when the two differ (photos are never distorted).
   */
  crop: Crop;
  /** Rotation of the frame (and with it clip and placement) around the clip's centre, clockwise. */
  rotationDeg: number;
  /** Original pixels per inch at the placed size. */
  effectiveDpi: number;
}

export interface TextDraw {
  kind: 'text';
  frameId: string;
  /** The frame grown by TEXT_CLIP_OVERHANG_EM of the largest size on every side (glyph ink overhangs its advance); lines that do not fit the frame are not in `lines`. */
  clip: Box;
  rotationDeg: number;
  color: string;
  lines: TextLine[];
}

export interface TextLine {
  /** Baseline position in spread mm. */
  baselineYMm: number;
  runs: GlyphRun[];
  /** Whether the line ends in a hyphen the layout inserted. */
  hyphenated: boolean;
}

/** Glyphs of one font at one size, positioned by the layout. */
export interface GlyphRun {
  fontId: string;
  fontSizePt: number;
  /** Left edge of the run's first glyph on the baseline, in spread mm. */
  xMm: number;
  /** The characters the run shows (hyphen included), for text extraction and the PDF's text layer. */
  text: string;
  glyphs: PositionedGlyph[];
  /** Total advance of the run in mm. */
  widthMm: number;
}

export interface PositionedGlyph {
  /** Glyph id in the font file. */
  glyphId: number;
  /** Offset of the glyph's origin from the run's xMm, in mm (advance and kerning applied). */
  xMm: number;
  /** Vertical offset from the baseline in mm, positive downwards like every y here (0 for plain Latin text). */
  yOffsetMm: number;
  advanceMm: number;
  /** Characters this glyph stands for (ligatures cover several). */
  text: string;
}
