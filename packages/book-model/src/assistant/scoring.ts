import { fillCrop } from '../commands/crop';
import type { Size } from '../geometry';

/**
 * How well a photo suits a frame, as a cost (0 is perfect, larger is worse). The photo is placed as
 * placePhoto places it (commands/photos.ts): the largest centred crop that fills the frame (fillCrop).
 * Three things count:
 * - the share of the photo the crop cuts away: a portrait in a portrait-shaped frame loses a sliver;
 *   a portrait in a landscape frame loses almost half — past a modest share (CROP_MODEST) it is bad;
 * - portrait against landscape: a head cut off is worse than the lost area alone says;
 * - effective resolution, computed as book-layout's placePhoto does (original pixels of the crop per
 *   inch of the frame): below 150 dpi (RESOLUTION_FLOOR) the cost jumps so far that any other frame a
 *   photo fits wins; below 200 dpi (the preflight's warning) a moderate cost, and between there and
 *   300 dpi (the print's resampling) a little.
 */

export const RESOLUTION_FLOOR_DPI = 150;
/**
 * Below this the finishing preflight blocks the book (book-layout's preflight/rules.ts BLOCK_DPI;
 * book-model must not import book-layout, so the number is kept here too). The assistant never
 * places a photo below it: such a photo is left out and reported as too small (design-book.ts).
 */
export const BLOCK_DPI = 100;
/**
 * The assistant's own bar sits 1 % above the preflight's: the stored frame (1/100 mm) and crop are
 * rounded, so a photo computed at exactly 100 dpi here could measure 99.9 in the display list.
 */
const BLOCK_MARGIN = 1.01;
/** Whether a photo filling this frame prints above the preflight's block (with the rounding margin). */
export const printsSharpEnough = (photo: PhotoSize, frame: Size): boolean => effectiveDpi(photo, frame) >= BLOCK_DPI * BLOCK_MARGIN;
/** Far above every other cost: a page that would block the book is chosen only when nothing else fits (design-book.ts then leaves the photo out). */
const BELOW_BLOCK = 10_000;
const PRINT_DPI = 300;
const MM_PER_INCH = 25.4;
/** Up to this share cut away a crop is hardly noticed. */
const CROP_GENTLE = 0.1;
/** Beyond this share cut away a crop is awkward (heads, hands, horizons go); a 4:3 photo in a square loses 25 %, as in any grid. */
const CROP_MODEST = 0.3;
/** Far above any sum of the other costs of a page, so the floor is kept wherever it can be. */
const BELOW_FLOOR = 60;
/**
 * Below this the finishing preflight asks the person to check the photo ('Bitte prüfen'): a small
 * phone photo goes into a smaller frame where the moment's page offers one (an awkward crop still
 * costs more, a repeated layout far more), so the book the assistant makes asks few questions.
 */
export const SOFT_DPI = 200;
const BELOW_SOFT = 5;

export interface PhotoSize {
  width: number;
  height: number;
}

/** Original pixels per inch of the photo filling the frame (book-layout's placePhoto, with fillCrop's crop). */
export function effectiveDpi(photo: PhotoSize, frame: Size): number {
  const crop = fillCrop(photo.width / photo.height, frame);
  const mmPerPx = Math.max(frame.widthMm / (crop.width * photo.width), frame.heightMm / (crop.height * photo.height));
  return MM_PER_INCH / mmPerPx;
}

/** The share of the photo the filling crop cuts away (0 … 1). */
export function cropLoss(photo: PhotoSize, frame: Size): number {
  const crop = fillCrop(photo.width / photo.height, frame);
  return 1 - crop.width * crop.height;
}

const shapeOf = (aspect: number) => (aspect < 0.9 ? 'portrait' : aspect > 1.1 ? 'landscape' : 'square');

export function photoFrameCost(photo: PhotoSize, frame: Size): number {
  const loss = cropLoss(photo, frame);
  let cost = loss <= CROP_GENTLE ? loss : CROP_GENTLE + (loss - CROP_GENTLE) * 6;
  if (loss > CROP_MODEST) cost += 6;
  const photoShape = shapeOf(photo.width / photo.height);
  const frameShape = shapeOf(frame.widthMm / frame.heightMm);
  if (photoShape !== frameShape && photoShape !== 'square' && frameShape !== 'square') cost += 2;
  const dpi = effectiveDpi(photo, frame);
  if (dpi < BLOCK_DPI * BLOCK_MARGIN) cost += BELOW_BLOCK;
  if (dpi < RESOLUTION_FLOOR_DPI) cost += BELOW_FLOOR + (RESOLUTION_FLOOR_DPI - dpi) / 10;
  else if (dpi < SOFT_DPI) cost += BELOW_SOFT;
  if (dpi < PRINT_DPI) cost += ((PRINT_DPI - Math.max(dpi, 0)) / PRINT_DPI) * 0.5;
  return cost;
}

/** Photos out of their taken order on a page cost a little, so equal fits keep the story's order. */
const INVERSION_COST = 0.05;

export interface Assignment {
  cost: number;
  /** order[k] = index of the photo (in the group) that goes into frame k. */
  order: number[];
}

/**
 * The best way to put a group of photos (at most six, in taken order) into as many frames: every
 * permutation is tried (720 at most), which is cheap next to being wrong.
 */
export function bestAssignment(photos: readonly PhotoSize[], frames: readonly Size[]): Assignment {
  const n = photos.length;
  if (n !== frames.length) throw new Error('bestAssignment: as many photos as frames');
  const costs = photos.map((photo) => frames.map((frame) => photoFrameCost(photo, frame)));
  let best: Assignment = { cost: Infinity, order: [] };
  const order: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const walk = (frameIndex: number, sum: number, inversions: number) => {
    if (sum + inversions * INVERSION_COST >= best.cost) return;
    if (frameIndex === n) {
      best = { cost: sum + inversions * INVERSION_COST, order: order.slice() };
      return;
    }
    for (let photoIndex = 0; photoIndex < n; photoIndex++) {
      if (used[photoIndex]) continue;
      let added = 0;
      for (const earlier of order) if (earlier > photoIndex) added++;
      used[photoIndex] = true;
      order.push(photoIndex);
      walk(frameIndex + 1, sum + costs[photoIndex]![frameIndex]!, inversions + added);
      order.pop();
      used[photoIndex] = false;
    }
  };
  walk(0, 0, 0);
  return best;
}
