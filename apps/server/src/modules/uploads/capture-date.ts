import exifReader from 'exif-reader';

// A camera whose clock was never set writes '0000:00:00 00:00:00', which exif-reader turns into
// 1899-11-30; no digital camera wrote a date before 1900 anyway. A date ahead of the clock is nonsense too.
const EARLIEST_YEAR = 1900;

/**
 * When the photo was taken, from EXIF DateTimeOriginal, as the camera's local time without a zone
 * (`2019-07-14T15:03:22`): the assistant orders photos by it. Null when there is none or it is nonsense.
 * exif-reader reads the wall-clock text into a Date as if it were UTC, so the UTC fields are the camera's.
 */
export function captureDateOf(exif: Buffer | undefined, now: Date): string | null {
  if (!exif) return null;
  let taken: unknown;
  try {
    taken = exifReader(exif).Photo?.DateTimeOriginal;
  } catch {
    return null;
  }
  if (!(taken instanceof Date) || Number.isNaN(taken.getTime())) return null;
  const year = taken.getUTCFullYear();
  if (year < EARLIEST_YEAR || year > now.getUTCFullYear() + 1) return null;
  return taken.toISOString().slice(0, 19);
}
