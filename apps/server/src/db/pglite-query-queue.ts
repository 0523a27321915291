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
 *
 * It also hands PGlite a connection's batch in one call: pglite-socket enqueues every message on
 * its own (five per statement), and each call enters the WebAssembly engine and syncs its file
 * system; PGlite's loop runs a buffer of several messages just as well. So Parse, Bind, Describe,
 * Execute and Close are held back per connection (their answers are due only at the Sync or Flush)
 * and sent together with the next other message, normally the Sync that ends the batch.
 */
export function serialiseExtendedProtocol(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue: QueueInternals }).queryQueue;
  if (!queue || typeof queue.processQueue !== 'function' || typeof queue.enqueue !== 'function' || !Array.isArray(queue.queue)) {
    throw new Error('pglite-socket changed: check db/pglite-query-queue.ts against the new version');
  }
  let midBatch: number | null = null;

  /** Messages held back per connection until the message that asks for their answers. */
  const held = new Map<number, Uint8Array[]>();
  const enqueue = queue.enqueue.bind(queue);
  queue.enqueue = (handlerId, message, onData) => {
    const waiting = held.get(handlerId);
    if (DEFERRABLE_MESSAGES.has(message[0] ?? 0)) {
      if (waiting) waiting.push(message);
      else held.set(handlerId, [message]);
      // Nothing to answer yet: pglite-socket reads the connection's next message.
      return Promise.resolve(0);
    }
    if (!waiting) return enqueue(handlerId, message, onData);
    held.delete(handlerId);
    // PGlite ignores a Terminate only as the first byte of a call: the unanswered batch goes with the connection.
    if (message[0] === TERMINATE) return enqueue(handlerId, message, onData);
    return enqueue(handlerId, concat([...waiting, message]), onData);
  };

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
        // A batch ended by its Sync leaves nothing open; one ended by a Flush (a cursor) does.
        const extended = EXTENDED_PROTOCOL_MESSAGES.has(lastMessageType(entry.message));
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
    held.delete(handlerId);
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

const TERMINATE = 'X'.charCodeAt(0);
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/** Sends a Sync on behalf of a connection that is gone; its answer has nobody to go to. */
async function endBatch(db: QueueInternals['db']): Promise<void> {
  await db.runExclusive(() => db.execProtocolRawStream(SYNC, { onRawData: () => undefined }));
}

/** Parse, Bind, Describe, Execute, Close, Flush: their state lasts until the Sync that ends the batch. */
const EXTENDED_PROTOCOL_MESSAGES = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((letter) => letter.charCodeAt(0)));
/** The same without Flush: a client waits for no answer to them until its Sync or Flush. */
const DEFERRABLE_MESSAGES = new Set(['P', 'B', 'D', 'E', 'C'].map((letter) => letter.charCodeAt(0)));

function concat(messages: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    joined.set(message, offset);
    offset += message.length;
  }
  return joined;
}

/** The type of the last of the typed messages in a buffer (a type byte, then its length including itself). */
function lastMessageType(buffer: Uint8Array): number {
  // A start-up message has no type byte.
  if (buffer[0] === 0) return 0;
  let offset = 0;
  let type = buffer[0] ?? 0;
  while (offset + 5 <= buffer.length) {
    type = buffer[offset] ?? 0;
    const length = ((buffer[offset + 1] ?? 0) << 24) | ((buffer[offset + 2] ?? 0) << 16) | ((buffer[offset + 3] ?? 0) << 8) | (buffer[offset + 4] ?? 0);
    if (length < 4) break;
    offset += 1 + length;
  }
  return type;
}

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
  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number>;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}
