import { createHash } from 'node:crypto';
import { PORTRAIT_MESSAGES } from '@eb/api-contract';
import sharp from 'sharp';
import type { FileStorage, StoredFile } from '../../lib/file-storage';
import { InvalidInputError, NotFoundError } from '../../lib/domain-errors';
import { requireAdministeredPage } from './administration-service';
import type { MemorialAdministrationStore } from './data-source';
import { portraitKeyOf, portraitSrcFor } from './page-data';

/** Enough for a sharp portrait on any screen and in a printed book's side panel preview. */
const PORTRAIT_MAX_PX = 800;
// A decompression bomb (a tiny file with a huge canvas) is refused before it is decoded.
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

const IMAGE_NOT_FOUND = 'Dieses Bild gibt es nicht.';

/**
 * The deceased's portrait: whatever a phone or scanner delivers becomes one calm WebP of at most
 * 800 px — turned upright as the camera recorded it, without its metadata (place, camera, time).
 * Files live in the file storage under a name made from their content, so a new portrait has a new address.
 */
export function createPortraitService(deps: { store: MemorialAdministrationStore; files: FileStorage; onOrphan: (key: string, error: unknown) => void }) {
  const { store, files } = deps;

  const keyOf = (pageId: string, file: string) => `memorial-portraits/${pageId}/${file}`;

  /** Whether this file is the page's portrait now (a cache may ask about one that was replaced). */
  async function isCurrent(pageId: string, file: string): Promise<boolean> {
    const page = await store.findPage(pageId);
    return page != null && portraitKeyOf(page.portraitSrc) === keyOf(pageId, file);
  }

  async function forget(previous: string | null, keep: string | null) {
    const key = portraitKeyOf(previous);
    if (!key || key === keep) return;
    // The page already shows the new portrait; a file left behind is only wasted space.
    await files.delete(key).catch((error: unknown) => deps.onOrphan(key, error));
  }

  return {
    /** Normalises the upload and makes it the page's portrait; the old file goes. */
    async replace(pageId: string, userId: string, readUpload: () => Promise<Buffer>): Promise<void> {
      await requireAdministeredPage(store, pageId, userId);
      const image = await normalise(await readUpload());
      const key = keyOf(pageId, `${createHash('sha256').update(image).digest('hex').slice(0, 20)}.webp`);
      await files.put(key, image, { contentType: 'image/webp' });
      const { previous } = await store.replacePortrait(pageId, portraitSrcFor(key));
      await forget(previous, key);
    },

    async remove(pageId: string, userId: string): Promise<void> {
      await requireAdministeredPage(store, pageId, userId);
      const { previous } = await store.replacePortrait(pageId, null);
      await forget(previous, null);
    },

    isCurrent,

    /** The public page's portrait; only the page's current one, never an old or another page's file. */
    async current(pageId: string, file: string): Promise<StoredFile> {
      const stored = (await isCurrent(pageId, file)) ? await files.get(keyOf(pageId, file)) : null;
      if (!stored) throw new NotFoundError('PORTRAIT_NOT_FOUND', IMAGE_NOT_FOUND);
      return stored;
    },
  };
}

async function normalise(upload: Buffer): Promise<Buffer> {
  // The content decides, not the file name or the type the browser claims.
  const metadata = await sharp(upload).metadata().catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new InvalidInputError('PORTRAIT_WRONG_TYPE', PORTRAIT_MESSAGES.wrongType);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw new InvalidInputError('PORTRAIT_TOO_LARGE', PORTRAIT_MESSAGES.tooLarge);
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PORTRAIT_MAX_PX, height: PORTRAIT_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A file that claims to be a photo but breaks while decoding (cut off, damaged, too many pixels).
    throw new InvalidInputError('PORTRAIT_UNREADABLE', PORTRAIT_MESSAGES.unreadable);
  }
}

export type PortraitService = ReturnType<typeof createPortraitService>;
