import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../../i18n/de.json';
import { savedAtLabels } from './saved-at';

beforeAll(async () => {
  await i18next.init({ lng: 'de', resources: { de: { translation: de } }, interpolation: { escapeValue: false } });
});

const one = (iso: string, now: Date) => savedAtLabels(i18next.t, [iso], now)[0]!;

describe('savedAtLabels', () => {
  const now = new Date('2026-11-24T13:40:00Z'); // 14:40 in Berlin

  it('says "heute" for a save of the same German day, with the German clock time', () => {
    expect(one('2026-11-24T13:32:00Z', now)).toEqual({ label: 'heute, 14:32', from: 'von heute, 14:32' });
    // 23:30 UTC on the 23rd is already the 24th in Berlin.
    expect(one('2026-11-23T23:30:00Z', now).label).toBe('heute, 00:30');
  });

  it('says "gestern" for the day before', () => {
    expect(one('2026-11-23T17:05:00Z', now)).toEqual({ label: 'gestern, 18:05', from: 'von gestern, 18:05' });
  });

  it('gives the date for older saves, "vom" after "Fassung"', () => {
    expect(one('2026-11-20T08:10:00Z', now)).toEqual({ label: '20.11.2026, 09:10', from: 'vom 20.11.2026, 09:10' });
    expect(one('2026-07-01T07:10:00Z', now).label).toBe('01.07.2026, 09:10');
  });

  it('answers nothing for something that is not a moment', () => {
    expect(one('kein Datum', now).label).toBe('');
  });

  it('adds the seconds only where versions of the same minute would read alike', () => {
    expect(savedAtLabels(i18next.t, ['2026-11-24T13:32:41Z', '2026-11-24T13:32:05Z', '2026-11-24T13:20:00Z'], now).map((entry) => entry.label)).toEqual([
      'heute, 14:32:41',
      'heute, 14:32:05',
      'heute, 14:20',
    ]);
  });
});
