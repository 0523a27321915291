import type { TextAlign, TextStyle } from '../document/schema';

/**
 * Layouts are data: slots placed relative to the page so every format gets them. A slot's box is
 * given as fractions of the layout's content box (the trim less the layout's margins in mm), and
 * slots are separated by the layout's gap in mm; resolveLayout() turns them into frames in mm.
 * Boxes of neighbouring slots may share an edge: resolveLayout() puts the gap there (cells of a grid
 * come out equal); edges no other slot shares stay where the fractions put them.
 * A slot rotated by ±90° covers its box on the page: the frame's own width and height are swapped
 * around the box's centre (the spine's title, which reads bottom to top: -90°).
 */
export interface LayoutBox {
  /** Fractions 0..1 of the content box. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PhotoSlot {
  id: string;
  kind: 'photo';
  box: LayoutBox;
  /** Extend to the bleed where the box touches the content box's edge (full-bleed pictures). */
  bleed?: boolean;
  rotationDeg?: number;
  /**
   * Width/height range the frame keeps (so a landscape slot on a square page does not become a
   * letterbox that cuts heads off): the frame shrinks inside its box, centred, to the nearest ratio.
   */
  aspect?: { min: number; max: number };
}

export interface TextSlot {
  id: string;
  kind: 'text';
  box: LayoutBox;
  style: TextStyle;
  align: TextAlign;
  verticalAlign?: 'top' | 'middle' | 'bottom';
  /** German hint shown in an empty frame by the editor, never printed. */
  hint: string;
  rotationDeg?: number;
  /** Upper bound of the font size (the spine's title), below the style's own size. */
  maxSizePt?: number;
  /**
   * Titles and names the shop or the assistant fills in (fillTextSlots): the frame is set at a size
   * that holds the text, up to `chars` characters of ordinary German text in at most `maxLines`
   * lines. An empty frame is sized for one line of the design's size. Longer texts, and texts
   * typed later, may overflow; the preflight then says so and the person can fix it.
   */
  fit?: { chars: number; maxLines: number };
}

export interface DecorationSlot {
  id: string;
  kind: 'decoration';
  box: LayoutBox;
  /** An ornament of the design (DesignOrnament id). */
  assetId: string;
  rotationDeg?: number;
}

export type LayoutSlot = PhotoSlot | TextSlot | DecorationSlot;

export type LayoutOrientation = 'portrait' | 'landscape' | 'square' | 'mixed';

export interface PageLayout {
  /** Unique over all designs, e.g. 'rosenzeit/p2-landscape-text'. */
  id: string;
  themeId: number;
  /** German name the editor shows. */
  name: string;
  /** Inner page, or one of the cover's panels. */
  target: 'page' | 'front' | 'back' | 'spine';
  photoCount: number;
  hasText: boolean;
  /** Which photos suit it best (the assistant matches photos by it). */
  orientation: LayoutOrientation;
  marginMm: { top: number; right: number; bottom: number; left: number };
  gapMm: number;
  slots: LayoutSlot[];
  /** The page's background when the layout is applied, unless the page has one. */
  backgroundId?: string;
}
