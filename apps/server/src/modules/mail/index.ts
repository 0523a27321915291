import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { devMailboxRoutes } from './dev-mailbox-routes';
import type { MailSender } from './mail-layout';
import { createMailer } from './mailer';
import { createMailService, type MailService } from './service';

/** Mail for every module: SMTP or the outbox, plus the developer mailbox outside production. */
export async function registerMailModule(app: FastifyInstance, config: Config, sender: MailSender): Promise<MailService> {
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.mailOutboxDir });
  app.addHook('onClose', async () => mailer.close());
  if (mailer.kind === 'outbox' && !config.isProduction) {
    await app.register(devMailboxRoutes, { outboxDir: config.mailOutboxDir });
  }
  return createMailService(mailer, sender);
}
