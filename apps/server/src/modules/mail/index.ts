import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { demoAccessRule } from '../../lib/demo-access';
import type { Database } from '../../db/client';
import { devMailboxRoutes } from './dev-mailbox-routes';
import type { MailSender } from './mail-layout';
import { createMailer } from './mailer';
import { createMailService, type MailService } from './service';

/**
 * Mail for every module: the outbox table, delivered through SMTP or into the outbox folder, plus
 * the developer mailbox outside production.
 */
export async function registerMailModule(app: FastifyInstance, deps: { config: Config; sender: MailSender; db: Database; now: () => Date }): Promise<MailService> {
  const { config } = deps;
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.mailOutboxDir });
  const mail = createMailService({ db: deps.db, mailer, sender: deps.sender, from: config.MAIL_FROM, log: app.log, now: deps.now });
  // Handlers answer after their transaction has committed: the mails it enqueued can go now.
  app.addHook('onSend', async (_request, _reply, payload) => {
    await mail.deliverPending();
    return payload;
  });
  app.addHook('onClose', async () => {
    await mail.idle();
    mailer.close();
  });
  if (mailer.kind === 'outbox' && !config.isProduction) {
    await app.register(devMailboxRoutes, { outboxDir: config.mailOutboxDir, allowRequest: demoAccessRule(config) });
  }
  return mail;
}
