import { describe, expect, it } from 'vitest';
import { applyCommand, entersHistory } from './apply';
import { photoAspectOf } from './crop';
import type { PhotoFrame } from '../document/schema';
import { idSource, photoFrames, sampleDocument } from '../testing/fixtures';
import { refused, roundTrip } from '../testing/round-trip';

const ids = idSource('c');
const LANDSCAPE = { id: 'foto-quer', widthPx: 4000, heightPx: 3000 };
const PORTRAIT = { id: 'foto-hoch', widthPx: 2000, heightPx: 3000 };

/** The front's photo frame (122 × 144 mm on A4) and a second photo frame on the back. */
function withTwoPhotoFrames() {
  const document = sampleDocument();
  const front = photoFrames(document)[0]!;
  const back: PhotoFrame = { id: 'back-photo', kind: 'photo', xMm: 20, yMm: 20, widthMm: 170, heightMm: 80, rotationDeg: 0, slotId: null, photoId: null, crop: null };
  return { document: applyCommand(document, { type: 'addFrame', pageId: document.cover.back.id, frame: back }, ids).document, front, back };
}

describe('photo commands', () => {
  it('places a photo centred, filling the frame, and undo empties the frame again', () => {
    const document = sampleDocument();
    const frame = photoFrames(document)[0]!;
    const { document: placed } = roundTrip(document, { type: 'placePhoto', frameId: frame.id, photo: LANDSCAPE }, ids);
    const crop = photoFrames(placed)[0]!.crop!;
    // A 4:3 photo in a portrait frame: full height, a centred slice of the width in the frame's shape.
    expect(crop.height).toBe(1);
    expect(crop.x + crop.width / 2).toBeCloseTo(0.5);
    expect(photoAspectOf(frame, crop)).toBeCloseTo(4 / 3);
  });

  it('replaces a photo, and undo brings back the first photo with its crop', () => {
    const document = sampleDocument();
    const frameId = photoFrames(document)[0]!.id;
    const first = applyCommand(document, { type: 'placePhoto', frameId, photo: LANDSCAPE }).document;
    const second = roundTrip(first, { type: 'placePhoto', frameId, photo: PORTRAIT }, ids).document;
    expect(photoFrames(second)[0]).toMatchObject({ photoId: 'foto-hoch' });
  });

  it('removes a photo (undo puts it back)', () => {
    const document = sampleDocument();
    const frameId = photoFrames(document)[0]!.id;
    const placed = applyCommand(document, { type: 'placePhoto', frameId, photo: LANDSCAPE }).document;
    const removed = roundTrip(placed, { type: 'removePhoto', frameId }, ids).document;
    expect(photoFrames(removed)[0]).toMatchObject({ photoId: null, crop: null });
  });

  it('swaps two photos; each is cropped to its new frame’s shape without distortion', () => {
    const { document, front, back } = withTwoPhotoFrames();
    let placed = applyCommand(document, { type: 'placePhoto', frameId: front.id, photo: PORTRAIT }).document;
    placed = applyCommand(placed, { type: 'placePhoto', frameId: back.id, photo: LANDSCAPE }).document;
    const swapped = roundTrip(placed, { type: 'swapPhotos', frameIdA: front.id, frameIdB: back.id }, ids).document;
    const [newFront, newBack] = [photoFrames(swapped).find((f) => f.id === front.id)!, photoFrames(swapped).find((f) => f.id === back.id)!];
    expect(newFront.photoId).toBe('foto-quer');
    expect(newBack.photoId).toBe('foto-hoch');
    expect(photoAspectOf(newFront, newFront.crop!)).toBeCloseTo(4 / 3);
    expect(photoAspectOf(newBack, newBack.crop!)).toBeCloseTo(2 / 3);
  });

  it('moves a photo into an empty frame by swapping', () => {
    const { document, front, back } = withTwoPhotoFrames();
    const placed = applyCommand(document, { type: 'placePhoto', frameId: front.id, photo: PORTRAIT }).document;
    const swapped = roundTrip(placed, { type: 'swapPhotos', frameIdA: front.id, frameIdB: back.id }, ids).document;
    expect(photoFrames(swapped).find((f) => f.id === front.id)).toMatchObject({ photoId: null, crop: null });
  });

  it('sets a crop inside the photo; refuses one outside it or on an empty frame', () => {
    const document = sampleDocument();
    const frameId = photoFrames(document)[0]!.id;
    refused(document, { type: 'setCrop', frameId, crop: { x: 0, y: 0, width: 0.5, height: 0.5 } }, ids, 'Dieser Rahmen hat noch kein Foto.');
    const placed = applyCommand(document, { type: 'placePhoto', frameId, photo: PORTRAIT }).document;
    // Half the photo's width, in the frame's shape: 2:3 pixels shown in a 122 × 144 mm frame.
    const frame = photoFrames(placed)[0]!;
    const crop = { x: 0.1, y: 0.2, width: 0.5, height: (0.5 * (2 / 3)) / (frame.widthMm / frame.heightMm) };
    const cropped = roundTrip(placed, { type: 'setCrop', frameId, crop }, ids).document;
    expect(photoFrames(cropped)[0]!.crop).toEqual(crop);
    refused(placed, { type: 'setCrop', frameId, crop: { x: 0.6, y: 0, width: 0.5, height: 1 } }, ids, 'Der Ausschnitt liegt außerhalb des Fotos.');
  });

  it('refuses a crop of another shape than the frame (in photo pixels), and snaps one a rounding off about its centre', () => {
    const document = sampleDocument();
    const frameId = photoFrames(document)[0]!.id;
    const placed = applyCommand(document, { type: 'placePhoto', frameId, photo: PORTRAIT }).document;
    const frame = photoFrames(placed)[0]!;
    // A square crop of a 2:3 photo shows 2:3 × 1 of it: far narrower than the 122 × 144 mm frame.
    refused(placed, { type: 'setCrop', frameId, crop: { x: 0.1, y: 0.2, width: 0.5, height: 0.5 } }, ids, 'Der Ausschnitt hat nicht die Form des Rahmens.');
    const exactHeight = (0.5 * (2 / 3)) / (frame.widthMm / frame.heightMm);
    const nearly = { x: 0.1, y: 0.2, width: 0.5, height: exactHeight * 1.002 };
    const snapped = roundTrip(placed, { type: 'setCrop', frameId, crop: nearly }, ids).document;
    const crop = photoFrames(snapped)[0]!.crop!;
    expect(photoAspectOf(frame, crop)).toBeCloseTo(2 / 3, 12);
    expect(crop.width).toBe(0.5);
    expect(crop.y + crop.height / 2).toBeCloseTo(nearly.y + nearly.height / 2, 12);
  });

  it('refuses a frame added or restored with a photo cropped to another photo aspect than the book already shows', () => {
    const { document, front, back } = withTwoPhotoFrames();
    const placed = applyCommand(document, { type: 'placePhoto', frameId: front.id, photo: LANDSCAPE }).document;
    // The back frame is 170 × 80 mm: the whole 4:3 photo's width shows 4:3 / (170/80) of its height.
    const fitting = { x: 0, y: 0.1, width: 1, height: (4 / 3) / (170 / 80) };
    const wrong = { x: 0, y: 0, width: 1, height: 1 };
    const backWith = (crop: { x: number; y: number; width: number; height: number }): PhotoFrame => ({ ...back, photoId: LANDSCAPE.id, crop });
    refused(placed, { type: 'restoreFrames', frames: [backWith(wrong)] }, ids, 'Der Ausschnitt hat nicht die Form des Rahmens.');
    roundTrip(placed, { type: 'restoreFrames', frames: [backWith(fitting)] }, ids);
    const page = placed.cover.back;
    const withoutBack = applyCommand(placed, { type: 'removeFrame', frameId: back.id }).document;
    refused(withoutBack, { type: 'addFrame', pageId: page.id, frame: backWith(wrong) }, ids, 'Der Ausschnitt hat nicht die Form des Rahmens.');
    roundTrip(withoutBack, { type: 'addFrame', pageId: page.id, frame: backWith(fitting) }, ids);
    refused(placed, { type: 'restorePage', page: { ...page, frames: page.frames.map((frame) => (frame.id === back.id ? backWith(wrong) : frame)) } }, ids, 'Der Ausschnitt hat nicht die Form des Rahmens.');
  });

  it('refuses a text frame, an unknown frame, two equal frames and a photo without a size', () => {
    const document = sampleDocument();
    const title = document.cover.front.frames.find((frame) => frame.kind === 'text')!;
    const frameId = photoFrames(document)[0]!.id;
    refused(document, { type: 'placePhoto', frameId: title.id, photo: LANDSCAPE }, ids, 'Das geht nur mit einem Fotorahmen.');
    refused(document, { type: 'placePhoto', frameId: 'gibt-es-nicht', photo: LANDSCAPE }, ids, 'Diesen Rahmen gibt es im Buch nicht.');
    refused(document, { type: 'placePhoto', frameId, photo: { ...LANDSCAPE, widthPx: 0 } }, ids, 'Die Größe des Fotos ist ungültig.');
    refused(document, { type: 'swapPhotos', frameIdA: frameId, frameIdB: frameId }, ids, 'Bitte zwei verschiedene Fotorahmen wählen.');
  });

  it('forgets a deleted photo everywhere, outside undo history', () => {
    const { document, front, back } = withTwoPhotoFrames();
    let placed = applyCommand(document, { type: 'placePhoto', frameId: front.id, photo: LANDSCAPE }).document;
    placed = applyCommand(placed, { type: 'placePhoto', frameId: back.id, photo: LANDSCAPE }).document;
    const forgotten = roundTrip(placed, { type: 'forgetPhoto', photoId: 'foto-quer' }, ids).document;
    expect(photoFrames(forgotten).every((frame) => frame.photoId === null)).toBe(true);
    expect(entersHistory({ type: 'forgetPhoto', photoId: 'foto-quer' })).toBe(false);
    expect(entersHistory({ type: 'placePhoto', frameId: front.id, photo: LANDSCAPE })).toBe(true);
  });
});
