import {
  BLEED_MM,
  catalogueOf,
  coverGeometry,
  formatTrim,
  grow,
  pageCount,
  spreadAt,
  spreadCount,
  type Background,
  type BookDocument,
  type Box,
  type Frame,
  type Page,
} from '@eb/book-model';
import type { DesignRecord } from '@eb/catalogue/data';
import type { DisplayList, DisplayPage, DrawItem } from '../display-list';
import type { LayoutResources } from '../resources';
import { layoutText, MM_PER_PT } from '../text/layout-text';
import { textStyleOf } from '../text/text-style';
import { placePhoto } from './photo-placement';
import { PRINT_DPI } from './print-resolution';

interface PageSlot {
  page: Page;
  pageNumber: number | null;
  trimBox: Box;
  bleedBox: Box;
}

interface Collector {
  overflow: DisplayList['overflow'];
  lowResolution: DisplayList['lowResolution'];
  missingPhotos: NonNullable<DisplayList['missingPhotos']>;
}

function catalogue(document: BookDocument) {
  const { format, paper, design } = catalogueOf(document);
  if (!format || !paper || !design) throw new Error(`Unknown format ${document.formatId}, paper ${document.paperId} or design ${document.themeId}`);
  return { trim: formatTrim(format), paper, design };
}

/**
 * How far a text's clip reaches past its frame, in ems of its largest size: glyphs overhang their
 * advance (Cormorant semibold 'f' about 0.13 em to the right, italic 'f' about 0.10 em to the left),
 * and a clip at the frame would cut that ink off. Lines that do not fit are not drawn at all, so the
 * wider clip lets through nothing but overhanging ink.
 */
export const TEXT_CLIP_OVERHANG_EM = 0.25;

/**
 * The one layout function: a spread of the book as a display list in millimetres of the spread's
 * trim. Spread 0 is the flat cover (back, spine, front from the paper's binding), 1 … n the inner
 * spreads, pages side by side from x = 0. The editor's screen, the previews and the print PDF all
 * draw this, so they show the same crops and break every line at the same place.
 */
export function layoutSpread(document: BookDocument, spreadIndex: number, resources: LayoutResources): DisplayList {
  const { trim, paper, design } = catalogue(document);
  const ref = spreadAt(document, spreadIndex);
  let slots: PageSlot[];
  let spreadTrim: { widthMm: number; heightMm: number };
  if (ref.kind === 'cover') {
    const geometry = coverGeometry(trim, pageCount(document), paper.binding);
    spreadTrim = geometry.trim;
    slots = ref.pages.map((page) => {
      const panel = geometry[page.role as 'back' | 'spine' | 'front'];
      return { page, pageNumber: null, trimBox: panel.box, bleedBox: panel.paintBox };
    });
  } else {
    const firstNumber = spreadIndex === 1 ? 1 : 2 * (spreadIndex - 1);
    spreadTrim = { widthMm: trim.widthMm * ref.pages.length, heightMm: trim.heightMm };
    slots = ref.pages.map((page, index) => {
      const trimBox = { xMm: index * trim.widthMm, yMm: 0, ...trim };
      return { page, pageNumber: firstNumber + index, trimBox, bleedBox: grow(trimBox, BLEED_MM) };
    });
  }
  const collector: Collector = { overflow: [], lowResolution: [], missingPhotos: [] };
  const pages = slots.map((slot): DisplayPage => ({
    pageId: slot.page.id,
    role: slot.page.role,
    pageNumber: slot.pageNumber,
    trimBox: slot.trimBox,
    bleedBox: slot.bleedBox,
    items: pageItems(slot, design, resources, collector),
  }));
  return { spreadIndex, kind: ref.kind, trim: spreadTrim, bleedMm: BLEED_MM, pages, ...collector };
}

/** Every spread of the book, the cover first. */
export function layoutBook(document: BookDocument, resources: LayoutResources): DisplayList[] {
  return Array.from({ length: spreadCount(document) }, (_, index) => layoutSpread(document, index, resources));
}

function pageItems(slot: PageSlot, design: DesignRecord, resources: LayoutResources, collector: Collector): DrawItem[] {
  const items: DrawItem[] = [];
  const background = backgroundItem(slot.page.background, slot.bleedBox, design);
  if (background) items.push(background);
  for (const frame of slot.page.frames) {
    const box = { xMm: slot.trimBox.xMm + frame.xMm, yMm: slot.trimBox.yMm + frame.yMm, widthMm: frame.widthMm, heightMm: frame.heightMm };
    const item = frameItem(frame, box, slot.page.id, design, resources, collector);
    if (item) items.push(item);
  }
  return items;
}

function backgroundItem(background: Background | null, bleedBox: Box, design: DesignRecord): DrawItem | null {
  if (!background) return null;
  if (background.kind === 'color') return { kind: 'rect', box: bleedBox, fill: background.color };
  const asset = design.backgrounds.find((candidate) => candidate.id === background.backgroundId);
  if (!asset) return null;
  return { kind: 'svg', assetId: asset.id, src: asset.src, box: bleedBox, fit: 'cover', clip: bleedBox, tint: null, rotationDeg: 0 };
}

function frameItem(frame: Frame, box: Box, pageId: string, design: DesignRecord, resources: LayoutResources, collector: Collector): DrawItem | null {
  switch (frame.kind) {
    case 'photo': {
      // An empty frame prints nothing; the editor draws its own placeholder.
      if (!frame.photoId) return null;
      const size = resources.photoSize(frame.photoId);
      if (!size) {
        collector.missingPhotos.push({ pageId, frameId: frame.id, photoId: frame.photoId });
        return null;
      }
      const { placement, crop, effectiveDpi } = placePhoto(box, frame.crop, size);
      if (effectiveDpi < PRINT_DPI) collector.lowResolution.push({ pageId, frameId: frame.id, effectiveDpi });
      return { kind: 'image', frameId: frame.id, photoId: frame.photoId, clip: box, placement, crop, rotationDeg: frame.rotationDeg, effectiveDpi };
    }
    case 'text': {
      if (frame.text.trim() === '') return null;
      const style = textStyleOf(design, frame.style);
      const result = layoutText(
        {
          text: frame.text,
          fontId: style.fontId,
          fontSizePt: frame.fontSizePt,
          lineHeight: style.lineHeight,
          align: frame.align,
          verticalAlign: frame.verticalAlign,
          hyphenate: style.hyphenate,
          widthMm: box.widthMm,
          heightMm: box.heightMm,
          originXMm: box.xMm,
          originYMm: box.yMm,
        },
        resources.fonts,
      );
      if (result.overflow) collector.overflow.push({ pageId, frameId: frame.id });
      const largestPt = Math.max(frame.fontSizePt, ...result.lines.flatMap((line) => line.runs.map((run) => run.fontSizePt)));
      // Grown on every side alike: the clip's centre (the frame's rotation centre) stays where it is.
      const clip = grow(box, TEXT_CLIP_OVERHANG_EM * largestPt * MM_PER_PT);
      return { kind: 'text', frameId: frame.id, clip, rotationDeg: frame.rotationDeg, color: frame.color, lines: result.lines };
    }
    case 'decoration': {
      const asset = design.ornaments.find((candidate) => candidate.id === frame.assetId) ?? design.backgrounds.find((candidate) => candidate.id === frame.assetId);
      if (!asset) return null;
      return { kind: 'svg', assetId: asset.id, src: asset.src, box, fit: 'contain', clip: box, tint: frame.color, rotationDeg: frame.rotationDeg };
    }
  }
}
