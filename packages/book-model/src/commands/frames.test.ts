import { describe, expect, it } from 'vitest';
import { applyCommand } from './apply';
import { photoAspectOf } from './crop';
import type { BookDocument, Frame } from '../document/schema';
import { idSource, innerPage, photoFrames, sampleDocument } from '../testing/fixtures';
import { refused, roundTrip } from '../testing/round-trip';

const ids = idSource('f');
const TEXT: Omit<Extract<Frame, { kind: 'text' }>, 'id'> = {
  kind: 'text', xMm: 20, yMm: 30, widthMm: 100, heightMm: 20, rotationDeg: 0, slotId: null, text: 'Gute Reise', style: 'body', fontSizePt: 11, color: '#222222', align: 'left', verticalAlign: 'top',
};

describe('frame commands', () => {
  it('adds a frame with an id from the context; undo removes it, redo brings the same id back', () => {
    const context = idSource('neu');
    const document = sampleDocument();
    const page = innerPage(document, 3);
    const result = roundTrip(document, { type: 'addFrame', pageId: page.id, frame: TEXT }, context);
    expect(innerPage(result.document, 3).frames).toEqual([...page.frames, { ...TEXT, id: 'neu-1' }]);
    expect(result.inverse).toEqual({ type: 'removeFrame', frameId: 'neu-1' });
  });

  it('removes a frame; undo puts it back at the same place in the stacking order', () => {
    const document = sampleDocument();
    const back = document.cover.back;
    const removed = roundTrip(document, { type: 'removeFrame', frameId: back.frames[0]!.id }, ids).document;
    expect(removed.cover.back.frames).toEqual(back.frames.slice(1));
  });

  it('refuses a 41st frame on a page, an id in use and a frame of no size', () => {
    let document: BookDocument = sampleDocument();
    const pageId = innerPage(document, 2).id;
    for (let n = innerPage(document, 2).frames.length; n < 40; n += 1) document = applyCommand(document, { type: 'addFrame', pageId, frame: TEXT }, ids).document;
    refused(document, { type: 'addFrame', pageId, frame: TEXT }, ids, 'Auf einer Seite haben höchstens 40 Rahmen Platz.');
    const fresh = sampleDocument();
    refused(fresh, { type: 'addFrame', pageId, frame: { ...TEXT, id: fresh.cover.id } }, ids, 'Diese Id ist im Buch schon vergeben.');
    refused(fresh, { type: 'addFrame', pageId, frame: { ...TEXT, widthMm: 0 } }, ids, /Rahmen ist ungültig/);
    refused(fresh, { type: 'addFrame', pageId: 'gibt-es-nicht', frame: TEXT }, ids, 'Diese Seite gibt es im Buch nicht.');
  });

  it('moves and rotates a frame; undo puts it back', () => {
    const document = sampleDocument();
    const frame = document.cover.back.frames[0]!;
    const moved = roundTrip(document, { type: 'setFrameBox', frameId: frame.id, box: { xMm: 5, yMm: 6, rotationDeg: 15 } }, ids).document;
    expect(moved.cover.back.frames[0]).toMatchObject({ xMm: 5, yMm: 6, rotationDeg: 15, widthMm: frame.widthMm });
    refused(document, { type: 'setFrameBox', frameId: frame.id, box: { rotationDeg: 400 } }, ids, /Rahmen ist ungültig/);
  });

  it('resizes a photo frame keeping the photo undistorted around the same centre', () => {
    const document = sampleDocument();
    const frame = photoFrames(document)[0]!;
    const placed = applyCommand(document, { type: 'placePhoto', frameId: frame.id, photo: { id: 'p', widthPx: 3000, heightPx: 2000 } }).document;
    const wide = roundTrip(placed, { type: 'setFrameBox', frameId: frame.id, box: { widthMm: 170, heightMm: 60 } }, ids).document;
    const resized = photoFrames(wide)[0]!;
    expect(photoAspectOf(resized, resized.crop!)).toBeCloseTo(1.5);
    expect(resized.crop!.y + resized.crop!.height / 2).toBeCloseTo(0.5);
    expect(resized.crop!.width).toBeCloseTo(1);
  });
});
