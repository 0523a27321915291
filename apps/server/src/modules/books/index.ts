import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createProductsRepository } from '../products/repository';
import { createProductsService } from '../products/service';
import { createBooksRepository } from './repository';
import { booksRoutes } from './routes';
import { createBooksService, type BooksService } from './service';

export async function registerBooksModule(
  app: FastifyInstance,
  deps: { db: Database; now: () => Date; mayLinkMemorialPage: (userId: string, pageId: string) => Promise<boolean> },
): Promise<BooksService> {
  const service = createBooksService({
    repository: createBooksRepository(deps.db),
    products: createProductsService(createProductsRepository(deps.db)),
    mayLinkMemorialPage: deps.mayLinkMemorialPage,
    now: deps.now,
  });
  await app.register(booksRoutes, { prefix: '/api/books', service });
  return service;
}

/** For the users module's user-info (hasBooks). */
export const hasBooks = (db: Database) => createBooksRepository(db).hasAny;
