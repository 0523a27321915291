import type { MemorialPageAdministration, MemorialPageUpdate } from '@eb/api-contract';
import { NotFoundError } from '../../lib/domain-errors';
import { toEntry } from './page-data';
import type { MemorialPagesRepository } from './repository';

const NOT_YOURS = 'Diese Gedenkseite gibt es nicht.';

/**
 * The page's administrator (a family member with their own access) edits the deceased's data and
 * decides what the public sees. Anyone else gets the same 404 as for a page that does not exist.
 */
export function createMemorialAdministrationService(repository: MemorialPagesRepository) {
  async function administeredPage(pageId: string, userId: string) {
    const page = await repository.findPage(pageId);
    if (!page || page.administratorUserId !== userId) throw new NotFoundError('MEMORIAL_PAGE_NOT_FOUND', NOT_YOURS);
    return page;
  }

  return {
    async isAdministrator(pageId: string, userId: string | undefined): Promise<boolean> {
      if (!userId) return false;
      return (await repository.findPage(pageId))?.administratorUserId === userId;
    },

    async view(pageId: string, userId: string): Promise<MemorialPageAdministration> {
      const page = await administeredPage(pageId, userId);
      const entries = await repository.listEntries(pageId, { includeHidden: true });
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
        },
        // Waiting entries first, then newest first: what needs a decision is on top.
        entries: entries
          .map((entry) => ({ ...toEntry(entry), kind: entry.kind, visible: entry.visible }))
          .sort((a, b) => Number(a.visible) - Number(b.visible) || b.created.localeCompare(a.created)),
      };
    },

    async update(pageId: string, userId: string, input: MemorialPageUpdate): Promise<MemorialPageAdministration> {
      await administeredPage(pageId, userId);
      const blankToNull = (value: string | null) => (value ? value : null);
      await repository.updatePage(pageId, {
        ...input,
        title: blankToNull(input.title),
        nameOfBirth: blankToNull(input.nameOfBirth),
        placeOfBirth: blankToNull(input.placeOfBirth),
        placeOfDeath: blankToNull(input.placeOfDeath),
      });
      return this.view(pageId, userId);
    },

    async setEntryVisibility(pageId: string, userId: string, entryId: number, visible: boolean): Promise<MemorialPageAdministration> {
      await administeredPage(pageId, userId);
      if (!(await repository.setEntryVisibility(pageId, entryId, visible))) throw new NotFoundError('ENTRY_NOT_FOUND', 'Diesen Eintrag gibt es nicht.');
      return this.view(pageId, userId);
    },
  };
}

export type MemorialAdministrationService = ReturnType<typeof createMemorialAdministrationService>;
