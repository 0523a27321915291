import { describe, expect, it } from 'vitest';
import { allPages } from '../commands/access';
import { deepFreeze, innerPage, photoFrames, sampleDocument } from '../testing/fixtures';
import type { BookDocument, PhotoFrame } from './schema';
import { photoIdsOf } from './read-pages';
import { rewritePhotoIds } from './rewrite-photo-ids';
import { validateBookDocument } from './validate';

const crop = { x: 0.1, y: 0, width: 0.8, height: 1 };

/** The sample document with photos in its first photo frames: cover front and page 1. */
function withPhotos(ids: string[]): BookDocument {
  const document = JSON.parse(JSON.stringify(sampleDocument())) as BookDocument;
  const frames = photoFrames(document);
  ids.forEach((id, index) => {
    const frame = frames[index] as PhotoFrame;
    frame.photoId = id;
    frame.crop = crop;
  });
  return deepFreeze(document);
}

describe('rewritePhotoIds', () => {
  it('shows the mapped photos with their crops and leaves everything else as it was', () => {
    const original = withPhotos(['sharer-a', 'sharer-b']);
    const copy = rewritePhotoIds(original, new Map([['sharer-a', 'mine-a'], ['sharer-b', 'mine-b']]));
    expect([...photoIdsOf(copy)].sort()).toEqual(['mine-a', 'mine-b']);
    expect(photoFrames(copy).slice(0, 2).map((frame) => [frame.photoId, frame.crop])).toEqual([['mine-a', crop], ['mine-b', crop]]);
    // Only photo ids differ: text, layouts and frame positions are the original's.
    const sameButIds = JSON.parse(JSON.stringify(copy).replaceAll('mine-', 'sharer-')) as unknown;
    expect(sameButIds).toEqual(original);
    expect(validateBookDocument(copy)).toMatchObject({ ok: true });
  });

  it('empties a frame whose photo has no mapping, so the copy never names a photo that is not the recipient’s', () => {
    const copy = rewritePhotoIds(withPhotos(['sharer-a', 'sharer-gone']), new Map([['sharer-a', 'mine-a']]));
    expect([...photoIdsOf(copy)]).toEqual(['mine-a']);
    const emptied = photoFrames(copy)[1] as PhotoFrame;
    expect([emptied.photoId, emptied.crop]).toEqual([null, null]);
    expect(validateBookDocument(copy)).toMatchObject({ ok: true });
  });

  it('leaves no sharer’s photo id anywhere: a photo on every cover panel and every inner page', () => {
    const document = JSON.parse(JSON.stringify(sampleDocument())) as BookDocument;
    const pages = allPages(document);
    pages.forEach((page, index) => {
      page.frames.push({ id: `extra-${index}`, kind: 'photo', xMm: 1, yMm: 1, widthMm: 5, heightMm: 5, rotationDeg: 0, slotId: null, photoId: `sharer-${index}`, crop });
    });
    const idFor = new Map(pages.map((_, index) => [`sharer-${index}`, `mine-${index}`]));
    const copy = rewritePhotoIds(deepFreeze(document), idFor);
    // Wherever the document names a photo, the copy names the recipient's (every id maps, none is left).
    expect(JSON.stringify(copy)).not.toContain('sharer-');
    expect([...photoIdsOf(copy)].sort()).toEqual([...idFor.values()].sort());
  });

  it('never changes the given document (the original book stays as it is)', () => {
    const original = withPhotos(['sharer-a']);
    const before = JSON.stringify(original);
    const copy = rewritePhotoIds(original, new Map([['sharer-a', 'mine-a']]));
    expect(JSON.stringify(original)).toBe(before);
    expect(innerPage(copy, 1)).not.toBe(innerPage(original, 1));
  });
});
