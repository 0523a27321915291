import { describe, expect, it } from 'vitest';
import type { BookDocument, PhotoFrame } from './schema';
import { applyCommand } from '../commands/apply';
import { validateBookDocument } from './validate';
import { idSource, photoFrames, sampleDocument } from '../testing/fixtures';

const issuesOf = (document: unknown) => {
  const result = validateBookDocument(document);
  return result.ok ? [] : result.issues;
};
/** A changed copy of the sample (a JSON copy, so the frozen sample stays as it is). */
const changed = (change: (document: BookDocument) => void, pages = 20): BookDocument => {
  const copy = JSON.parse(JSON.stringify(sampleDocument({ pageCount: pages }))) as BookDocument;
  change(copy);
  return copy;
};

describe('validating a document against the catalogue', () => {
  it('accepts a new book', () => {
    expect(validateBookDocument(sampleDocument())).toMatchObject({ ok: true });
  });

  it.each([
    ['an unknown format', (d: BookDocument) => void (d.formatId = 99), 'formatId', 'Dieses Format gibt es nicht.'],
    ['an unknown design', (d: BookDocument) => void (d.themeId = 99), 'themeId', 'Dieses Design gibt es nicht.'],
    ['a paper not sold in the format', (d: BookDocument) => void ((d.formatId = 4), (d.paperId = 2)), 'paperId', 'Dieses Papier gibt es für das gewählte Format nicht.'],
    ['a design not offered in the format', (d: BookDocument) => void ((d.formatId = 4), (d.themeId = 105)), 'themeId', 'Dieses Design gibt es für das gewählte Format nicht.'],
    ['a glossy mini book', (d: BookDocument) => void ((d.formatId = 4), (d.coverFinish = 2)), 'coverFinish', 'Diese Oberfläche gibt es für den Umschlag nicht.'],
    ['too few pages for the paper', (d: BookDocument) => void (d.paperId = 2), 'spreads', 'Ein Buch auf diesem Papier hat 26 bis 96 Seiten in Schritten von 2, nicht 20.'],
    ['a layout of another design', (d: BookDocument) => void (d.spreads[1]!.pages[0]!.layoutId = 'kerzenschein/p1-full'), 'spreads.1.pages.0.layoutId', 'Dieses Layout gibt es im Design des Buchs nicht.'],
    ['an unknown layout', (d: BookDocument) => void (d.spreads[1]!.pages[0]!.layoutId = 'rosenzeit/gibt-es-nicht'), 'spreads.1.pages.0.layoutId', 'Dieses Layout gibt es im Design des Buchs nicht.'],
    ['a cover layout on an inner page', (d: BookDocument) => void (d.spreads[1]!.pages[1]!.layoutId = 'rosenzeit/front-photo'), 'spreads.1.pages.1.layoutId', 'Dieses Layout passt nicht zu dieser Seite.'],
    ['a background of another design', (d: BookDocument) => void (d.cover.back.background = { kind: 'design', backgroundId: 'kerzenschein-1' }), 'cover.back.background', 'Diesen Hintergrund gibt es im Design des Buchs nicht.'],
    ['an ornament of another design', (d: BookDocument) => void (d.cover.back.frames[1] = { ...d.cover.back.frames[1]!, kind: 'decoration', assetId: 'kerzenschein-emblem', color: null }), 'cover.back.frames.1.assetId', 'Diese Verzierung gibt es im Design des Buchs nicht.'],
    ['a photo without a crop', (d: BookDocument) => void (d.cover.front.frames[0] = { ...d.cover.front.frames[0]!, kind: 'photo', photoId: 'foto-1', crop: null }), 'cover.front.frames.0.crop', 'Ein Foto im Rahmen braucht einen Ausschnitt.'],
  ])('refuses %s', (_name, change, path, message) => {
    expect(issuesOf(changed(change))).toContainEqual({ path, message });
  });

  it('refuses a page count off the paper’s step (digital print: 24, 28, 32 …)', () => {
    expect(issuesOf(changed((d) => void (d.paperId = 1), 28))).toEqual([]);
    expect(issuesOf(changed((d) => void (d.paperId = 1), 26))).toEqual([{ path: 'spreads', message: 'Ein Buch auf diesem Papier hat 24 bis 96 Seiten in Schritten von 4, nicht 26.' }]);
  });

  it('refuses a photo cropped to another photo aspect in a second frame (the print would narrow it)', () => {
    // The same 3:2 photo on the front and in a wide frame on the back, each placed by the commands.
    let document = sampleDocument();
    const front = photoFrames(document)[0]!;
    const back: PhotoFrame = { id: 'back-photo', kind: 'photo', xMm: 20, yMm: 20, widthMm: 170, heightMm: 80, rotationDeg: 0, slotId: null, photoId: null, crop: null };
    document = applyCommand(document, { type: 'addFrame', pageId: document.cover.back.id, frame: back }, idSource('v')).document;
    for (const frameId of [front.id, back.id]) document = applyCommand(document, { type: 'placePhoto', frameId, photo: { id: 'foto-1', widthPx: 3000, heightPx: 2000 } }).document;
    expect(issuesOf(document)).toEqual([]);
    const copy = JSON.parse(JSON.stringify(document)) as BookDocument;
    // The back comes first: the front's frame is the one that disagrees.
    const wrong = copy.cover.front.frames.find((frame) => frame.id === front.id) as PhotoFrame;
    wrong.crop = { ...wrong.crop!, height: wrong.crop!.height * 0.9 };
    const index = copy.cover.front.frames.indexOf(wrong);
    expect(issuesOf(copy)).toEqual([{ path: `cover.front.frames.${index}.crop`, message: 'Der Ausschnitt hat nicht die Form des Rahmens: dasselbe Foto ist in einem anderen Rahmen anders zugeschnitten.' }]);
  });

  it('answers the schema’s issues with their paths for a malformed document', () => {
    expect(issuesOf({ schemaVersion: 2 }).map((issue) => issue.path)).toEqual(expect.arrayContaining(['formatId', 'cover', 'spreads']));
    const crop = changed((d) => void (d.cover.front.frames[0] = { ...d.cover.front.frames[0]!, kind: 'photo', photoId: 'foto-1', crop: { x: 0.5, y: 0, width: 0.6, height: 1 } }));
    expect(issuesOf(crop)).toContainEqual({ path: 'cover.front.frames.0.crop', message: 'Der Ausschnitt liegt außerhalb des Fotos.' });
  });
});
