import { describe, expect, it } from 'vitest';
import { formatSavedAt, fromSavedAt, savedAtLabels } from './saved-at';

describe('formatSavedAt', () => {
  const now = new Date('2026-11-24T13:40:00Z'); // 14:40 in Berlin

  it('says "heute" for a save of the same German day, with the German clock time', () => {
    expect(formatSavedAt('2026-11-24T13:32:00Z', now)).toBe('heute, 14:32');
    // 23:30 UTC on the 23rd is already the 24th in Berlin.
    expect(formatSavedAt('2026-11-23T23:30:00Z', now)).toBe('heute, 00:30');
  });

  it('says "gestern" for the day before', () => {
    expect(formatSavedAt('2026-11-23T17:05:00Z', now)).toBe('gestern, 18:05');
  });

  it('gives the date for older saves', () => {
    expect(formatSavedAt('2026-11-20T08:10:00Z', now)).toBe('20.11.2026, 09:10');
    expect(formatSavedAt('2026-07-01T07:10:00Z', now)).toBe('01.07.2026, 09:10');
  });

  it('answers nothing for something that is not a moment', () => {
    expect(formatSavedAt('kein Datum', now)).toBe('');
  });
});

describe('fromSavedAt', () => {
  it('joins the time to "Fassung" as German does', () => {
    expect(fromSavedAt('heute, 14:32')).toBe('von heute, 14:32');
    expect(fromSavedAt('gestern, 18:05')).toBe('von gestern, 18:05');
    expect(fromSavedAt('23.11.2026, 09:10')).toBe('vom 23.11.2026, 09:10');
  });
});

describe('savedAtLabels', () => {
  it('adds the seconds only where versions of the same minute would read alike', () => {
    const now = new Date('2026-11-24T13:40:00Z');
    expect(savedAtLabels(['2026-11-24T13:32:41Z', '2026-11-24T13:32:05Z', '2026-11-24T13:20:00Z'], now)).toEqual(['heute, 14:32:41', 'heute, 14:32:05', 'heute, 14:20']);
  });
});
