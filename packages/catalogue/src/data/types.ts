import type { Finish } from '../finish';

export interface FormatRecord {
  id: number;
  description: string;
  /** Shown under the name, e.g. "21 × 29,7 cm". */
  measurement: string;
  details: string;
  trimWidthMm: number;
  trimHeightMm: number;
  allowedFinishes: Finish[];
  imageSrc: string;
  sortOrder: number;
  /** Retired formats stay in the database for old orders but are never offered. */
  active: boolean;
}

export interface PaperPriceRecord {
  formatId: number;
  basePriceCents: number;
  stepPriceCents: number;
}

/** How a paper is bound; the spine and the cover's wrap follow from it (lengths in mm). */
export interface BindingSpec {
  kind: 'softcover' | 'hardcover';
  /** Thickness of one printed page (half a leaf) of the inner block. */
  pageThicknessMm: number;
  /** Cover material (card or grey board) on each side of the block. */
  coverBoardMm: number;
  /** Hardcover: cover material folded round the board's edges; 0 for softcover (bleed only). */
  wrapMm: number;
  /** Hardcover: the groove between board and spine; 0 for softcover. */
  hingeMm: number;
  /** Hardcover: how far the boards stand over the pages at top, bottom and fore edge. */
  boardOverhangMm: number;
}

export interface PaperRecord {
  id: number;
  description: string;
  details: string;
  sortOrder: number;
  minPages: number;
  maxPages: number;
  stepPages: number;
  coverFinishes: Finish[];
  pagesFinishes: Finish[];
  finishesLinked: boolean;
  /** Preselected finishes on the paper card. */
  defaultCover: Finish;
  defaultPages: Finish;
  imageSrc: string;
  prices: PaperPriceRecord[];
  /** First estimates until the printer's own table is in (decision 023). */
  binding: BindingSpec;
}

/** The kinds of text a book holds; the same list as book-model's TEXT_STYLES (a test there checks). */
export type DesignTextStyleName = 'title' | 'subtitle' | 'name' | 'dates' | 'heading' | 'body' | 'quote' | 'caption';

/** The design fonts printed and shown in the editor (book-layout's FONT_FILES has a file for each). */
export type DesignFontFamily = 'Cormorant Garamond' | 'Lora' | 'Source Sans 3';

export interface DesignTextStyle {
  family: DesignFontFamily;
  weight: 400 | 600;
  italic: boolean;
  /** Size on an A4 page; resolveLayout scales display styles down on smaller formats. */
  sizePt: number;
  /** Line distance as a multiple of the size. */
  lineHeight: number;
  /** Ink colour; the design's textColor when absent. */
  color?: string;
  /** German hyphenation; off for names, dates and titles, which are never broken inside a word. */
  hyphenate: boolean;
}

export interface DesignTypography {
  /**
   * Font family names of self-hosted fonts (apps/web/src/styles/fonts.css loads each one; a test
   * there checks): headings are set at weight 600, body text at 400.
   */
  headingFont: string;
  bodyFont: string;
  /** Ink colour of text on the design's pages. */
  textColor: string;
  /** How each kind of text is set in the book (layout, editor and print read these). */
  styles: Record<DesignTextStyleName, DesignTextStyle>;
}

/** A small vector ornament (plain SVG paths, no filters, classes or external references). */
export interface DesignOrnament {
  /** Unique over all designs, e.g. 'rosenzeit-divider'; decoration frames refer to it. */
  id: string;
  name: string;
  src: string;
}

export interface DesignBackground {
  id: string;
  name: string;
  src: string;
}

export interface DesignRecord {
  themeId: number;
  /** Stable slug used for asset folders. */
  key: string;
  description: string;
  details: string;
  groups: string[];
  formatIds: number[];
  imageSrc: string;
  spreadSrc: string;
  typography: DesignTypography;
  backgrounds: DesignBackground[];
  ornaments: DesignOrnament[];
  sortOrder: number;
}
