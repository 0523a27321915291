import type { MemorialEntry, MemorialPageData } from '@eb/api-contract';
import type { AppointmentRow, EntryRow, MemorialPageRow } from './repository';
import type { DeceasedField } from './schema';

/**
 * SPEC.md's memorial page data from our rows. For the public (and for books of people who only
 * took the page over) hidden fields carry no value, so nothing private can leak by accident.
 */
export function toPageData(page: MemorialPageRow, appointments: AppointmentRow[], audience: 'public' | 'administrator'): MemorialPageData {
  const hidden = new Set<DeceasedField>(page.hiddenFields);
  const show = (name: DeceasedField, value: string | null) => ({
    value: audience === 'public' && hidden.has(name) ? null : value,
    isFieldPublicVisible: !hidden.has(name),
  });
  const nameParts = [page.title, page.firstNames, page.lastName].filter((part): part is string => Boolean(part));
  const publicNameParts = [
    hidden.has('title') ? null : page.title,
    hidden.has('firstNames') ? null : page.firstNames,
    hidden.has('lastName') ? null : page.lastName,
  ].filter((part): part is string => Boolean(part));
  return {
    title: show('title', page.title),
    firstNames: show('firstNames', page.firstNames),
    lastName: show('lastName', page.lastName),
    nameOfBirth: show('nameOfBirth', page.nameOfBirth),
    fullName: { value: (audience === 'public' ? publicNameParts : nameParts).join(' ') || null, isFieldPublicVisible: true },
    dateOfBirth: show('dateOfBirth', page.dateOfBirth),
    dateOfDeath: show('dateOfDeath', page.dateOfDeath),
    deceasedPlaceOfBirth: show('placeOfBirth', page.placeOfBirth),
    deceasedPlaceOfDeath: show('placeOfDeath', page.placeOfDeath),
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
