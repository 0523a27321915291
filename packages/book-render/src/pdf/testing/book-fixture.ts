// Tests only: hand-built v2 book documents and photos, so the PDF tests do not wait on the editor's commands.
import { placePhoto, type DisplayList, type DrawItem, type ImageDraw } from '@eb/book-layout';
import { fillCrop, type BookDocument, type Box, type Frame, type Page } from '@eb/book-model';
import sharp from 'sharp';
import type { PhotoSource } from '../types';

export interface FixturePhoto {
  id: string;
  /** Stored pixel size (before EXIF orientation). */
  widthPx: number;
  heightPx: number;
  /** EXIF orientation written into the file (6: rotate 90° clockwise to show upright). */
  orientation?: number;
}

export interface FixtureOptions {
  formatId: number;
  paperId: number;
  pageCount: number;
  trim: { widthMm: number; heightMm: number };
  photos: FixturePhoto[];
  title?: string;
}

/** Width over height of a pixel size, as book-model's fillCrop takes it. */
export const aspectOf = (size: { widthPx: number; heightPx: number }): number => size.widthPx / size.heightPx;

export const upright = (photo: FixturePhoto): { widthPx: number; heightPx: number } =>
  photo.orientation && photo.orientation >= 5 ? { widthPx: photo.heightPx, heightPx: photo.widthPx } : { widthPx: photo.widthPx, heightPx: photo.heightPx };

const BODY = 'Wir nehmen Abschied von einem Menschen, der uns viel gegeben hat. Das Beerdigungsinstitut Müller dankt für das Vertrauen – Grüße aus Köln.';

/**
 * A book of the given size: a photo and a text frame on every inner page (photos taken round-robin),
 * design backgrounds and plain colours alternating, a title on the front and the spine.
 */
export function fixtureBook(options: FixtureOptions): BookDocument {
  const { trim } = options;
  let next = 0;
  const id = (prefix: string): string => `${prefix}-${++next}`;
  let photoIndex = 0;
  const photoFrame = (box: { xMm: number; yMm: number; widthMm: number; heightMm: number }, rotationDeg = 0): Frame => {
    const photo = options.photos[photoIndex++ % options.photos.length]!;
    return { id: id('photo'), kind: 'photo', ...box, rotationDeg, slotId: null, photoId: photo.id, crop: fillCrop(aspectOf(upright(photo)), box) };
  };
  const textFrame = (box: { xMm: number; yMm: number; widthMm: number; heightMm: number }, text: string, style: 'body' | 'title', rotationDeg = 0): Frame => ({
    id: id('text'),
    kind: 'text',
    ...box,
    rotationDeg,
    slotId: null,
    text,
    style,
    fontSizePt: style === 'title' ? 24 : 10,
    color: '#333333',
    align: style === 'title' ? 'center' : 'justify',
    verticalAlign: 'top',
  });
  const margin = 15;
  const innerPage = (number: number): Page => ({
    id: id('page'),
    role: 'page',
    layoutId: null,
    background: number % 2 === 0 ? { kind: 'design', backgroundId: 'rosenzeit-2' } : { kind: 'color', color: '#f4efe6' },
    frames: [
      photoFrame({ xMm: margin, yMm: margin, widthMm: trim.widthMm - 2 * margin, heightMm: trim.heightMm * 0.55 }),
      textFrame({ xMm: margin, yMm: margin + trim.heightMm * 0.55 + 5, widthMm: trim.widthMm - 2 * margin, heightMm: trim.heightMm * 0.3 }, BODY, 'body'),
    ],
  });
  let pageNumber = 0;
  const spreads: BookDocument['spreads'] = [{ id: id('spread'), pages: [innerPage(++pageNumber)] }];
  while (pageNumber < options.pageCount - 1) spreads.push({ id: id('spread'), pages: [innerPage(++pageNumber), innerPage(++pageNumber)] });
  spreads.push({ id: id('spread'), pages: [innerPage(pageNumber + 1)] });
  const title = options.title ?? 'In Erinnerung an Jürgen Weiß';
  return {
    schemaVersion: 2,
    formatId: options.formatId,
    paperId: options.paperId,
    themeId: 101,
    coverFinish: 1,
    pagesFinish: 1,
    cover: {
      id: id('cover'),
      back: { id: id('back'), role: 'back', layoutId: null, background: { kind: 'design', backgroundId: 'rosenzeit-1' }, frames: [] },
      spine: { id: id('spine'), role: 'spine', layoutId: null, background: { kind: 'color', color: '#5a3e36' }, frames: [] },
      front: {
        id: id('front'),
        role: 'front',
        layoutId: null,
        background: { kind: 'design', backgroundId: 'rosenzeit-1' },
        frames: [
          textFrame({ xMm: 15, yMm: 20, widthMm: trim.widthMm - 30, heightMm: 30 }, title, 'title'),
          photoFrame({ xMm: 25, yMm: 60, widthMm: trim.widthMm - 50, heightMm: trim.heightMm * 0.45 }),
        ],
      },
    },
    spreads,
  };
}

