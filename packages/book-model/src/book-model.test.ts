import { PAPERS } from '@eb/catalogue/data';
import { describe, expect, it } from 'vitest';
import { createBookDocument, migrateBookDocument, validateBookDocument } from './index';
import { BLEED_MM, pageGeometry, spineWidthMm } from './geometry';
import { A4_SOFTCOVER, idSource } from './testing/fixtures';

const binding = (paperId: number) => PAPERS.find((paper) => paper.id === paperId)!.binding;

describe('book document (through the package entry)', () => {
  it('starts a new book that validates, survives JSON and reads back unchanged', () => {
    const document = createBookDocument(A4_SOFTCOVER, idSource().newId);
    expect(validateBookDocument(document)).toMatchObject({ ok: true });
    expect(migrateBookDocument(JSON.parse(JSON.stringify(document)))).toEqual(document);
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
    expect(spineWidthMm(96, binding(2))).toBeGreaterThan(spineWidthMm(26, binding(2)));
    expect(spineWidthMm(20, binding(3))).toBeGreaterThan(0);
  });
});
