import type { TemporaryUserResponse } from '@eb/api-contract';
import type { Database, Executor } from '../db/client';
import type { MemorialPagesService } from '../modules/memorial-pages/service';
import type { AccountService } from '../modules/users/account-service';

export interface StartFromMemorialPageDeps {
  db: Database;
  accounts: Pick<AccountService, 'createTemporaryUser' | 'recordMemorialPageVisit' | 'noteReferringCompany'>;
  memorialPages: Pick<MemorialPagesService, 'linkToUser'>;
  /** The memorial-pages module's memorialPageExists. */
  pageExists: (pageId: string, tx?: Executor) => Promise<boolean>;
  /** The memorial-pages module's memorialPageCompany: the funeral director's company looking after a page. */
  pageCompany: (pageId: string, tx?: Executor) => Promise<string | null>;
}

/**
 * SPEC.md 'Memorial-page entry': a memorial page becomes the user's to link to books, and the page
 * the details step offers first. Spans users (the trial user, lastVisitedPageId) and memorial pages
 * (the link), hence a workflow: each step runs in one transaction, so a failed link leaves neither
 * a trial user without their page nor a link without the remembered visit.
 */
export function createStartFromMemorialPageWorkflow(deps: StartFromMemorialPageDeps) {
  /** The takeover inside the caller's transaction; NotFoundError for an unknown page. */
  async function attach(userId: string, pageId: string, tx: Executor): Promise<{ message: string }> {
    const answer = await deps.memorialPages.linkToUser(userId, pageId, tx);
    await deps.accounts.recordMemorialPageVisit(userId, pageId, tx);
    // A family coming from a page a funeral director looks after sees that director in the header.
    const companyId = await deps.pageCompany(pageId, tx);
    if (companyId) await deps.accounts.noteReferringCompany(userId, companyId, tx);
    return answer;
  }

  return {
    /**
     * SPEC.md 'create?memorialPageId': a trial user, with the page they come from already taken
     * over. A page id from an old link (page removed) starts a plain trial, as without one. The
     * director's company the visitor came through first (their link) is noted before the page's.
     */
    startTrial(memorialPageId?: string, referringCompanyId?: string): Promise<TemporaryUserResponse> {
      return deps.db.transaction(async (tx) => {
        const { userId, token } = await deps.accounts.createTemporaryUser(tx);
        if (referringCompanyId) await deps.accounts.noteReferringCompany(userId, referringCompanyId, tx);
        if (!memorialPageId || !(await deps.pageExists(memorialPageId, tx))) return { token };
        const { message } = await attach(userId, memorialPageId, tx);
        return { token, message };
      });
    },

    /** SPEC.md 'update-memorial-page-id': someone signed in takes the page over. */
    takeOver(userId: string, pageId: string): Promise<{ message: string }> {
      return deps.db.transaction((tx) => attach(userId, pageId, tx));
    },
  };
}

export type StartFromMemorialPageWorkflow = ReturnType<typeof createStartFromMemorialPageWorkflow>;
