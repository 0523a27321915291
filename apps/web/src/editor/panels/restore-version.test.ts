import { applyCommand, createBookDocument, locateFrame, photoIdsOf, type BookDocument, type PhotoFrame } from '@eb/book-model';
import { describe, expect, it } from 'vitest';
import { restoreCommand } from './restore-version';

let counter = 0;
const context = { newId: () => `id${++counter}` };
const current = createBookDocument(
  { formatId: 1, paperId: 3, themeId: 101, coverFinish: 1, pagesFinish: 1, title: 'Erna Müller', pageCount: 20, firstBackgroundId: 'rosenzeit-1' },
  context.newId,
);
const photoFrames = (document: BookDocument) =>
  [document.cover.front, ...document.spreads.flatMap((spread) => spread.pages)].flatMap((page) => page.frames).filter((frame): frame is PhotoFrame => frame.kind === 'photo');

// The earlier version shows two photos: one the editor still knows, one deleted since.
const [first, second] = photoFrames(current);
let earlier = applyCommand(current, { type: 'placePhoto', frameId: first!.id, photo: { id: 'kept', widthPx: 3000, heightPx: 2000 } }, context).document;
earlier = applyCommand(earlier, { type: 'placePhoto', frameId: second!.id, photo: { id: 'gone', widthPx: 3000, heightPx: 2000 } }, context).document;

describe('restoreCommand', () => {
  it('brings the version back and empties the frames of photos the editor no longer knows, as one undo step', () => {
    const { command, missingPhotos } = restoreCommand(earlier, new Map([['kept', {}]]));
    expect(missingPhotos).toBe(1);
    const result = applyCommand(current, command, context);
    expect([...photoIdsOf(result.document)]).toEqual(['kept']);
    expect(locateFrame(result.document, second!.id)?.frame).toMatchObject({ photoId: null });
    // Undo (the inverse) gives back exactly the content before.
    const undone = applyCommand(result.document, result.inverse, context).document;
    expect(undone.spreads).toEqual(current.spreads);
    expect(undone.cover).toEqual(current.cover);
  });

  it('is a plain replaceContent when every photo is known', () => {
    const { command, missingPhotos } = restoreCommand(earlier, new Map([['kept', {}], ['gone', {}]]));
    expect(missingPhotos).toBe(0);
    expect(command.type).toBe('replaceContent');
  });
});
