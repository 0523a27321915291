import { bookSchema } from '@eb/api-contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { ProductsService } from '../products/service';
import type { AccountFacts } from '../users/account-facts';
import type { BookActor } from '../users/account-service';
import { compiledStringify } from '../../plugins/compiled-serializer';
import { createBookListCache } from './book-list-cache';
import { createBooksRepository } from './repository';
import type { ScheduledJob } from '../jobs/job-runner';
import type { MailService } from '../mail/service';
import { runBookRetentionJob, type OwnerContacts } from './retention-job';
import { booksRoutes } from './routes';
import { createBooksService, type BooksService } from './service';

export async function registerBooksModule(
  app: FastifyInstance,
  deps: {
    db: Database;
    now: () => Date;
    mail: MailService;
    publicUrl: string;
    products: ProductsService;
    actorOf: (userId: string, known?: AccountFacts) => Promise<BookActor>;
    mayLinkMemorialPage: (userId: string, pageId: string) => Promise<boolean>;
    /** The users module's lookup of owners' addresses, for the retention warnings. */
    ownerContacts: OwnerContacts;
  },
): Promise<{ service: BooksService; jobs: ScheduledJob[] }> {
  const service = createBooksService({
    repository: createBooksRepository(deps.db),
    products: deps.products,
    actorOf: deps.actorOf,
    mayLinkMemorialPage: deps.mayLinkMemorialPage,
    now: deps.now,
    listCache: createBookListCache(),
    // The longest answer of the shop (every book of a funeral director's company): written by code compiled from its schema (decision 016).
    serializeList: compiledStringify(z.array(bookSchema)),
  });
  await app.register(booksRoutes, { prefix: '/api/books', service });
  const jobs: ScheduledJob[] = [
    {
      name: 'book-retention',
      // Once a day in the quiet of the night (server time).
      cron: '41 3 * * *',
      run: async () => {
        const result = await runBookRetentionJob({ db: deps.db, mail: deps.mail, ownerContacts: deps.ownerContacts, publicUrl: deps.publicUrl, now: deps.now() });
        app.log.info(result, 'book retention: warned and deleted');
      },
    },
  ];
  return { service, jobs };
}

/** For the account deletion: a company's books outlive their maker's account. */
export const releaseCompanyBooksOf = (db: Database) => createBooksRepository(db).releaseCompanyBooksOf;

/** For the users module's user-info (hasBooks). */
export const hasBooks = (db: Database) => createBooksRepository(db).hasAny;
