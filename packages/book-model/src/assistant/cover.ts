import type { DesignRecord } from '@eb/catalogue/data';
import { relayoutPage } from '../commands/relayout';
import { buildCover, type BookRecords } from '../document/create';
import type { Background, Cover, Page } from '../document/schema';
import { pageSizeOf } from '../catalogue-lookup';
import type { Size } from '../geometry';
import type { PageLayout } from '../layouts/types';
import { buildPage, designLayout, fillPage, framesOn, type PlacedPhoto } from './page-build';
import { cropLoss, effectiveDpi, photoFrameCost, printsSharpEnough } from './scoring';
import { fitsBox } from './text-budget';

/**
 * The cover and page 1: who the book is about. The front shows the best-resolution portrait (the
 * highest effective dpi in the front's photo frame) above the name and the dates; page 1 ('p1-memorial')
 * shows a portrait, the name and the dates again. Without a memorial page the book's own title stays.
 */

const isPortrait = (photo: PlacedPhoto) => photo.height > photo.width;
/** The most of a portrait the front's frame may cut away (a 3:4 portrait in a square frame loses 25 %). */
const COVER_CROP = 0.3;

function photoFrameOf(layout: PageLayout, size: Size, design: DesignRecord): Size {
  const frame = framesOn(layout, size, design).find((candidate) => candidate.kind === 'photo');
  if (!frame) throw new Error(`${layout.id} hat keinen Fotorahmen`);
  return frame;
}

/** The sharpest photo in the frame (the earliest on a tie), or undefined; never one the preflight would block there. */
function sharpest(photos: readonly PlacedPhoto[], frame: Size): PlacedPhoto | undefined {
  let best: PlacedPhoto | undefined;
  let bestDpi = -1;
  for (const photo of photos) {
    if (!printsSharpEnough(photo, frame)) continue;
    const dpi = effectiveDpi(photo, frame);
    if (dpi > bestDpi) {
      best = photo;
      bestDpi = dpi;
    }
  }
  return best;
}

export interface CoverChoice {
  layout: PageLayout;
  photo: PlacedPhoto | null;
}

/**
 * The front's photo: the sharpest portrait in the 'front-photo' frame, or in the frame with the title
 * above, whichever holds a portrait with a modest crop. Where neither does (the square and landscape
 * formats' fronts are wide: a portrait would lose almost half, a face cut on the cover), and with no
 * portrait at all, the photo and front layout that suit each other best. A photo too small for the
 * front (below the preflight's block) never goes there; with none sharp enough the front shows the
 * title with the design's emblem ('front-title') rather than a blurred photo or an empty frame.
 */
export function chooseCoverPhoto(photos: readonly PlacedPhoto[], frontSize: Size, design: DesignRecord): CoverChoice {
  const standard = designLayout(design, 'front-photo', 'front');
  if (photos.length === 0) return { layout: standard, photo: null };
  const layouts = [standard, designLayout(design, 'front-title-above', 'front')];
  const portraits = photos.filter(isPortrait);
  for (const layout of layouts) {
    const frame = photoFrameOf(layout, frontSize, design);
    const photo = sharpest(portraits.filter((candidate) => cropLoss(candidate, frame) <= COVER_CROP), frame);
    if (photo) return { layout, photo };
  }
  let best: CoverChoice & { cost: number; dpi: number } = { layout: standard, photo: null, cost: Infinity, dpi: 0 };
  for (const layout of layouts) {
    const frame = photoFrameOf(layout, frontSize, design);
    for (const photo of photos) {
      if (!printsSharpEnough(photo, frame)) continue;
      const cost = photoFrameCost(photo, frame);
      const dpi = effectiveDpi(photo, frame);
      // Among equal fits the sharpest (the first on a tie).
      if (cost < best.cost - 1e-9 || (cost < best.cost + 1e-9 && dpi > best.dpi)) best = { layout, photo, cost, dpi };
    }
  }
  if (!best.photo) return { layout: designLayout(design, 'front-title', 'front'), photo: null };
  return { layout: best.layout, photo: best.photo };
}

/**
 * Page 1's portrait: the sharpest other portrait in its frame, else the cover's photo, else the
 * sharpest of all; never one the preflight would block in that frame (then the frame stays empty).
 */
export function choosePageOnePhoto(photos: readonly PlacedPhoto[], coverPhotoId: string | null, pageSize: Size, design: DesignRecord): PlacedPhoto | null {
  const frame = photoFrameOf(designLayout(design, 'p1-memorial'), pageSize, design);
  const others = photos.filter((photo) => photo.id !== coverPhotoId);
  const coverPhoto = photos.find((photo) => photo.id === coverPhotoId && printsSharpEnough(photo, frame));
  return sharpest(others.filter(isPortrait), frame) ?? coverPhoto ?? sharpest(others, frame) ?? null;
}

export interface CoverInput {
  records: BookRecords;
  pageCount: number;
  title: string;
  dates: string;
  /** A second quote for the back (the first closes the book), or null: the back then carries the emblem. */
  backQuote: string | null;
  choice: CoverChoice;
  background: Background | null;
}

export function buildAssistantCover(input: CoverInput, newId: () => string): Cover {
  const { records, pageCount, title, dates, backQuote, choice, background } = input;
  const { format, paper, design } = records;
  const cover = buildCover(records, pageCount, title, background, newId);
  const size = (role: 'back' | 'front') => pageSizeOf(role, format, paper, pageCount);
  let front: Page = cover.front;
  if (front.layoutId !== choice.layout.id) front = relayoutPage(front, choice.layout, size('front'), design, newId, { keepLeftovers: false });
  front = fillPage(front, { photos: [choice.photo], texts: { subtitle: dates } });
  let back: Page = cover.back;
  const quoteFrame = back.frames.find((frame) => frame.kind === 'text' && frame.slotId === 'quote');
  const quoteFits = backQuote !== null && quoteFrame?.kind === 'text' && fitsBox(backQuote, { ...quoteFrame, lineHeight: design.typography.styles.quote.lineHeight });
  if (quoteFits) back = fillPage(back, { texts: { quote: backQuote } });
  else back = fillPage(relayoutPage(back, designLayout(design, 'back-ornament', 'back'), size('back'), design, newId, { keepLeftovers: false }), {});
  return { ...cover, back: { ...back, role: 'back' }, spine: { ...fillPage(cover.spine, {}), role: 'spine' }, front: { ...front, role: 'front' } };
}

export function buildMemorialPage(photo: PlacedPhoto | null, name: string, dates: string, size: Size, design: DesignRecord, newId: () => string): Page {
  return buildPage('page', designLayout(design, 'p1-memorial'), size, design, newId, { photos: [photo], texts: { name, dates } });
}
