import { describe, expect, it } from 'vitest';
import { applyCommand } from './apply';
import { photoAspectOf } from './crop';
import { layoutsFor } from '../layouts/catalogue';
import type { BookDocument } from '../document/schema';
import { idSource, innerPage, sampleDocument } from '../testing/fixtures';
import { refused, roundTrip } from '../testing/round-trip';

const ids = idSource('l');
const pageLayout = (photos: number, text: boolean) => layoutsFor(101, 'page').find((layout) => layout.photoCount === photos && layout.hasText === text)!;
const TWO = pageLayout(2, false);
const ONE_WITH_TEXT = pageLayout(1, true);
const PHOTO = (id: string) => ({ id, widthPx: 3000, heightPx: 2000 });

/** Page 2 with a two-photo layout and both photos placed. */
function twoPhotos(): BookDocument {
  const document = sampleDocument();
  const pageId = innerPage(document, 2).id;
  let next = applyCommand(document, { type: 'applyLayout', pageId, layoutId: TWO.id }, ids).document;
  const [a, b] = innerPage(next, 2).frames.filter((frame) => frame.kind === 'photo');
  next = applyCommand(next, { type: 'placePhoto', frameId: a!.id, photo: PHOTO('erstes') }).document;
  return applyCommand(next, { type: 'placePhoto', frameId: b!.id, photo: PHOTO('zweites') }).document;
}

describe('applying a layout', () => {
  it('gives an empty page the layout’s empty frames and background; undo gives the empty page back', () => {
    const document = sampleDocument();
    const page = innerPage(document, 2);
    const next = roundTrip(document, { type: 'applyLayout', pageId: page.id, layoutId: TWO.id }, ids).document;
    const laidOut = innerPage(next, 2);
    expect(laidOut.layoutId).toBe(TWO.id);
    expect(laidOut.frames.filter((frame) => frame.kind === 'photo')).toHaveLength(2);
    expect(laidOut.frames.every((frame) => frame.slotId !== null)).toBe(true);
  });

  it('carries photos over slot by slot, keeping frame ids and undistorted crops', () => {
    const document = twoPhotos();
    const before = innerPage(document, 2).frames;
    const next = roundTrip(document, { type: 'applyLayout', pageId: innerPage(document, 2).id, layoutId: pageLayout(3, false).id }, ids).document;
    const photos = innerPage(next, 2).frames.filter((frame) => frame.kind === 'photo');
    expect(photos.map((frame) => frame.photoId)).toEqual(['erstes', 'zweites', null]);
    expect(photos.slice(0, 2).map((frame) => frame.id)).toEqual(before.slice(0, 2).map((frame) => frame.id));
    for (const frame of photos.slice(0, 2)) expect(photoAspectOf(frame, frame.crop!)).toBeCloseTo(1.5);
  });

  it('keeps a photo that finds no slot where it was, as a free frame (nothing leaves the book silently)', () => {
    const document = twoPhotos();
    const next = roundTrip(document, { type: 'applyLayout', pageId: innerPage(document, 2).id, layoutId: ONE_WITH_TEXT.id }, ids).document;
    const frames = innerPage(next, 2).frames;
    const photos = frames.filter((frame) => frame.kind === 'photo');
    expect(photos.map((frame) => [frame.photoId, frame.slotId === null])).toEqual([
      ['erstes', false],
      ['zweites', true],
    ]);
    expect(photos[1]).toMatchObject({ xMm: innerPage(document, 2).frames[1]!.xMm, yMm: innerPage(document, 2).frames[1]!.yMm });
  });

  it('carries text into the frame of the same style', () => {
    const document = sampleDocument();
    const pageId = innerPage(document, 3).id;
    let next = applyCommand(document, { type: 'applyLayout', pageId, layoutId: ONE_WITH_TEXT.id }, ids).document;
    const text = innerPage(next, 3).frames.find((frame) => frame.kind === 'text')!;
    next = applyCommand(next, { type: 'setText', frameId: text.id, text: 'Unser Sommer am See' }).document;
    const other = layoutsFor(101, 'page').find((layout) => layout.id !== ONE_WITH_TEXT.id && layout.slots.some((slot) => slot.kind === 'text' && slot.style === (text.kind === 'text' ? text.style : '')))!;
    const relaid = roundTrip(next, { type: 'applyLayout', pageId, layoutId: other.id }, ids).document;
    expect(innerPage(relaid, 3).frames.filter((frame) => frame.kind === 'text' && frame.text === 'Unser Sommer am See')).toHaveLength(1);
  });

  it('lays out a cover panel in its own size', () => {
    const document = sampleDocument();
    const front = layoutsFor(101, 'front').find((layout) => layout.id !== document.cover.front.layoutId)!;
    const next = roundTrip(document, { type: 'applyLayout', pageId: document.cover.front.id, layoutId: front.id }, ids).document;
    // The title moves into the new layout's title frame.
    expect(next.cover.front.frames.find((frame) => frame.slotId === 'title')).toMatchObject({ text: 'Erna Müller' });
  });

  it('refuses an unknown layout, another design’s layout and a layout for another kind of page', () => {
    const document = sampleDocument();
    const pageId = innerPage(document, 2).id;
    refused(document, { type: 'applyLayout', pageId, layoutId: 'rosenzeit/gibt-es-nicht' }, ids, 'Dieses Layout gibt es nicht.');
    refused(document, { type: 'applyLayout', pageId, layoutId: layoutsFor(102, 'page')[0]!.id }, ids, 'Dieses Layout gehört zu einem anderen Design.');
    refused(document, { type: 'applyLayout', pageId, layoutId: layoutsFor(101, 'front')[0]!.id }, ids, 'Dieses Layout passt nicht zu dieser Seite.');
  });
});

describe('restoring a page', () => {
  it('keeps frame ids unique in the book: refuses a frame id used elsewhere or twice, accepts the page’s own ids', () => {
    const document = twoPhotos();
    const page = innerPage(document, 2);
    const [first] = page.frames;
    const coverFrameId = document.cover.front.frames[0]!.id;
    const withFrameId = (id: string) => ({ ...page, frames: [{ ...first!, id }, ...page.frames.slice(1)] });
    refused(document, { type: 'restorePage', page: withFrameId(coverFrameId) }, ids, 'Diese Id ist im Buch schon vergeben.');
    refused(document, { type: 'restorePage', page: withFrameId(innerPage(document, 3).id) }, ids, 'Diese Id ist im Buch schon vergeben.');
    refused(document, { type: 'restorePage', page: { ...page, frames: [first!, first!] } }, ids, 'Diese Id ist im Buch schon vergeben.');
    // Its own frames, reordered or with one left out, come back as they were given.
    const restored = roundTrip(document, { type: 'restorePage', page: { ...page, frames: page.frames.slice(1) } }, ids).document;
    expect(innerPage(restored, 2).frames).toEqual(page.frames.slice(1));
  });
});
