import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * pglite-socket 0.2.17 serialises the connections' protocol messages one by one into PGlite's single
 * session, keeping a connection's turn only while a transaction is open. The extended query protocol
 * (Parse, Bind, Describe, Execute … Sync) keeps its unnamed statement and portal until Sync, so two
 * pool connections querying at once can run each other's statements and get each other's rows
 * (electric-sql/pglite#1046, open; the fix in PR #977 is unreleased). Its queue also stops for good
 * after one failed message. We replace the queue's scheduler on our server instance: a connection
 * keeps its turn from its first extended-protocol message to its Sync, and while its transaction
 * is open; a failure rejects that message only. Remove this when a fixed release is pinned.
 */
export function serialiseExtendedProtocol(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue: QueueInternals }).queryQueue;
  if (!queue || typeof queue.processQueue !== 'function' || !Array.isArray(queue.queue)) {
    throw new Error('pglite-socket changed: check db/pglite-query-queue.ts against the new version');
  }
  let midBatch: number | null = null;

  queue.processQueue = async function processQueue(this: QueueInternals) {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = midBatch ?? (this.db.isInTransaction() ? this.lastHandlerId : null);
        const index = owner == null ? 0 : this.queue.findIndex((entry) => entry.handlerId === owner);
        // The owner's next message has not arrived yet; enqueue() starts us again when it does.
        if (index === -1) break;
        const [entry] = this.queue.splice(index, 1);
        if (!entry) break;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(entry.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                entry.onData(data);
              },
            }),
          );
          entry.resolve(bytes);
        } catch (error) {
          entry.reject(error);
        }
        this.lastHandlerId = entry.handlerId;
        const extended = EXTENDED_PROTOCOL_MESSAGES.has(entry.message[0] ?? 0);
        if (extended && gone.has(entry.handlerId)) {
          // Its connection closed while this message ran: end the batch for it.
          await endBatch(this.db);
          midBatch = null;
        } else {
          midBatch = extended ? entry.handlerId : null;
        }
      }
    } finally {
      this.processing = false;
    }
  };

  /*
   * A connection that goes away mid-batch must not hold the session, nor leave it in the state
   * after an error in which PostgreSQL ignores everything up to the next Sync: the next
   * connection's statement would be swallowed and answered with no rows. So we send that Sync.
   */
  const gone = new Set<number>();
  const clearQueueForHandler = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    clearQueueForHandler(handlerId);
    if (queue.processing) {
      // The scheduler may be running this connection's message right now; it ends the batch after it.
      gone.add(handlerId);
      setTimeout(() => gone.delete(handlerId), 60_000).unref();
      return;
    }
    if (midBatch !== handlerId) return;
    midBatch = null;
    queue.processing = true;
    void endBatch(queue.db)
      .catch(() => undefined)
      .finally(() => {
        queue.processing = false;
        void queue.processQueue();
      });
  };
}

const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/** Sends a Sync on behalf of a connection that is gone; its answer has nobody to go to. */
async function endBatch(db: QueueInternals['db']): Promise<void> {
  await db.runExclusive(() => db.execProtocolRawStream(SYNC, { onRawData: () => undefined }));
}

/** Parse, Bind, Describe, Execute, Close, Flush: their state lasts until the Sync that ends the batch. */
const EXTENDED_PROTOCOL_MESSAGES = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((letter) => letter.charCodeAt(0)));

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
  onData: (data: Uint8Array) => void;
}

interface QueueInternals {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite & { execProtocolRawStream(message: Uint8Array, options: { onRawData: (data: Uint8Array) => void }): Promise<void> };
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}
