import { createConnection } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';

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
    const socketPath = join((database.connection as { host: string }).host, '.s.PGSQL.5432');
    const socket = createConnection(socketPath);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // A raw client: start-up, then a failing Parse without its Sync, then gone.
    const parameters = Buffer.from('user\0postgres\0database\0postgres\0\0');
    const startup = Buffer.alloc(8);
    startup.writeInt32BE(8 + parameters.length, 0);
    startup.writeInt32BE(196608, 4);
    socket.write(Buffer.concat([startup, parameters]));
    await new Promise<void>((resolve) => {
      let seen = Buffer.alloc(0);
      socket.on('data', (chunk: Buffer) => {
        seen = Buffer.concat([seen, chunk]);
        if (seen.includes(Buffer.from([0x5a, 0, 0, 0, 5]))) resolve();
      });
    });
    const body = Buffer.from('\0select from nowhere at all\0\0\0');
    const parse = Buffer.alloc(5);
    parse.write('P', 0);
    parse.writeInt32BE(4 + body.length, 1);
    socket.write(Buffer.concat([parse, body]));
    await new Promise((resolve) => setTimeout(resolve, 200));
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
