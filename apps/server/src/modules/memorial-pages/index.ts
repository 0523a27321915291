import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { memorialAdministrationRoutes } from './administration-routes';
import { createMemorialAdministrationService } from './administration-service';
import { createPortraitService } from './portrait-service';
import { portraitRoutes } from './portrait-routes';
import { createMemorialPagesRepository, type NewMemorialPage } from './repository';
import { memorialPagesRoutes, userMemorialPagesRoutes } from './routes';
import { createMemorialPagesService, type MemorialPagesService } from './service';

export interface MemorialPagesModuleDeps {
  db: Database;
  files: FileStorage;
  isMortician: (userId: string) => Promise<boolean>;
}

/** Memorial pages: the public page, visitors' entries, administration, and the users' linked pages. */
export async function registerMemorialPagesModule(app: FastifyInstance, deps: MemorialPagesModuleDeps): Promise<MemorialPagesService> {
  const repository = createMemorialPagesRepository(deps.db);
  const service = createMemorialPagesService(repository);
  const administration = createMemorialAdministrationService(repository);
  const portraits = createPortraitService({
    store: repository,
    files: deps.files,
    onOrphan: (key, error) => app.log.warn({ err: error, key }, 'an old portrait could not be deleted'),
  });
  await app.register(memorialPagesRoutes, { prefix: '/api/memorial-pages', service });
  await app.register(memorialAdministrationRoutes, { prefix: '/api/memorial-pages', service: administration });
  await app.register(portraitRoutes, { prefix: '/api/memorial-pages', portraits, administration });
  await app.register(userMemorialPagesRoutes, { prefix: '/api/users', service, administration, isMortician: deps.isMortician });
  return service;
}

/**
 * Whether a page is there, without reading its content: for user-info?memorialPageId and the trial
 * start from a page. `tx` lets a workflow ask inside its transaction.
 */
export const memorialPageExists = (db: Database) => createMemorialPagesRepository(db).pageExists;

/** For the trial start and the takeover: the company looking after a page is the family's referral. */
export const memorialPageCompany = (db: Database) => createMemorialPagesRepository(db).companyOf;

/** For the users module: administrators may not delete their own account. */
export const administersMemorialPage = (db: Database) => createMemorialPagesRepository(db).administersAnyPage;

/** For books: a user may link a memorial page taken over or administered. */
export const mayLinkMemorialPage = (db: Database) => createMemorialPagesRepository(db).isLinkedToUser;

/**
 * For the operators' workflow, which also makes the administrator's account: every page, a new
 * page inside the workflow's transaction, and the company looking after a page.
 */
export function memorialPagesForOperators(db: Database) {
  const repository = createMemorialPagesRepository(db);
  return { listAll: repository.listAllForOperators, insertPageWithAdministrator: repository.insertPageWithAdministrator, setCompany: repository.setCompany };
}

export type { NewMemorialPage };
/** SPEC.md's date form (dd.MM.yyyy) for other modules' texts (the design assistant's cover and first page). */
export { germanDate } from './page-data';
