import { UPLOAD_LIMITS } from '@eb/api-contract';

/**
 * What the file picker offers: the formats the server reads. Listing them (not image/*) makes Safari
 * on a Mac hand over an iPhone's HEIC photo as JPEG, which our image library can read (HEVC it cannot;
 * iOS converts to JPEG whatever the page lists). A HEIC dragged in still goes to the server, which says why not.
 */
export const ACCEPTED_FILES = 'image/jpeg,image/png,image/webp';
const IMAGE_NAME = /\.(jpe?g|png|webp|heic|heif)$/i;

export type ChoiceRefusal = 'notImage' | 'tooLarge' | 'empty' | 'alreadyListed';

interface ChosenFile {
  name: string;
  type: string;
  size: number;
  lastModified: number;
}

/** The same file chosen twice (same name, size and date) is listed once. */
export const chosenFileKey = (file: ChosenFile) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

/**
 * A first look in the browser, so nobody waits for an upload that cannot succeed. Only a courtesy:
 * the server decides from the content (a renamed text file passes here and is refused there).
 */
export function refusalOfChoice(file: ChosenFile, listed: ReadonlySet<string>): ChoiceRefusal | null {
  if (!file.type.startsWith('image/') && !IMAGE_NAME.test(file.name)) return 'notImage';
  if (file.size === 0) return 'empty';
  if (file.size > UPLOAD_LIMITS.maxBytes) return 'tooLarge';
  if (listed.has(chosenFileKey(file))) return 'alreadyListed';
  return null;
}

/** The files to add and, for the others, why not; a file chosen twice in one go is added once. */
export function sortChoice<F extends ChosenFile>(files: readonly F[], listed: ReadonlySet<string>): { accepted: F[]; refused: Array<{ file: F; reason: ChoiceRefusal }> } {
  const seen = new Set(listed);
  const accepted: F[] = [];
  const refused: Array<{ file: F; reason: ChoiceRefusal }> = [];
  for (const file of files) {
    const reason = refusalOfChoice(file, seen);
    if (reason) refused.push({ file, reason });
    else {
      accepted.push(file);
      seen.add(chosenFileKey(file));
    }
  }
  return { accepted, refused };
}
