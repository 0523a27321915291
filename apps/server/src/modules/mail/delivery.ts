import type { FastifyBaseLogger } from 'fastify';
import { renderMail, type MailSender } from './mail-layout';
import type { Mailer } from './mailer';
import type { MailOutboxRepository } from './repository';

const MINUTE_MS = 60_000;
/** Longer than the mailer's longest wait (mailer.ts): a claim outlives every attempt that is still running. */
const LEASE_MS = 5 * MINUTE_MS;
/** After two days of failures the mail is given up (logged as an error, the row kept). */
export const GIVE_UP_AFTER_MS = 2 * 24 * 60 * MINUTE_MS;
const BATCH = 20;

/** 1, 2, 4, … minutes after the n-th failed attempt, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 60) * MINUTE_MS;
}

export interface DeliveryDeps {
  repository: MailOutboxRepository;
  mailer: Mailer;
  sender: MailSender;
  /** The domain of the Message-IDs (the sender address's). */
  messageIdDomain: string;
  log: FastifyBaseLogger;
  now: () => Date;
}

/**
 * Claims due outbox rows (only `ids`, when given), sends each, marks it sent. At least once, as SMTP
 * allows: the one window for a duplicate is a crash (or a lost database) between a successful send
 * and its mark; the claim then runs out and the mail goes again, with the same Message-ID.
 */
export async function deliverDue(deps: DeliveryDeps, ids?: readonly string[]): Promise<{ attempted: string[]; sent: number }> {
  const attempted: string[] = [];
  let sent = 0;
  for (;;) {
    const now = deps.now();
    const rows = await deps.repository.claimDue({ now, leaseUntil: new Date(now.getTime() + LEASE_MS), limit: BATCH, ...(ids ? { ids } : {}) });
    for (const row of rows) {
      attempted.push(row.id);
      try {
        await deps.mailer.send({
          to: row.recipient,
          ...renderMail(row.content, deps.sender),
          ...(row.replyTo ? { replyTo: row.replyTo } : {}),
          messageId: `<${row.id}@${deps.messageIdDomain}>`,
        });
      } catch (error) {
        await recordFailure(deps, row, error);
        continue;
      }
      await deps.repository.markSent(row.id, deps.now());
      sent += 1;
    }
    if (ids || rows.length < BATCH) return { attempted, sent };
  }
}

async function recordFailure(deps: DeliveryDeps, row: { id: string; attempts: number; createdAt: Date }, error: unknown): Promise<void> {
  const now = deps.now();
  const reply = serverReply(error);
  const givingUp = now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
  await deps.repository.markFailed(row.id, { error: reply, now, retryAt: givingUp ? null : new Date(now.getTime() + retryDelayMs(row.attempts)) });
  // The id and the server's reply only: the mail itself carries links with tokens.
  const fields = { mailId: row.id, attempts: row.attempts, reply };
  if (givingUp) deps.log.error(fields, 'mail given up after two days of failed delivery');
  else deps.log.warn(fields, 'mail not delivered yet; retrying later');
}

/** What the mail server answered (e.g. `451 4.3.0 busy`), or the kind of connection failure. */
export function serverReply(error: unknown): string {
  const { code, responseCode, response, message } = (error ?? {}) as { code?: string; responseCode?: number; response?: string; message?: string };
  const text = response ?? (responseCode ? `${responseCode}` : [code, message].filter(Boolean).join(': '));
  return (text || 'unknown error').slice(0, 500);
}
