import type { FastifyBaseLogger } from 'fastify';
import type { ScheduledJob } from '../jobs/job-runner';
import type { MailService } from './service';

/**
 * The sweep: every minute, whatever is due (retries after back-off, mails enqueued by jobs, mails
 * whose first attempt a restart cut off). Safe on several processes: rows are claimed, not read.
 */
export function mailDeliveryJob(mail: MailService, log: FastifyBaseLogger): ScheduledJob {
  return {
    name: 'mail-delivery',
    cron: '* * * * *',
    run: async () => {
      const { sent } = await mail.deliverDueMails();
      if (sent > 0) log.info({ sent }, 'mail delivery: sent');
    },
  };
}
