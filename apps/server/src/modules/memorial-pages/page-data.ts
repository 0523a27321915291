import type { MemorialEntry, MemorialPageData } from '@eb/api-contract';
import type { AppointmentRow, EntryRow, MemorialPageRow } from './repository';
import { DECEASED_FIELDS, type DeceasedField } from './schema';

/**
 * Who reads: the page's administrator sees everything, everyone else — visitors, families who took
 * the page over, funeral directors — only what the family made public.
 */
export type Audience = 'public' | 'administrator';

export const audienceOf = (page: Pick<MemorialPageRow, 'administratorUserId'>, readerId: string | undefined): Audience =>
  readerId != null && page.administratorUserId === readerId ? 'administrator' : 'public';

/** The deceased's fields as this audience may see them: for the public, a hidden field has no value. */
export function visibleFields(page: MemorialPageRow, audience: Audience): Record<DeceasedField, string | null> {
  const hidden = new Set<DeceasedField>(page.hiddenFields);
  return Object.fromEntries(DECEASED_FIELDS.map((name) => [name, audience === 'public' && hidden.has(name) ? null : (page[name] ?? null)])) as Record<DeceasedField, string | null>;
}

/** Title, first names and last name as far as they are visible; null when none is. */
export function fullNameOf(fields: Pick<Record<DeceasedField, string | null>, 'title' | 'firstNames' | 'lastName'>): string | null {
  return [fields.title, fields.firstNames, fields.lastName].filter(Boolean).join(' ') || null;
}

/** SPEC.md: dd.MM.yyyy, and dates before 1800 are left blank. */
export function germanDate(iso: string | null): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match || Number(match[1]) < 1800) return null;
  return `${match[3]}.${match[2]}.${match[1]}`;
}

const PORTRAIT_FILE_PREFIX = 'file:';

/** Where a stored portrait lives in the file storage, or null for a path under the web app (demo pages). */
export function portraitKeyOf(portraitSrc: string | null): string | null {
  return portraitSrc?.startsWith(PORTRAIT_FILE_PREFIX) ? portraitSrc.slice(PORTRAIT_FILE_PREFIX.length) : null;
}

export const portraitSrcFor = (key: string) => `${PORTRAIT_FILE_PREFIX}${key}`;

/** The address a browser loads the portrait from: uploaded ones through the API, demo ones as they are. */
export function portraitUrl(page: Pick<MemorialPageRow, 'id' | 'portraitSrc'>): string | null {
  const key = portraitKeyOf(page.portraitSrc);
  if (!key) return page.portraitSrc;
  return `/api/memorial-pages/${encodeURIComponent(page.id)}/portrait/${key.split('/').at(-1) ?? ''}`;
}

/**
 * SPEC.md's memorial page data from our rows. For the public (and for books of people who only
 * took the page over) hidden fields carry no value, so nothing private can leak by accident.
 */
export function toPageData(page: MemorialPageRow, appointments: AppointmentRow[], audience: Audience): MemorialPageData {
  const fields = visibleFields(page, audience);
  const publicVisible = new Set<DeceasedField>(DECEASED_FIELDS.filter((name) => !page.hiddenFields.includes(name)));
  const show = (name: DeceasedField) => ({ value: fields[name], isFieldPublicVisible: publicVisible.has(name) });
  return {
    title: show('title'),
    firstNames: show('firstNames'),
    lastName: show('lastName'),
    nameOfBirth: show('nameOfBirth'),
    // Private as soon as one of its parts is: the administrator's book may then show it as such.
    fullName: { value: fullNameOf(fields), isFieldPublicVisible: (['title', 'firstNames', 'lastName'] as const).every((name) => !page[name] || publicVisible.has(name)) },
    dateOfBirth: show('dateOfBirth'),
    dateOfDeath: show('dateOfDeath'),
    deceasedPlaceOfBirth: show('placeOfBirth'),
    deceasedPlaceOfDeath: show('placeOfDeath'),
    appointments: appointments
      .filter((appointment) => audience === 'administrator' || appointment.isPublic)
      .map((appointment) => ({
        id: appointment.id,
        date: appointment.startsAt.toISOString(),
        description: appointment.description,
        addressDescription: appointment.addressDescription,
        isFieldPublicVisible: appointment.isPublic,
      })),
    showPublicPrivateLabels: page.showPublicPrivateLabels,
  };
}

export function toEntry(row: EntryRow): MemorialEntry {
  return { pk: row.id, created: row.createdAt.toISOString(), name: row.name, text: row.text };
}
