import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { memorialAdministrationRoutes } from './administration-routes';
import { createMemorialAdministrationService } from './administration-service';
import { createMemorialPagesRepository } from './repository';
import { memorialPagesRoutes, userMemorialPagesRoutes } from './routes';
import { createMemorialPagesService, type MemorialPagesService } from './service';

/** Memorial pages: the public page, visitors' entries, administration, and the users' linked pages. */
export async function registerMemorialPagesModule(
  app: FastifyInstance,
  deps: { db: Database; isMortician: (userId: string) => Promise<boolean> },
): Promise<MemorialPagesService> {
  const repository = createMemorialPagesRepository(deps.db);
  const service = createMemorialPagesService(repository);
  await app.register(memorialPagesRoutes, { prefix: '/api/memorial-pages', service });
  await app.register(memorialAdministrationRoutes, { prefix: '/api/memorial-pages', service: createMemorialAdministrationService(repository) });
  await app.register(userMemorialPagesRoutes, { prefix: '/api/users', service, isMortician: deps.isMortician });
  return service;
}

/** For the users module: administrators may not delete their own account. */
export const administersMemorialPage = (db: Database) => createMemorialPagesRepository(db).administersAnyPage;

/** For books: a user may link a memorial page taken over or administered. */
export const mayLinkMemorialPage = (db: Database) => createMemorialPagesRepository(db).isLinkedToUser;
