import { describe, expect, it } from 'vitest';
import { createBookDocument, migrateBookDocument } from './document';
import { BLEED_MM, pageGeometry, spineWidthMm } from './geometry';

describe('book document', () => {
  it('starts a new book with the minimum number of empty pages and the design cover', () => {
    let counter = 0;
    const doc = createBookDocument(
      { formatId: 1, paperId: 3, themeId: 101, coverFinish: 1, pagesFinish: 1, title: 'Erna Müller', pageCount: 20, firstBackgroundId: 'rosenzeit-1' },
      () => `p${++counter}`,
    );
    expect(doc.pages).toHaveLength(20);
    expect(doc.pages[19]?.id).toBe('p20');
    expect(doc.cover).toEqual({ title: 'Erna Müller', backgroundId: 'rosenzeit-1' });
    expect(migrateBookDocument(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
  });

  it('refuses unknown versions and malformed documents', () => {
    expect(() => migrateBookDocument({ schemaVersion: 99 })).toThrow(/version/);
    expect(() => migrateBookDocument({ schemaVersion: 1, formatId: 'A4' })).toThrow();
    expect(() => migrateBookDocument(null)).toThrow();
  });
});

describe('page geometry', () => {
  it('adds 3 mm bleed on every side of the trim', () => {
    const a4 = pageGeometry({ widthMm: 210, heightMm: 297 });
    expect(BLEED_MM).toBe(3);
    expect(a4.bleedBox).toEqual({ xMm: 0, yMm: 0, widthMm: 216, heightMm: 303 });
    expect(a4.trimBox).toEqual({ xMm: 3, yMm: 3, widthMm: 210, heightMm: 297 });
    expect(a4.safeBox.widthMm).toBeLessThan(210);
  });

  it('grows the spine with the page count', () => {
    expect(spineWidthMm(96, 'hardcover')).toBeGreaterThan(spineWidthMm(26, 'hardcover'));
    expect(spineWidthMm(20, 'softcover')).toBeGreaterThan(0);
  });
});
