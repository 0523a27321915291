import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { deliverDue } from './delivery';
import type { MailContent, MailSender } from './mail-layout';
import type { Mailer } from './mailer';
import { createMailOutboxRepository } from './repository';

/** How long an enqueued id waits for its transaction to commit before the minute's sweep is left to find it. */
const PENDING_FOR_MS = 60_000;
const SETTLED_ROWS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export interface MailAddressing {
  to: string;
  replyTo?: string | undefined;
  /** A key for callers that later ask whether the mail went out (settledAt). */
  about?: string;
}

/**
 * What other modules use to send a mail: `enqueue` writes it into the outbox inside the caller's
 * transaction, so the mail exists exactly when the change does; delivery comes after the commit
 * (deliverPending) or from the delivery job, never as part of the request.
 */
export function createMailService(deps: { db: Database; mailer: Mailer; sender: MailSender; from: string; log: FastifyBaseLogger; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const repository = createMailOutboxRepository(deps.db);
  const delivery = { repository, mailer: deps.mailer, sender: deps.sender, messageIdDomain: domainOf(deps.from), log: deps.log, now };
  /** Enqueued here and not yet attempted: id → when (wall clock). */
  const pending = new Map<string, number>();
  const inFlight = new Set<Promise<unknown>>();

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  async function idle(): Promise<void> {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  return {
    async enqueue(content: MailContent, addressing: MailAddressing, tx?: Executor): Promise<string> {
      const at = now();
      const id = await repository.insert(
        { recipient: addressing.to, replyTo: addressing.replyTo ?? null, about: addressing.about ?? null, content, createdAt: at, nextAttemptAt: at },
        tx,
      );
      pending.set(id, Date.now());
      return id;
    },

    /**
     * A first attempt for what this process enqueued, once committed (after each answer, app hooks).
     * Never fails. Writing to the outbox folder is awaited, so the developer mailbox (and a test) finds
     * the mail when the answer arrives; SMTP is not: a slow or refusing server must not hold the answer.
     */
    deliverPending(): Promise<void> {
      const stale = Date.now() - PENDING_FOR_MS;
      for (const [id, at] of pending) if (at < stale) pending.delete(id);
      if (pending.size === 0) return Promise.resolve();
      const attempt = track(
        deliverDue(delivery, [...pending.keys()]).then(
          ({ attempted }) => attempted.forEach((id) => pending.delete(id)),
          (error: unknown) => deps.log.error({ err: error }, 'mail delivery attempt failed'),
        ),
      );
      return deps.mailer.kind === 'outbox' ? attempt : Promise.resolve();
    },

    /** Everything due: the delivery job's work (and what tests call directly). Waits for running attempts first. */
    async deliverDueMails(): Promise<{ sent: number }> {
      await idle();
      const { sent } = await track(deliverDue(delivery));
      await repository.deleteSettledBefore(new Date(now().getTime() - SETTLED_ROWS_KEPT_MS));
      return { sent };
    },

    /** Resolves when no delivery attempt of this process is running (shutdown, tests). */
    idle,

    /** For each `about` key: when its newest mail was sent or given up; null while pending; missing if none is kept. */
    settledAt: (keys: readonly string[], tx?: Executor) => repository.settledAt(keys, tx),
  };
}

/** `Shop <no-reply@shop.de>` → `shop.de`. */
function domainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'erinnerungsbuch.invalid';
}

export type MailService = ReturnType<typeof createMailService>;
