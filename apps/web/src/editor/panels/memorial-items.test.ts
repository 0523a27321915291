import type { MemorialPageData } from '@eb/api-contract';
import { describe, expect, it } from 'vitest';
import { appendText, memorialItems, type MemorialData } from './memorial-items';

const field = (value: string | null) => ({ value, isFieldPublicVisible: true });
const page: MemorialPageData = {
  title: field(null),
  firstNames: field('Erna'),
  lastName: field('Müller'),
  nameOfBirth: field('Schulz'),
  fullName: field(null),
  dateOfBirth: field('1931-05-02'),
  dateOfDeath: field('2026-11-12'),
  deceasedPlaceOfBirth: field('Görlitz'),
  deceasedPlaceOfDeath: field(null),
  appointments: [{ id: 4, date: '2026-12-04T13:00:00.000Z', description: 'Trauerfeier', addressDescription: 'Friedhofskapelle Görlitz', isFieldPublicVisible: true }],
  showPublicPrivateLabels: false,
};
const data: MemorialData = {
  page,
  candles: [{ pk: 11, created: '2026-11-20T10:00:00.000Z', name: 'Anna', text: '' }],
  condolences: [{ pk: 12, created: '2026-11-21T10:00:00.000Z', name: 'Familie Weber', text: 'In stiller Trauer.' }],
  gifts: [],
  quotes: [{ pk: 3, text: 'Was man tief in seinem Herzen besitzt, kann man nicht durch den Tod verlieren.', author: 'Johann Wolfgang von Goethe', source: '' }],
};
const t = (key: string) => (key === 'editor.memorial.bornAs' ? 'geb.' : key.split('.').at(-1)!);

describe('memorialItems', () => {
  const items = memorialItems(data, t);

  it('lists the deceased name, birth name, German dates and places, leaving out what is empty', () => {
    expect(items.data.map((item) => [item.label, item.text])).toEqual([
      ['name', 'Erna Müller'],
      ['nameOfBirth', 'geb. Schulz'],
      ['lifeDates', '02.05.1931 – 12.11.2026'],
      ['dateOfBirth', '* 02.05.1931'],
      ['dateOfDeath', '† 12.11.2026'],
      ['placeOfBirth', 'Görlitz'],
    ]);
    // Each data item keeps one bookmark identity across visits.
    expect(new Set(items.data.map((item) => item.pk)).size).toBe(items.data.length);
  });

  it('leaves dates before 1800 blank', () => {
    const old = memorialItems({ ...data, page: { ...page, dateOfBirth: field('1790-01-01') } }, t);
    expect(old.data.map((item) => item.label)).not.toContain('dateOfBirth');
    expect(old.data.map((item) => item.label)).not.toContain('lifeDates');
  });

  it('gives appointments as said in German, entries with who wrote them, and quotes with their author', () => {
    expect(items.appointment[0]!.text).toBe('Trauerfeier\nFreitag, 4. Dezember 2026 um 14:00 Uhr\nFriedhofskapelle Görlitz');
    expect(items.candle[0]).toMatchObject({ pk: 11, type: 'candle', label: 'Anna', detail: '20.11.2026', text: 'Anna' });
    expect(items.condolence[0]!.text).toBe('In stiller Trauer.\n– Familie Weber');
    expect(items.quote[0]!.text).toBe('Was man tief in seinem Herzen besitzt, kann man nicht durch den Tod verlieren.\n– Johann Wolfgang von Goethe');
  });

  it('answers no data items for a book without a memorial page', () => {
    const none = memorialItems({ page: null, candles: [], condolences: [], gifts: [], quotes: data.quotes }, t);
    expect(none.data).toEqual([]);
    expect(none.appointment).toEqual([]);
    expect(none.quote).toHaveLength(1);
  });
});

describe('appendText', () => {
  it('puts the insertion on a line of its own, or alone into an empty frame', () => {
    expect(appendText('', 'Erna Müller')).toBe('Erna Müller');
    expect(appendText('  ', 'Erna Müller')).toBe('Erna Müller');
    expect(appendText('In Liebe', 'Erna Müller')).toBe('In Liebe\nErna Müller');
  });
});
