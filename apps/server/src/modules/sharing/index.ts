import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { ScheduledJob } from '../jobs/job-runner';
import { createSharingRepository } from './repository';
import { sharingRoutes } from './routes';
import { createSharingService, type SharingDeps } from './service';

export type { ShareableBook, ShareCopier } from './service';

/** Shares are kept 30 days after their link ran out (a late question can still be answered), then go with the address. */
const KEEP_AFTER_EXPIRY_MS = 30 * 24 * 60 * 60 * 1000;

/** Sharing a copy of a book by e-mail (issue 14): the shares, their mails, the routes under /api/books. */
export async function registerSharingModule<Prepared>(
  app: FastifyInstance,
  deps: Omit<SharingDeps<Prepared>, 'repository' | 'transaction'> & { db: Database },
): Promise<{ jobs: ScheduledJob[] }> {
  const repository = createSharingRepository(deps.db);
  const service = createSharingService<Prepared>({ ...deps, repository, transaction: (work) => deps.db.transaction(work) });
  await app.register(sharingRoutes, { prefix: '/api/books', service: service as never });
  const jobs: ScheduledJob[] = [
    {
      name: 'book-shares-cleanup',
      // Once a day in the quiet of the night, off the other jobs' minutes.
      cron: '53 3 * * *',
      run: async () => {
        const deleted = await repository.deleteExpiredBefore(new Date(deps.now().getTime() - KEEP_AFTER_EXPIRY_MS));
        app.log.info({ deleted }, 'book shares: expired ones removed');
      },
    },
  ];
  return { jobs };
}
