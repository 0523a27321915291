import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MailService } from '../mail/service';
import { createFeedbackRepository } from './repository';
import { feedbackRoutes } from './routes';
import { createFeedbackService } from './service';

export async function registerFeedbackModule(app: FastifyInstance, deps: { db: Database; mail: MailService; supportEmail: string }): Promise<void> {
  const service = createFeedbackService({ db: deps.db, repository: createFeedbackRepository(deps.db), mail: deps.mail, supportEmail: deps.supportEmail });
  await app.register(feedbackRoutes, { prefix: '/api/users', service });
}

/** The feedback as the back office lists it (read-only), a page at a time. */
export function feedbackPages(db: Database) {
  const repository = createFeedbackRepository(db);
  return (page: { size: number; number: number }) => repository.page(page);
}
