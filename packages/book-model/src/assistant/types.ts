import type { BookDocument } from '../document/schema';

/** Seam A of issue 13 (the API route calls it): the assistant's input and answer. */

export type AssistantDensity = 'wenige' | 'mittel' | 'viele';

export interface AssistantPhoto {
  id: string;
  /** Upright pixels (as stored for the upload). */
  width: number;
  height: number;
  /** EXIF capture time (ISO-like 'YYYY-MM-DDTHH:mm:ss', camera local), null if unknown. */
  takenAt: string | null;
  /** 0, 1, 2 … in upload order (the server sorts by upload time). */
  uploadOrder: number;
}

export interface AssistantMemorial {
  /** 'Anna Muster' (first names + last name) or null when the book has no memorial page. */
  name: string | null;
  /** e.g. '* 12.03.1941  † 02.11.2026' already formatted by the caller (dd.MM.yyyy, SPEC.md 5), or null. */
  dates: string | null;
  /** Quote texts (library quotes of the page). */
  quotes: string[];
  /** Oldest first. */
  condolences: { name: string; text: string }[];
  /** Candle words. */
  candles: { name: string; text: string }[];
}

export interface AssistantOptions {
  density: AssistantDensity;
  condolences: boolean;
  seed: number;
}

export interface AssistantResult {
  cover: BookDocument['cover'];
  spreads: BookDocument['spreads'];
  report: {
    placedPhotoIds: string[];
    /** Every photo not in the book, in story order (then those without a usable pixel size): for lack of room or too small. */
    leftOutPhotoIds: string[];
    /**
     * The part of leftOutPhotoIds left out because it would print below the finishing preflight's
     * block (100 dpi) in every frame the book could give it; story order.
     */
    tooSmallPhotoIds: string[];
    pageCount: number;
  };
}
