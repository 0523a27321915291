import type { MemorialEntry, MemorialPageData } from '@eb/api-contract';
import { formatAppointment, formatGermanDate } from '../../lib/dates';

/** The memorial data the side panel shows, as read through the book (memorial-api.ts). */
export interface MemorialData {
  /** null: the book has no memorial page (or it could not be read). */
  page: MemorialPageData | null;
  candles: MemorialEntry[];
  condolences: MemorialEntry[];
  gifts: MemorialEntry[];
  quotes: { pk: number; text: string; author: string | null; source: string }[];
}

export type MemorialGroup = 'data' | 'appointment' | 'candle' | 'condolence' | 'gift' | 'quote';

/** One entry of the panel: what it shows, what it inserts into a text frame, and its bookmark identity. */
export interface MemorialItem {
  /** Bookmark identity (SPEC.md: pk and type). */
  pk: number;
  type: MemorialGroup;
  label: string;
  /** A quieter line under the label (a date, who wrote it). */
  detail: string;
  /** Inserted into a text frame. */
  text: string;
}

/** Fields of the deceased have no pk of their own: each gets a fixed one, stable across visits. */
const DATA_PK = { title: 1, name: 2, nameOfBirth: 3, dateOfBirth: 4, dateOfDeath: 5, lifeDates: 6, placeOfBirth: 7, placeOfDeath: 8 } as const;

type Translate = (key: string) => string;
const clean = (value: string | null | undefined) => (value ?? '').trim();

function dataItems(page: MemorialPageData, t: Translate): MemorialItem[] {
  const items: MemorialItem[] = [];
  const add = (field: keyof typeof DATA_PK, text: string) => {
    if (text) items.push({ pk: DATA_PK[field], type: 'data', label: t(`editor.memorial.fields.${field}`), detail: '', text });
  };
  const born = formatGermanDate(page.dateOfBirth.value);
  const died = formatGermanDate(page.dateOfDeath.value);
  const name = clean(page.fullName.value) || [page.title.value, page.firstNames.value, page.lastName.value].map(clean).filter(Boolean).join(' ');
  add('name', name);
  add('title', clean(page.title.value));
  add('nameOfBirth', clean(page.nameOfBirth.value) ? `${t('editor.memorial.bornAs')} ${clean(page.nameOfBirth.value)}` : '');
  add('lifeDates', born && died ? `${born} – ${died}` : '');
  add('dateOfBirth', born ? `* ${born}` : '');
  add('dateOfDeath', died ? `† ${died}` : '');
  add('placeOfBirth', clean(page.deceasedPlaceOfBirth.value));
  add('placeOfDeath', clean(page.deceasedPlaceOfDeath.value));
  return items;
}

function entryItems(entries: MemorialEntry[], type: 'candle' | 'condolence' | 'gift'): MemorialItem[] {
  return entries.map((entry) => {
    const text = clean(entry.text);
    const name = clean(entry.name);
    return { pk: entry.pk, type, label: name, detail: formatGermanDate(entry.created), text: text ? `${text}\n– ${name}` : name };
  });
}

/** Every item, grouped in the order the panel shows them; empty groups are left out by the caller. */
export function memorialItems(data: MemorialData, t: Translate): Record<MemorialGroup, MemorialItem[]> {
  return {
    data: data.page ? dataItems(data.page, t) : [],
    appointment: (data.page?.appointments ?? []).map((appointment) => {
      const when = formatAppointment(appointment.date);
      const text = [clean(appointment.description), when, clean(appointment.addressDescription)].filter(Boolean).join('\n');
      return { pk: appointment.id, type: 'appointment', label: clean(appointment.description), detail: when, text };
    }),
    candle: entryItems(data.candles, 'candle'),
    condolence: entryItems(data.condolences, 'condolence'),
    gift: entryItems(data.gifts, 'gift'),
    quote: data.quotes.map((quote) => {
      const author = clean(quote.author);
      return { pk: quote.pk, type: 'quote', label: clean(quote.text), detail: author, text: author ? `${clean(quote.text)}\n– ${author}` : clean(quote.text) };
    }),
  };
}

/** A text frame's text with an inserted item on a line of its own (the drop does the same). */
export function appendText(existing: string, addition: string): string {
  return existing.trim() === '' ? addition : `${existing}\n${addition}`;
}
