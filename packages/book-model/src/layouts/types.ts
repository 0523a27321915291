import type { TextAlign, TextStyle } from '../document/schema';

/**
 * Layouts are data: slots placed relative to the page so every format gets them. A slot's box is
 * given as fractions of the layout's content box (the trim less the layout's margins in mm), and
 * slots are separated by the layout's gap in mm; resolveLayout() turns them into frames in mm.
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
}

export interface DecorationSlot {
  id: string;
  kind: 'decoration';
  box: LayoutBox;
  /** An ornament of the design (DesignOrnament id). */
  assetId: string;
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
