import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { serialiseExtendedProtocol } from './pglite-query-queue';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
});
afterAll(() => database.close());

describe('the embedded database under concurrent connections', () => {
  it('gives every connection its own rows while other connections hold transactions', async () => {
    const pool = new pg.Pool({ ...database.connection, max: 8 });
    try {
      await pool.query('create table counted (id serial primary key, seen int not null)');
      // Transactions (as the template limit uses them) beside plain parameterised queries of another shape.
      const answers = await Promise.all(
        Array.from({ length: 90 }, async (_, n) => {
          if (n % 3 !== 0) return (await pool.query<{ label: string }>('select $1::text as label, $2::text as other', [`n${n}`, 'x'])).rows[0]?.label;
          const client = await pool.connect();
          try {
            await client.query('begin');
            await client.query('select pg_advisory_xact_lock(hashtext($1))', ['counted']);
            const { rows } = await client.query<{ n: number }>('select count(*)::int as n from counted where seen > $1', [-1]);
            await client.query('insert into counted (seen) values ($1)', [rows[0]?.n]);
            await client.query('commit');
            return `n${n}`;
          } finally {
            client.release();
          }
        }),
      );
      expect(answers).toEqual(Array.from({ length: 90 }, (_, n) => `n${n}`));
      expect((await pool.query('select count(*)::int as n from counted')).rows).toEqual([{ n: 30 }]);
    } finally {
      await pool.end();
    }
  });

  it('keeps serving after a failing statement', async () => {
    const pool = new pg.Pool({ ...database.connection, max: 4 });
    try {
      const results = await Promise.allSettled([pool.query('select $1::int as value', ['keine Zahl']), pool.query('select $1::int as value', [7])]);
      expect(results[0].status).toBe('rejected');
      expect(results[1]).toMatchObject({ status: 'fulfilled', value: { rows: [{ value: 7 }] } });
      expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });
});

describe('a connection that goes away in the middle of a batch', () => {
  it('does not leave the embedded database waiting for its Sync', async () => {
    const socket = await rawConnection();
    // A failing Parse that a Flush hands to the engine, without its Sync; then the client is gone.
    socket.write(Buffer.concat([message('P', Buffer.from('\0select from nowhere at all\0\0\0')), message('H')]));
    await socket.waitFor('E');
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));

    const pool = new pg.Pool({ ...database.connection, max: 2, query_timeout: 5000 });
    try {
      expect((await pool.query<{ value: number }>('select $1::int as value', [42])).rows).toEqual([{ value: 42 }]);
    } finally {
      await pool.end();
    }
  });
});

describe('handing statements to the engine', () => {
  it('passes a statement with its parameters to PGlite in one call, not one per protocol message', async () => {
    const pglite = await PGlite.create('memory://');
    const socketDir = mkdtempSync(join(tmpdir(), 'eb-pg-test-'));
    const server = new PGLiteSocketServer({ db: pglite, path: join(socketDir, '.s.PGSQL.5432') });
    serialiseExtendedProtocol(server);
    await server.start();
    const client = new pg.Client({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres' });
    try {
      await client.connect();
      const calls = vi.spyOn(pglite, 'execProtocolRawStream');
      const { rows } = await client.query<{ label: string }>('select $1::text as label', ['eins']);
      expect(rows).toEqual([{ label: 'eins' }]);
      // Parse, Bind, Describe, Execute and Sync: one entry into the engine.
      expect(calls).toHaveBeenCalledTimes(1);
    } finally {
      await client.end();
      await server.stop();
      await pglite.close();
      rmSync(socketDir, { recursive: true, force: true });
    }
  });

  it('answers a Flush before the Sync (a cursor reading part of the rows)', async () => {
    const socket = await rawConnection();
    try {
      const parse = message('P', Buffer.from('\0select generate_series(1, 3) as n\0\0\0'));
      // Unnamed portal and statement, no parameters, text results; Execute for one row.
      const bind = message('B', Buffer.from([0, 0, 0, 0, 0, 0, 0, 0]));
      const describe = message('D', Buffer.from('P\0'));
      const executeOne = message('E', Buffer.from([0, 0, 0, 0, 1]));
      socket.write(Buffer.concat([parse, bind, describe, executeOne, message('H')]));
      // The first row and PortalSuspended arrive without a Sync.
      await socket.waitFor('s');
      expect(socket.types()).toEqual(['1', '2', 'T', 'D', 's']);
      socket.write(Buffer.concat([message('E', Buffer.from([0, 0, 0, 0, 0])), message('S')]));
      await socket.waitFor('Z');
      expect(socket.types()).toEqual(['1', '2', 'T', 'D', 's', 'D', 'D', 'C', 'Z']);
    } finally {
      socket.destroy();
    }
  });
});

/** One frontend message: its type, its length (with itself), its body. */
function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

/** A raw client past its start-up: records the types of the messages it receives after that. */
async function rawConnection() {
  const socketPath = join((database.connection as { host: string }).host, '.s.PGSQL.5432');
  const socket = createConnection(socketPath);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const parameters = Buffer.from('user\0postgres\0database\0postgres\0\0');
  const startup = Buffer.alloc(8);
  startup.writeInt32BE(8 + parameters.length, 0);
  startup.writeInt32BE(196608, 4);
  let pending = Buffer.alloc(0);
  let received: string[] = [];
  const listeners = new Set<() => void>();
  socket.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= 5 && pending.length >= 1 + pending.readInt32BE(1)) {
      received.push(String.fromCharCode(pending[0] ?? 0));
      pending = pending.subarray(1 + pending.readInt32BE(1));
    }
    for (const listener of listeners) listener();
  });
  const waitFor = (type: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no '${type}' within 5 s, got ${received.join(' ')}`)), 5000);
      const check = () => {
        if (!received.includes(type)) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
      check();
    });
  socket.write(Buffer.concat([startup, parameters]));
  await waitFor('Z');
  received = [];
  return Object.assign(socket, { waitFor, types: () => [...received] });
}
