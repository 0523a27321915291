import type { DesignRecord } from '@eb/catalogue/data';
import type { Page } from '../document/schema';
import type { Size } from '../geometry';
import { layoutsFor } from '../layouts/catalogue';
import type { PageLayout } from '../layouts/types';
import { buildPage, framesOn, type PlacedPhoto } from './page-build';
import type { DensityRange } from './page-plan';
import { partitionPhotos } from './partition';
import { bestAssignment, type Assignment } from './scoring';

/**
 * The photo pages: the design's layouts with photos only (a layout with a text frame would leave an
 * empty placeholder the person did not ask for), chosen with the cut of the photos into pages
 * (partition.ts) by score: fit of the photos into the frames, photo count, moments, variety.
 */

/** Above moments, variety and the 150 dpi floor; below a photo printed under the preflight's block (scoring.ts). */
const OVER_DENSITY = 100;

export interface Candidate {
  layout: PageLayout;
  frames: Size[];
}

/** The photo-only page layouts of the design, with their photo frames on this page size. */
export function photoLayouts(design: DesignRecord, pageSize: Size): Candidate[] {
  return layoutsFor(design.themeId, 'page')
    .filter((layout) => !layout.hasText && layout.photoCount > 0)
    .map((layout) => ({ layout, frames: framesOn(layout, pageSize, design).filter((frame) => frame.kind === 'photo') }));
}

export interface ChosenPage {
  layout: PageLayout;
  /** Photos in the layout's photo frames, in slot order (an empty frame: null). */
  photos: (PlacedPhoto | null)[];
}

export interface PhotoPagesInput {
  photos: readonly PlacedPhoto[];
  momentStarts: readonly boolean[];
  /** Printed page numbers of the photo pages. */
  pageNumbers: readonly number[];
  range: DensityRange;
  candidates: readonly Candidate[];
  seed: number;
  /** Whether a page may stay without photos (see partitionPhotos). */
  allowEmpty?: boolean;
  /** Whether the book has calm pages anyway (see partitionPhotos). */
  amongPauses?: boolean;
}

/** Each photo page's layout and photos; null for a page left without photos (the caller sets a calm page there). */
export function planPhotoPages(input: PhotoPagesInput): (ChosenPage | null)[] {
  const { photos, pageNumbers, candidates } = input;
  if (pageNumbers.length === 0) return [];
  const assignments = new Map<number, Assignment>();
  const assign = (start: number, layout: number): Assignment => {
    const key = start * candidates.length + layout;
    let found = assignments.get(key);
    if (!found) {
      const candidate = candidates[layout]!;
      found = bestAssignment(photos.slice(start, start + candidate.frames.length), candidate.frames);
      assignments.set(key, found);
    }
    return found;
  };
  const parts = partitionPhotos({
    count: photos.length,
    momentStarts: input.momentStarts,
    pageNumbers,
    range: input.range,
    layoutSizes: candidates.map((candidate) => candidate.frames.length),
    // A layout with more photos than the density's (offered only to keep small photos sharp) comes after every other choice.
    fit: (start, layout) => assign(start, layout).cost + (candidates[layout]!.frames.length > input.range.max ? OVER_DENSITY : 0),
    seed: input.seed,
    allowEmpty: input.allowEmpty,
    amongPauses: input.amongPauses,
  });
  return parts.map(({ start, layout }): ChosenPage | null =>
    layout < 0 ? null : { layout: candidates[layout]!.layout, photos: assign(start, layout).order.map((index) => photos[start + index]!) },
  );
}

export function buildPhotoPage(chosen: ChosenPage, size: Size, design: DesignRecord, newId: () => string): Page {
  return buildPage('page', chosen.layout, size, design, newId, { photos: chosen.photos });
}
