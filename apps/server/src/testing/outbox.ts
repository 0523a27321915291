import { listOutbox } from '../modules/mail/dev-mailbox-routes';
import type { OutboxEntry } from '../modules/mail/mailer';

/** The newest mail to an address, and the first link in it that goes to the given page. */
export async function latestMailTo(outboxDir: string, to: string): Promise<OutboxEntry | undefined> {
  return (await listOutbox(outboxDir)).find((mail) => mail.to === to);
}

export function linkIn(mail: OutboxEntry | undefined, page: string): string | undefined {
  return new RegExp(`https?://[^\\s"<>]+/${page}/[\\w-]+`).exec(mail?.text ?? '')?.[0];
}