/** A photo (upright pixel size `size`) filling the frame `clip`, placed as the layout places it. */
export function placedImage(photoId: string, clip: Box, size: { widthPx: number; heightPx: number }, rotationDeg = 0): ImageDraw {
  const placed = placePhoto(clip, fillCrop(aspectOf(size), clip), size);
  return { kind: 'image', frameId: `f-${photoId}`, photoId, clip, placement: placed.placement, crop: placed.crop, rotationDeg, effectiveDpi: placed.effectiveDpi };
}

/** A layout function of hand-made display lists: `items` on the first inner page (spread 1), every other page empty. */
export function firstPageLayout(trim: { widthMm: number; heightMm: number }, items: DrawItem[]): (document: unknown, spreadIndex: number) => DisplayList {
  const bleedMm = 3;
  return (_document, spreadIndex) => ({
    spreadIndex,
    kind: 'inner',
    trim,
    bleedMm,
    pages: [
      {
        pageId: `p${spreadIndex}`,
        role: 'page',
        pageNumber: spreadIndex,
        trimBox: { xMm: 0, yMm: 0, ...trim },
        bleedBox: { xMm: -bleedMm, yMm: -bleedMm, widthMm: trim.widthMm + 2 * bleedMm, heightMm: trim.heightMm + 2 * bleedMm },
        items: spreadIndex === 1 ? items : [],
      },
    ],
    overflow: [],
    lowResolution: [],
    missingPhotos: [],
  });
}

/** Real JPEGs made with sharp: noise, so they are as heavy as photos rather than flat colour. */
export async function makeJpeg(photo: FixturePhoto): Promise<Buffer> {
  const { widthPx: width, heightPx: height } = photo;
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .raw()
    .toBuffer();
  let image = sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 });
  if (photo.orientation) image = image.withMetadata({ orientation: photo.orientation });
  return image.toBuffer();
}

/** A photo source over fixture photos, recording the reads in order. */
export function fixturePhotoSource(photos: FixturePhoto[]): PhotoSource & { reads: string[] } {
  const cache = new Map<string, Promise<Buffer>>();
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const reads: string[] = [];
  const read = async (photoId: string, preview: boolean): Promise<Buffer> => {
    const photo = byId.get(photoId);
    if (!photo) throw new Error(`unknown photo ${photoId}`);
    reads.push(`${preview ? 'preview' : 'original'}:${photoId}`);
    const key = `${photoId}:${preview}`;
    let bytes = cache.get(key);
    if (!bytes) {
      bytes = preview
        ? makeJpeg(photo).then((jpeg) => sharp(jpeg, { autoOrient: true }).resize(1600, 1600, { fit: 'inside', withoutEnlargement: true }).jpeg().toBuffer())
        : makeJpeg(photo);
      cache.set(key, bytes);
    }
    return bytes;
  };
  return { original: (id) => read(id, false), preview: (id) => read(id, true), reads };
}
