import type { FastifyInstance } from 'fastify';
import { backOfficeRoutes } from './back-office-routes';
import { createBackOfficeService, type BackOfficeDeps } from './back-office-service';

export { BACK_OFFICE_PAGE_SIZE } from './back-office-service';

/** The back office's API under /api/operator (issue 15 item 5): orders, their files and the feedback, for operators only. */
export async function registerBackOffice(app: FastifyInstance, deps: BackOfficeDeps): Promise<void> {
  await app.register(backOfficeRoutes, { prefix: '/api/operator', service: createBackOfficeService(deps) });
}
