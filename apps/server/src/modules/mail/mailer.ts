import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailAttachment, RenderedMail } from './mail-layout';

export interface OutgoingMail extends RenderedMail {
  to: string;
  replyTo?: string;
  /** Stable per outbox row: a retry after an unnoticed success carries the same id, so receivers can drop the copy. */
  messageId?: string;
}

/** What the developer mailbox lists; written beside each .eml in the outbox folder. */
export interface OutboxEntry {
  id: string;
  sentAt: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** What went with the mail (the file itself lies in the .eml and is served by the developer mailbox). */
  attachments?: Array<{ filename: string; contentType: string; size: number }>;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise every mail is written to the outbox folder as a
 * complete .eml (openable in any mail program) plus a .json the developer mailbox reads.
 */
export function createMailer(options: { smtpUrl?: string | undefined; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    // Bounded waits: a hanging server must let go of the mail well before its claim (lease) runs out.
    const transport = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...toNodemailer(mail) });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...toNodemailer(mail) });
      const sentAt = new Date();
      // Sortable, unique names: the mailbox lists newest first by name.
      const id = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const { messageId: _messageId, attachments, ...shown } = mail;
      const entry: OutboxEntry = {
        id,
        sentAt: sentAt.toISOString(),
        from: options.from,
        ...shown,
        ...(attachments?.length ? { attachments: attachments.map(({ filename, contentType, contentBase64 }) => ({ filename, contentType, size: Buffer.byteLength(contentBase64, 'base64') })) } : {}),
      };
      await mkdir(options.outboxDir, { recursive: true });
      await writeFile(join(options.outboxDir, `${id}.eml`), info.message as Buffer);
      // Each attachment also as a file of its own, so the developer mailbox can serve it without parsing the .eml.
      for (const [index, file] of (attachments ?? []).entries()) {
        await writeFile(join(options.outboxDir, outboxAttachmentFile(id, index)), Buffer.from(file.contentBase64, 'base64'));
      }
      await writeFile(join(options.outboxDir, `${id}.json`), JSON.stringify(entry, null, 2));
    },
    close: () => transport.close(),
  };
}

/** Our attachments as nodemailer takes them (base64 content decoded by nodemailer itself). */
function toNodemailer(mail: OutgoingMail) {
  const { attachments, ...rest } = mail;
  if (!attachments?.length) return rest;
  return { ...rest, attachments: attachments.map((file: MailAttachment) => ({ filename: file.filename, contentType: file.contentType, content: file.contentBase64, encoding: 'base64' })) };
}

/** The outbox folder's file of a mail's n-th attachment (the .json is written last: a listed mail has its files). */
export const outboxAttachmentFile = (mailId: string, index: number): string => `${mailId}.attachment-${index}`;
