import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registerErrorHandling } from './error-handler';
import { rateLimitCounters } from './rate-limit-schema';
import { createRateLimitRepository, type RateLimitRepository } from './rate-limit-repository';
import { databaseRateLimitStore, storageKey, type DatabaseRateLimitStoreOptions } from './rate-limit-store';
import { registerRateLimits } from './rate-limits';

let test: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  test = await createTestApp({ RATE_LIMIT_ALLOWLIST: '10.20.0.99' });
  // A second server process on the same database, as behind a load balancer.
  second = await buildApp({ config: test.config, database: test.database });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await test.close();
});

const GERMAN_429 = /^Zu viele Anfragen\. Bitte versuchen Sie es in (einer Minute|\d+ Minuten|\d+ Sekunden|einer Sekunde) erneut\.$/;
const resetRequest = (remoteAddress: string): InjectOptions => ({ method: 'POST', url: '/api/users/request-password-reset', payload: { email: 'niemand@example.de' }, remoteAddress });

describe('rate limits shared by all server processes', () => {
  it('grants one allowance across two app instances on one database', async () => {
    const from = '10.20.0.1';
    for (const app of [test.app, second, test.app, second, test.app]) expect((await app.inject(resetRequest(from))).statusCode).toBe(200);
    for (const app of [second, test.app]) {
      const limited = await app.inject(resetRequest(from));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(limited.json().message).toMatch(GERMAN_429);
    }
    // Someone else is not affected.
    expect((await second.inject(resetRequest('10.20.0.2'))).statusCode).toBe(200);
  });

  it('counts each route apart', async () => {
    const from = '10.20.0.3';
    for (let index = 0; index < 5; index++) await test.app.inject(resetRequest(from));
    expect((await test.app.inject(resetRequest(from))).statusCode).toBe(429);
    expect((await second.inject({ method: 'GET', url: '/api/users/create', remoteAddress: from })).statusCode).toBe(200);
  });

  it('never limits an address on RATE_LIMIT_ALLOWLIST', async () => {
    for (let index = 0; index < 8; index++) expect((await second.inject(resetRequest('10.20.0.99'))).statusCode).toBe(200);
    const rows = await test.database.db.select().from(rateLimitCounters);
    expect(rows.some((row) => row.key.includes('10.20.0.99'))).toBe(false);
  });
});

