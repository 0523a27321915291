import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../../i18n/de.json';
import { appliedAnnouncement, type AssistantReportData } from './report-text';

const named = (names: string[]) => names.map((fileName) => ({ id: fileName, fileName }));
const report = (placed: number, leftOut: string[], tooSmall: string[] = []): AssistantReportData => ({
  pageCount: 24,
  placed,
  leftOut: named(leftOut),
  tooSmall: named(tooSmall),
  seed: 1,
});

describe("the assistant's announcement after a run", () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'de', resources: { de: { translation: de } }, interpolation: { escapeValue: false } });
  });

  it('says the pages, how many photos were left out, and the way back', () => {
    expect(appliedAnnouncement(i18next.t, report(40, ['a.jpg', 'b.jpg', 'c.jpg']))).toBe(
      'Der Assistent hat das Buch gestaltet: 24 Seiten. Nicht alle Fotos passten ins Buch: 3 Fotos blieben draußen. Mit „Rückgängig“ holen Sie die bisherige Gestaltung zurück.',
    );
    expect(appliedAnnouncement(i18next.t, report(40, ['a.jpg']))).toContain('1 Foto blieb draußen.');
  });

  it('counts the photos too small to print apart from those without room', () => {
    expect(appliedAnnouncement(i18next.t, report(5, [], ['klein.jpg', 'winzig.jpg']))).toBe(
      'Der Assistent hat das Buch gestaltet: 24 Seiten. 2 Fotos sind zu klein für den Druck und blieben draußen. Mit „Rückgängig“ holen Sie die bisherige Gestaltung zurück.',
    );
    expect(appliedAnnouncement(i18next.t, report(40, ['a.jpg'], ['klein.jpg']))).toContain('1 Foto blieb draußen. 1 Foto ist zu klein für den Druck und blieb draußen.');
  });

  it('says so when every photo is in the book', () => {
    expect(appliedAnnouncement(i18next.t, report(7, []))).toBe(
      'Der Assistent hat das Buch gestaltet: 24 Seiten. Alle 7 Fotos sind im Buch. Mit „Rückgängig“ holen Sie die bisherige Gestaltung zurück.',
    );
  });
});
