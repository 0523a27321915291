import {
  MEMORIAL_APPOINTMENT_LIMITS,
  type AdministeredMemorialPage,
  type MemorialAppointmentInput,
  type MemorialPageAdministration,
  type MemorialPageUpdate,
} from '@eb/api-contract';
import { InvalidInputError, NotFoundError } from '../../lib/domain-errors';
import { fromBerlinWallClock, toBerlinWallClock } from './berlin-time';
import type { MemorialAdministrationStore } from './data-source';
import { fullNameOf, portraitUrl, toEntry } from './page-data';
import type { AppointmentValues, MemorialPageRow } from './repository';
import { PAGE_NOT_FOUND, UNNAMED_PAGE } from './service';

const TOO_MANY_APPOINTMENTS = `Eine Gedenkseite kann höchstens ${MEMORIAL_APPOINTMENT_LIMITS.perPage} Termine haben.`;

/** The page's administrator, or the same 404 as for a page that does not exist. */
export async function requireAdministeredPage(store: Pick<MemorialAdministrationStore, 'findPage'>, pageId: string, userId: string): Promise<MemorialPageRow> {
  const page = await store.findPage(pageId);
  if (!page || page.administratorUserId !== userId) throw new NotFoundError('MEMORIAL_PAGE_NOT_FOUND', PAGE_NOT_FOUND);
  return page;
}

const toAppointmentValues = (input: MemorialAppointmentInput): AppointmentValues => ({
  startsAt: fromBerlinWallClock(input.date, input.time),
  description: input.description,
  addressDescription: input.addressDescription,
  isPublic: input.isPublic,
});

/**
 * The page's administrator (a family member with their own access) edits the deceased's data, the
 * appointments and what the public sees, and approves entries. Anyone else gets the same 404 as for
 * a page that does not exist.
 */
export function createMemorialAdministrationService(store: MemorialAdministrationStore) {
  const administeredPage = (pageId: string, userId: string) => requireAdministeredPage(store, pageId, userId);

  async function view(pageId: string, userId: string): Promise<MemorialPageAdministration> {
    const page = await administeredPage(pageId, userId);
    const [appointments, entries] = await Promise.all([store.listAppointments(pageId), store.listEntries(pageId, { includeHidden: true })]);
    return {
      id: page.id,
      page: {
        title: page.title,
        firstNames: page.firstNames,
        lastName: page.lastName,
        nameOfBirth: page.nameOfBirth,
        dateOfBirth: page.dateOfBirth,
        dateOfDeath: page.dateOfDeath,
        placeOfBirth: page.placeOfBirth,
        placeOfDeath: page.placeOfDeath,
        hiddenFields: page.hiddenFields,
        introduction: page.introduction,
        isModerated: page.isModerated,
        showPublicPrivateLabels: page.showPublicPrivateLabels,
      },
      appointments: appointments.map((appointment) => ({
        id: appointment.id,
        ...toBerlinWallClock(appointment.startsAt),
        description: appointment.description,
        addressDescription: appointment.addressDescription,
        isPublic: appointment.isPublic,
      })),
      portraitSrc: portraitUrl(page),
      // Waiting entries first, then newest first: what needs a decision is on top.
      entries: entries
        .map((entry) => ({ ...toEntry(entry), kind: entry.kind, visible: entry.visible }))
        .sort((a, b) => Number(a.visible) - Number(b.visible) || b.created.localeCompare(a.created)),
    };
  }

  return {
    view,

    /** The pages this user administers, for the menu and for the way in after signing in. */
    async administeredPages(userId: string): Promise<AdministeredMemorialPage[]> {
      const pages = await store.listAdministeredPages(userId);
      return pages.map((page) => ({ id: page.id, description: fullNameOf(page) ?? UNNAMED_PAGE }));
    },

    async update(pageId: string, userId: string, input: MemorialPageUpdate): Promise<MemorialPageAdministration> {
      await administeredPage(pageId, userId);
      const blankToNull = (value: string | null) => (value ? value : null);
      await store.updatePage(pageId, {
        ...input,
        title: blankToNull(input.title),
        nameOfBirth: blankToNull(input.nameOfBirth),
        placeOfBirth: blankToNull(input.placeOfBirth),
        placeOfDeath: blankToNull(input.placeOfDeath),
      });
      return view(pageId, userId);
    },

    async setEntryVisibility(pageId: string, userId: string, entryId: number, visible: boolean): Promise<MemorialPageAdministration> {
      await administeredPage(pageId, userId);
      if (!(await store.setEntryVisibility(pageId, entryId, visible))) throw new NotFoundError('ENTRY_NOT_FOUND', 'Diesen Eintrag gibt es nicht.');
      return view(pageId, userId);
    },

    async addAppointment(pageId: string, userId: string, input: MemorialAppointmentInput): Promise<MemorialPageAdministration> {
      await administeredPage(pageId, userId);
      if (!(await store.insertAppointmentWithinLimit(pageId, toAppointmentValues(input), MEMORIAL_APPOINTMENT_LIMITS.perPage))) {
        throw new InvalidInputError('TOO_MANY_APPOINTMENTS', TOO_MANY_APPOINTMENTS);
      }
      return view(pageId, userId);
    },

    async updateAppointment(pageId: string, userId: string, appointmentId: number, input: MemorialAppointmentInput): Promise<MemorialPageAdministration> {
      await administeredPage(pageId, userId);
      if (!(await store.updateAppointment(pageId, appointmentId, toAppointmentValues(input)))) throw new NotFoundError('APPOINTMENT_NOT_FOUND', 'Diesen Termin gibt es nicht.');
      return view(pageId, userId);
    },

    async deleteAppointment(pageId: string, userId: string, appointmentId: number): Promise<MemorialPageAdministration> {
      await administeredPage(pageId, userId);
      if (!(await store.deleteAppointment(pageId, appointmentId))) throw new NotFoundError('APPOINTMENT_NOT_FOUND', 'Diesen Termin gibt es nicht.');
      return view(pageId, userId);
    },
  };
}

export type MemorialAdministrationService = ReturnType<typeof createMemorialAdministrationService>;
