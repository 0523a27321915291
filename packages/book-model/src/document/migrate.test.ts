import { DESIGNS, FORMATS, PAPERS } from '@eb/catalogue/data';
import { describe, expect, it } from 'vitest';
import { BookDocumentError, migrateBookDocument } from './migrate';
import { innerPages, pageCount } from './read-pages';
import { validateBookDocument } from './validate';
import type { BookDocumentV1 } from './v1';
import { sampleDocument } from '../testing/fixtures';

/** A v1 document as issues 6–10 stored it (the old createBookDocument, with UUID page ids). */
function v1Book(overrides: Partial<BookDocumentV1> = {}, pages = 20): BookDocumentV1 {
  return {
    schemaVersion: 1,
    formatId: 1,
    paperId: 3,
    themeId: 101,
    coverFinish: 1,
    pagesFinish: 1,
    cover: { title: 'Für Opa Heinz', backgroundId: 'rosenzeit-1' },
    pages: Array.from({ length: pages }, (_, index) => ({ id: `0f8a3c2e-0000-4000-8000-${String(index).padStart(12, '0')}`, layoutId: null, backgroundId: null })),
    ...overrides,
  };
}

const error = (run: () => unknown): BookDocumentError => {
  try {
    run();
  } catch (thrown) {
    if (thrown instanceof BookDocumentError) return thrown;
    throw thrown;
  }
  throw new Error('no BookDocumentError thrown');
};

describe('migrating v1 books to v2', () => {
  it('opens every v1 book the shop could have stored (every format, paper and design at its minimum pages)', () => {
    for (const format of FORMATS) {
      for (const paper of PAPERS.filter((candidate) => candidate.prices.some((price) => price.formatId === format.id))) {
        for (const design of DESIGNS.filter((candidate) => candidate.formatIds.includes(format.id) || !format.active)) {
          const stored = v1Book({ formatId: format.id, paperId: paper.id, themeId: design.themeId, cover: { title: design.description, backgroundId: design.backgrounds[0]!.id } }, paper.minPages);
          const document = migrateBookDocument(JSON.parse(JSON.stringify(stored)));
          expect(document.schemaVersion).toBe(2);
          expect(pageCount(document)).toBe(paper.minPages);
          const result = validateBookDocument(document);
          // A retired format's book still opens; only "design offered for format" may complain there.
          const issues = result.ok ? [] : result.issues.filter((issue) => issue.path !== 'themeId');
          expect(issues).toEqual([]);
        }
      }
    }
  });

  it('keeps the title, the cover background, the page ids and their backgrounds', () => {
    const stored = v1Book();
    stored.pages[4] = { ...stored.pages[4]!, backgroundId: 'rosenzeit-2' };
    const document = migrateBookDocument(stored);
    expect(document.cover.front.frames.find((frame) => frame.slotId === 'title')).toMatchObject({ text: 'Für Opa Heinz' });
    expect(document.cover.back.background).toEqual({ kind: 'design', backgroundId: 'rosenzeit-1' });
    expect(innerPages(document).map((page) => page.id)).toEqual(stored.pages.map((page) => page.id));
    expect(innerPages(document)[4]!.background).toEqual({ kind: 'design', backgroundId: 'rosenzeit-2' });
    expect(innerPages(document)[3]!.background).toBeNull();
    expect(document.spreads.map((spread) => spread.pages.length)).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1]);
  });

  it('is deterministic: the same v1 book gives the same ids every time', () => {
    expect(migrateBookDocument(v1Book())).toEqual(migrateBookDocument(v1Book()));
    const ids = JSON.stringify(migrateBookDocument(v1Book())).match(/"id":"[^"]+"/g)!;
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('repairs what v1 did not check: odd or short page counts, duplicate ids, foreign background and layout ids', () => {
    const stored = v1Book({ cover: { title: 'x', backgroundId: 'kerzenschein-1' } }, 7);
    stored.pages[1] = { ...stored.pages[0]!, layoutId: 'nicht/vorhanden', backgroundId: 'gibt-es-nicht' };
    const document = migrateBookDocument(stored);
    const result = validateBookDocument(document);
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect(pageCount(document)).toBe(20);
    // Another design's background is dropped; the cover layout's own background of this design applies.
    expect(document.cover.front.background).toEqual({ kind: 'design', backgroundId: expect.stringMatching(/^rosenzeit-/) });
    expect(migrateBookDocument(stored)).toEqual(document);
  });

  it('does not take ids the v1 pages already use, whatever they are called', () => {
    const stored = v1Book();
    stored.pages[0] = { ...stored.pages[0]!, id: 'v1-1' };
    const result = validateBookDocument(migrateBookDocument(stored));
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('reads a v2 document as it is (also after a JSON round trip)', () => {
    const document = sampleDocument();
    expect(migrateBookDocument(JSON.parse(JSON.stringify(document)))).toEqual(document);
  });

  it('refuses unknown versions and malformed documents with a German reason', () => {
    expect(error(() => migrateBookDocument({ schemaVersion: 99 })).message).toBe('Das Buchdokument hat eine unbekannte Version (99).');
    expect(error(() => migrateBookDocument(null)).message).toMatch(/unbekannte Version/);
    expect(error(() => migrateBookDocument('text')).message).toMatch(/unbekannte Version/);
    const malformed = error(() => migrateBookDocument({ schemaVersion: 1, formatId: 'A4' }));
    expect(malformed.message).toBe('Das Buchdokument (Version 1) ist ungültig.');
    expect(malformed.issues.map((issue) => issue.path)).toContain('formatId');
    expect(error(() => migrateBookDocument({ ...sampleDocument(), spreads: [] })).issues[0]?.path).toBe('spreads');
    expect(error(() => migrateBookDocument(v1Book({ themeId: 999 }))).message).toMatch(/gibt es nicht/);
  });
});