describe('every mail-sending and account-making call answers too many requests in German', () => {
  it.each<[string, InjectOptions, number]>([
    ['register', { method: 'POST', url: '/api/users/register', payload: {} }, 5],
    ['create', { method: 'GET', url: '/api/users/create' }, 10],
    ['create-change-user-data-action', { method: 'POST', url: '/api/users/create-change-user-data-action', payload: {} }, 5],
    ['create-delete-user-action', { method: 'POST', url: '/api/users/create-delete-user-action' }, 5],
    ['request-password-reset', { method: 'POST', url: '/api/users/request-password-reset', payload: { email: 'x@example.de' } }, 5],
    ['reset-password', { method: 'POST', url: '/api/users/reset-password', payload: { token: 'x'.repeat(43), password: 'Kennwort1' } }, 10],
  ])('%s: %# after its allowance', async (_name, request, max) => {
    const remoteAddress = `10.21.${max}.${_name.length}`;
    for (let index = 0; index < max; index++) expect((await test.app.inject({ ...request, remoteAddress })).statusCode).not.toBe(429);
    const limited = await test.app.inject({ ...request, remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(GERMAN_429);
  });
});

describe('a limited route without a builder of its own', () => {
  it('answers in the same German words, with the wait', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    await registerRateLimits(app, { db: test.database.db, allowList: [] });
    app.get('/begrenzt', { config: { rateLimit: { max: 1, timeWindow: '10 minutes' } } }, async () => ({ ok: true }));
    try {
      expect((await app.inject({ url: '/begrenzt', remoteAddress: '10.22.0.1' })).statusCode).toBe(200);
      const limited = await app.inject({ url: '/begrenzt', remoteAddress: '10.22.0.1' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Zu viele Anfragen. Bitte versuchen Sie es in 10 Minuten erneut.' });
    } finally {
      await app.close();
    }
  });
});

describe('the database store', () => {
  const incr = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs, 3));
  const routeStore = (sweepEveryMs: number, counters: Partial<RateLimitRepository> = {}, onError?: DatabaseRateLimitStoreOptions['onError']) => {
    const Store = databaseRateLimitStore({ ...createRateLimitRepository(test.database.db), ...counters }, { sweepEveryMs, ...(onError ? { onError } : {}) });
    return new Store({}).child({ routeInfo: { method: 'GET', url: '/test' } } as never);
  };
  const within = <T>(ms: number, work: Promise<T>) =>
    Promise.race([work, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);

  it('counts within a window and starts afresh after it', async () => {
    const store = routeStore(60_000);
    // A window long enough that a busy machine's pause between two calls cannot end it.
    const windowMs = 1500;
    expect(await incr(store, 'a', windowMs)).toMatchObject({ current: 1 });
    const second = await incr(store, 'a', windowMs);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(windowMs);
    await new Promise((resolve) => setTimeout(resolve, windowMs + 50));
    expect(await incr(store, 'a', windowMs)).toMatchObject({ current: 1 });
  });

  it('deletes windows that have run out, so rows do not pile up', async () => {
    const store = routeStore(0);
    await incr(store, 'old-1', 50);
    await incr(store, 'old-2', 50);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await incr(store, 'fresh', 60_000);
    // The clean-up runs beside the request, so it may finish just after the answer.
    await vi.waitFor(async () => {
      const keys = (await test.database.db.select().from(rateLimitCounters)).map((row) => row.key);
      expect(keys).toContain('GET /test|fresh');
      expect(keys).not.toContain('GET /test|old-1');
      expect(keys).not.toContain('GET /test|old-2');
    });
  });

  it('counts any key a route makes from a request: a NUL (which PostgreSQL refuses in text), a backslash, 10 kB', async () => {
    const store = routeStore(60_000);
    for (const key of ['a\u0000b', 'a\\x00b', 'a\nb', 'x'.repeat(10_000)]) {
      expect(await incr(store, key, 60_000)).toMatchObject({ current: 1 });
      expect(await incr(store, key, 60_000)).toMatchObject({ current: 2 });
    }
    // Escaping keeps keys apart: the NUL and the written "\x00" are two visitors, not one.
    expect(storageKey('a\u0000b')).not.toBe(storageKey('a\\x00b'));
    expect(storageKey('x'.repeat(10_000))).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('answers a request without waiting for the clean-up', async () => {
    const store = routeStore(0, { deleteExpired: () => new Promise<void>(() => undefined) });
    expect(await within(2000, incr(store, 'eilig', 60_000))).toMatchObject({ current: 1 });
  });

  it('answers a request when the clean-up fails, and reports the failure', async () => {
    const reported: Array<[unknown, string]> = [];
    const failure = new Error('Datenbank kurz weg');
    const store = routeStore(0, { deleteExpired: () => Promise.reject(failure) }, (error, during) => reported.push([error, during]));
    expect(await incr(store, 'trotzdem', 60_000)).toMatchObject({ current: 1 });
    await vi.waitFor(() => expect(reported).toEqual([[failure, 'clean-up']]));
  });

  it('reports a callback that throws, after a count or a failed count, and never leaves an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      const reported: Array<[unknown, string]> = [];
      const thrown = new Error('Fehler im Rückruf');
      const counting = routeStore(60_000, {}, (error, during) => reported.push([error, during]));
      const failing = routeStore(60_000, { hit: () => Promise.reject(new Error('Zählung fehlgeschlagen')) }, (error, during) => reported.push([error, during]));
      for (const store of [counting, failing]) {
        store.incr('wirft', () => { throw thrown; }, 60_000, 3);
      }
      await vi.waitFor(() => expect(reported).toEqual([[thrown, 'callback'], [thrown, 'callback']]));
      // Unhandled rejections are announced after the microtasks of the turn have run.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });
});
