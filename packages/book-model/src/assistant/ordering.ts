import type { AssistantPhoto } from './types';

/**
 * The story's order and its moments.
 *
 * Order: photos with a capture time in the order taken; photos without one keep their place in the
 * upload order (the positions they hold in the upload order stay theirs, and the dated photos are
 * sorted among the other positions). A scan without EXIF uploaded between two holiday photos stays
 * between them instead of collecting at the start or the end.
 *
 * Moments: a gap between two dated photos much larger than the typical gap starts a new moment — a
 * birthday afternoon, a holiday week, a decade later. The typical gap is the lower quartile of all
 * gaps, not the median: a life's album often has more moments than photos per moment, so most gaps
 * lie between moments, and the median would be one of them. Undated photos join the moment they follow.
 */

/** Milliseconds of 'YYYY-MM-DDTHH:mm(:ss)' read as it stands (camera local; only differences matter), or null. */
export function capturedAt(takenAt: string | null): number | null {
  if (!takenAt) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(takenAt);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  if (month! < 1 || month! > 12 || day! < 1 || day! > 31 || hour! > 23 || minute! > 59 || second! > 59) return null;
  return Date.UTC(year!, month! - 1, day!, hour, minute, second);
}

export interface OrderedPhoto extends AssistantPhoto {
  time: number | null;
}

export function orderPhotos(photos: readonly AssistantPhoto[]): OrderedPhoto[] {
  // Upload order first (ties by id, so the caller's array order never matters).
  const byUpload = photos
    .map((photo): OrderedPhoto => ({ ...photo, time: capturedAt(photo.takenAt) }))
    .sort((a, b) => a.uploadOrder - b.uploadOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const dated = byUpload.filter((photo) => photo.time !== null).sort((a, b) => a.time! - b.time! || a.uploadOrder - b.uploadOrder);
  let next = 0;
  return byUpload.map((photo) => (photo.time === null ? photo : dated[next++]!));
}

/** Gaps above this many times the typical gap start a new moment (a seed varies it a little). */
export const MOMENT_GAP_FACTOR = 6;
/** A new moment needs at least an hour's pause: a burst of photos a few seconds apart is one moment. */
export const MIN_MOMENT_GAP_MS = 60 * 60 * 1000;

/**
 * For each photo of the ordered list, whether a new moment starts with it (the first photo always
 * starts one). `factor` scales MOMENT_GAP_FACTOR ('Neu mischen' draws it from 0.75 to 1.25).
 */
export function momentStarts(ordered: readonly OrderedPhoto[], factor = 1): boolean[] {
  const gaps: number[] = [];
  let previous: number | null = null;
  for (const photo of ordered) {
    if (photo.time === null) continue;
    if (previous !== null) gaps.push(photo.time - previous);
    previous = photo.time;
  }
  const positive = gaps.filter((gap) => gap > 0).sort((a, b) => a - b);
  const typical = positive.length > 0 ? positive[Math.floor(positive.length / 4)]! : 0;
  const threshold = Math.max(MIN_MOMENT_GAP_MS, typical * MOMENT_GAP_FACTOR * factor);
  previous = null;
  return ordered.map((photo, index) => {
    if (index === 0) {
      previous = photo.time;
      return true;
    }
    if (photo.time === null) return false;
    const starts = previous !== null && photo.time - previous > threshold;
    previous = photo.time;
    return starts;
  });
}
