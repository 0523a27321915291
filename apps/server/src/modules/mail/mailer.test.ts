import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { renderMail } from './mail-layout';
import { createMailer } from './mailer';

const sender = { shopName: 'Erinnerungsbuch', supportEmail: 'hilfe@example.de', supportPhone: '0800 1', publicUrl: 'http://localhost:3000' };

/** A real SMTP server in this process: the mail crosses a real SMTP conversation. */
let received: Array<{ from: string; to: string[]; raw: string }> = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('mail over SMTP', () => {
  it('delivers a German mail with HTML and plain text through a real SMTP server', async () => {
    received = [];
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Erinnerungsbuch <no-reply@example.de>', outboxDir: '/nonexistent' });
    const content = renderMail(
      { subject: 'Bitte bestätigen Sie Ihre Anmeldung', greeting: 'Guten Tag Frau Müller,', paragraphs: ['Schön, dass Sie da sind.'], action: { label: 'Anmeldung bestätigen', url: 'http://localhost:3000/anmeldebestaetigung/abc' } },
      sender,
    );
    await mailer.send({ to: 'erna@example.de', ...content });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['erna@example.de']);
    expect(received[0]?.from).toBe('no-reply@example.de');
    expect(received[0]?.raw).toContain('text/plain');
    expect(received[0]?.raw).toContain('text/html');
    expect(received[0]?.raw).toMatch(/Subject: .*Anmeldung/);
  });
});

describe('attachments', () => {
  it('sends a file with the mail over SMTP; a mail without one stays a plain text/HTML mail', async () => {
    received = [];
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Erinnerungsbuch <no-reply@example.de>', outboxDir: '/nonexistent' });
    const pdf = Buffer.from('%PDF-1.7 Rechnung');
    const base = { subject: 'Auftragsbestätigung', greeting: 'Guten Tag,', paragraphs: ['Die Rechnung liegt bei.'] };
    await mailer.send({ to: 'erna@example.de', ...renderMail({ ...base, attachments: [{ filename: 'Rechnung-RE-2026-00001.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') }] }, sender) });
    await mailer.send({ to: 'erna@example.de', ...renderMail(base, sender) });
    mailer.close();
    expect(received).toHaveLength(2);
    expect(received[0]?.raw).toContain('Content-Type: application/pdf; name=Rechnung-RE-2026-00001.pdf');
    expect(received[0]?.raw).toContain(pdf.toString('base64'));
    expect(received[1]?.raw).not.toContain('Content-Disposition: attachment');
  });
});

describe('renderMail', () => {
  it('escapes what people wrote and keeps the link clickable in HTML and readable in text', () => {
    const mail = renderMail({ subject: 'Test', greeting: 'Hallo <script>', paragraphs: ['A & B'], action: { label: 'Öffnen', url: 'http://x.test/?a=1&b=2' } }, sender);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hallo &#60;script&#62;');
    expect(mail.html).toContain('href="http://x.test/?a=1&#38;b=2"');
    expect(mail.text).toContain('http://x.test/?a=1&b=2');
    expect(mail.text).toContain('Mo–Fr 8–20 Uhr, Sa 9–16 Uhr');
  });
});
