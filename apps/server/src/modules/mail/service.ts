import { renderMail, type MailContent, type MailSender } from './mail-layout';
import type { Mailer } from './mailer';

/** What other modules use to send a mail: content in, rendered HTML and text out, delivered. */
export function createMailService(mailer: Mailer, sender: MailSender) {
  return {
    async send(to: string, content: MailContent, options: { replyTo?: string | undefined } = {}): Promise<void> {
      await mailer.send({ to, ...renderMail(content, sender), ...(options.replyTo ? { replyTo: options.replyTo } : {}) });
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
