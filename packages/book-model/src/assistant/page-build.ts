import type { DesignRecord } from '@eb/catalogue/data';
import { clampCrop, fillCrop } from '../commands/crop';
import { relayoutPage } from '../commands/relayout';
import { MAX_TEXT_LENGTH, type Background, type Crop, type Frame, type Page } from '../document/schema';
import type { Size } from '../geometry';
import { layoutsFor } from '../layouts/catalogue';
import { resolveLayout } from '../layouts/resolve';
import type { PageLayout } from '../layouts/types';
import type { PhotoSize } from './scoring';

export interface PlacedPhoto extends PhotoSize {
  id: string;
}

export interface PageFill {
  /** Photos for the layout's photo frames in slot order; null or missing leaves a frame empty. */
  photos?: readonly (PlacedPhoto | null)[];
  /** Texts by slot id ('name', 'dates', 'quote', 'body' …). */
  texts?: Readonly<Record<string, string>>;
}

/**
 * A page laid out as the editor would (relayoutPage on an empty page, as createBookDocument does),
 * photos placed as placePhoto places them but set high (framedCrop: the crop that fills the frame, less cut at the top) and texts
 * set into their slots. Text frames the assistant has nothing for are left out: an empty text frame
 * is a preflight warning ('unchanged placeholder') the person did not cause; applying the layout
 * again brings the frame back. Empty photo frames stay (the book wants more photos there).
 */
export function buildPage<R extends Page['role']>(role: R, layout: PageLayout, size: Size, design: DesignRecord, newId: () => string, fill: PageFill = {}, background: Background | null = null): Page & { role: R } {
  const empty: Page = { id: newId(), role, layoutId: null, background, frames: [] };
  return { ...fillPage(relayoutPage(empty, layout, size, design, newId), fill), role };
}

/**
 * Of what a filling crop cuts off at the top and the bottom, this share comes off the top: faces sit
 * in the upper part of most photos of people, so the cut goes mostly to floors, tables and feet; a
 * centred crop of a portrait in a wider frame cuts foreheads and heads.
 */
export const TOP_SHARE = 0.3;

/** The crop filling the frame (fillCrop's size, so resolution and loss are the same), set high on the photo. */
export function framedCrop(photo: PhotoSize, frame: Size): Crop {
  const crop = fillCrop(photo.width / photo.height, frame);
  return crop.height < 1 ? clampCrop({ ...crop, y: (1 - crop.height) * TOP_SHARE }) : crop;
}

/** Fills a laid-out page's frames (see buildPage); texts are matched by slot id. */
export function fillPage(page: Page, fill: PageFill): Page {
  let photoIndex = 0;
  const frames: Frame[] = [];
  for (const frame of page.frames) {
    if (frame.kind === 'photo' && frame.slotId !== null) {
      const photo = fill.photos?.[photoIndex++] ?? null;
      frames.push(photo ? { ...frame, photoId: photo.id, crop: framedCrop(photo, frame) } : frame);
    } else if (frame.kind === 'text') {
      // Clipped to what the schema stores (a memorial page's fields are the caller's, not ours to trust).
      const text = (frame.text !== '' ? frame.text : (frame.slotId !== null ? fill.texts?.[frame.slotId] : undefined) ?? '').slice(0, MAX_TEXT_LENGTH);
      if (text.trim() !== '') frames.push({ ...frame, text });
    } else frames.push(frame);
  }
  return { ...page, frames };
}

/** A layout of the design by its template key ('p1-memorial'); the design offers every template. */
export function designLayout(design: DesignRecord, templateKey: string, target: PageLayout['target'] = 'page'): PageLayout {
  const layout = layoutsFor(design.themeId, target).find((candidate) => candidate.id.endsWith(`/${templateKey}`));
  if (!layout) throw new Error(`Layout ${templateKey} fehlt im Design ${design.themeId}`);
  return layout;
}

/** The frames a layout gets on a page of this size (ids from a private counter: never part of the book). */
export function framesOn(layout: PageLayout, size: Size, design: DesignRecord): Frame[] {
  let n = 0;
  return resolveLayout(layout, size, () => `probe-${++n}`, design).frames;
}
