import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MAILBOX_REFUSED } from '../../lib/demo-access';
import { escapeHtml } from '../../lib/html';
import { outboxAttachmentFile, type OutboxEntry } from './mailer';

/** Mails are our own HTML with inline styles; the mailbox page allows exactly that and no script. */
const MAILBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; form-action 'none'";
const ID = /^[\w-]+$/;

/**
 * The developer mailbox (/dev/mails): lists the outbox, newest first, and shows each mail with its
 * links clickable. Registered only outside production and only when no SMTP server is configured.
 * Its links sign in as anyone (password resets), so it answers only whom `allowRequest` lets in
 * (lib/demo-access.ts: this machine, unless NODE_ENV=development is set explicitly).
 */
export const devMailboxRoutes: FastifyPluginAsync<{ outboxDir: string; allowRequest: (request: FastifyRequest) => boolean }> = async (app, { outboxDir, allowRequest }) => {
  // Encapsulated: this hook guards only the mailbox's routes.
  app.addHook('onRequest', async (request, reply) => {
    if (!allowRequest(request)) return reply.status(403).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(MAILBOX_REFUSED);
  });
  app.get('/dev/mails', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await listOutbox(outboxDir);
    const rows = entries
      .map(
        (mail) =>
          `<li><a href="/dev/mails/${mail.id}"><strong>${escapeHtml(mail.subject)}</strong></a><br>an ${escapeHtml(mail.to)} · ${escapeHtml(new Date(mail.sentAt).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' }))}</li>`,
      )
      .join('\n');
    return page(reply, 'Postausgang', `<h1>Postausgang (${entries.length})</h1><p>Mails, die der Shop ohne SMTP-Server geschrieben hat. Nur in der Entwicklung sichtbar.</p><ol>${rows}</ol>`);
  });

  app.get<{ Params: { id: string } }>('/dev/mails/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params;
    const mail = ID.test(id) ? await readEntry(outboxDir, id) : undefined;
    if (!mail) return reply.status(404).type('text/plain; charset=utf-8').send('Diese Mail gibt es nicht.');
    const header = `<p><a href="/dev/mails">← Postausgang</a></p><dl><dt>Von</dt><dd>${escapeHtml(mail.from)}</dd><dt>An</dt><dd>${escapeHtml(mail.to)}</dd>${mail.replyTo ? `<dt>Antwort an</dt><dd>${escapeHtml(mail.replyTo)}</dd>` : ''}<dt>Betreff</dt><dd>${escapeHtml(mail.subject)}</dd></dl><hr>`;
    const files = (mail.attachments ?? [])
      .map((file, index) => `<li><a href="/dev/mails/${mail.id}/attachments/${index}">${escapeHtml(file.filename)}</a> (${Math.ceil(file.size / 1024)} KB)</li>`)
      .join('');
    return page(reply, mail.subject, header + mail.html + (files ? `<hr><h2>Anhänge</h2><ul>${files}</ul>` : ''));
  });

  app.get<{ Params: { id: string; index: string } }>('/dev/mails/:id/attachments/:index', { schema: { hide: true } }, async (request, reply) => {
    const { id, index } = request.params;
    const mail = ID.test(id) && /^\d{1,2}$/.test(index) ? await readEntry(outboxDir, id) : undefined;
    const file = mail?.attachments?.[Number(index)];
    const bytes = file ? await readFile(join(outboxDir, outboxAttachmentFile(id, Number(index)))).catch(() => undefined) : undefined;
    if (!file || !bytes) return reply.status(404).type('text/plain; charset=utf-8').send('Diesen Anhang gibt es nicht.');
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
      .type(file.contentType)
      .send(bytes);
  });
};

export async function listOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const ids = files.filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5)).sort().reverse();
  const entries = await Promise.all(ids.map((id) => readEntry(outboxDir, id)));
  return entries.filter((entry): entry is OutboxEntry => entry !== undefined);
}

async function readEntry(outboxDir: string, id: string): Promise<OutboxEntry | undefined> {
  try {
    return JSON.parse(await readFile(join(outboxDir, `${id}.json`), 'utf8')) as OutboxEntry;
  } catch {
    return undefined;
  }
}

function page(reply: FastifyReply, title: string, body: string) {
  return reply
    .header('content-security-policy', MAILBOX_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/images/brand/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>body{font:18px/1.6 Arial,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#2b2320}li{margin-bottom:1rem}dt{font-weight:bold}</style></head><body>${body}</body></html>`,
    );
}
