import type { BookDocument } from '@eb/book-model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryAfterMs, saveDocument } from './save-document';
import { createSaveQueue, type SaveOutcome, type SaveQueueState } from './save-queue';

// Documents are only carried through by the queue: a marker object per state is enough.
const doc = (n: number) => ({ marker: n }) as unknown as BookDocument;

interface Call {
  document: BookDocument;
  baseVersion: number;
  revision: number;
  answer: (outcome: SaveOutcome) => Promise<void>;
}

/** A save function whose answers the test gives by hand, so "in flight" is a state the test controls. */
function fakeServer() {
  const calls: Call[] = [];
  const save = (document: BookDocument, baseVersion: number, revision: number) =>
    new Promise<SaveOutcome>((resolve) => {
      calls.push({
        document,
        baseVersion,
        revision,
        answer: async (outcome) => {
          resolve(outcome);
          await vi.advanceTimersByTimeAsync(0);
        },
      });
    });
  return { calls, save };
}

function setup(online = true) {
  const server = fakeServer();
  const states: SaveQueueState[] = [];
  const saved: Array<[number, number]> = [];
  const network = { online };
  const queue = createSaveQueue({
    baseVersion: 7,
    save: server.save,
    isOnline: () => network.online,
    onState: (state) => states.push(state),
    onSaved: (revision, version) => saved.push([revision, version]),
  });
  return { queue, server, states, saved, network };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave queue', () => {
  it('saves one change after a short pause, based on the version read, and says so', async () => {
    const { queue, server, saved } = setup();
    queue.changed(1, doc(1));
    expect(queue.getState().status).toBe('saving');
    await vi.advanceTimersByTimeAsync(799);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({ document: doc(1), baseVersion: 7, revision: 1 });
    await server.calls[0]!.answer({ kind: 'saved', version: 8 });
    expect(queue.getState()).toMatchObject({ status: 'saved', baseVersion: 8, savedRevision: 1 });
    expect(saved).toEqual([[1, 8]]);
  });

  it('never lets a change wait more than two seconds, even while the person keeps typing', async () => {
    const { queue, server } = setup();
    for (let revision = 1; revision <= 6; revision += 1) {
      queue.changed(revision, doc(revision));
      await vi.advanceTimersByTimeAsync(400);
      if (revision < 5) expect(server.calls).toHaveLength(0);
    }
    // Changes at 0, 400, … 2000 ms: the save went at 2000 ms with what was there then.
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.revision).toBe(5);
  });

  it('sends one request at a time; changes made meanwhile go next, on the new version', async () => {
    const { queue, server } = setup();
    queue.changed(1, doc(1));
    await vi.advanceTimersByTimeAsync(800);
    queue.changed(2, doc(2));
    queue.changed(3, doc(3));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.calls).toHaveLength(1);
    await server.calls[0]!.answer({ kind: 'saved', version: 8 });
    expect(queue.getState().status).toBe('saving');
    await vi.advanceTimersByTimeAsync(800);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]).toMatchObject({ document: doc(3), baseVersion: 8, revision: 3 });
    await server.calls[1]!.answer({ kind: 'saved', version: 9 });
    expect(queue.getState()).toMatchObject({ status: 'saved', baseVersion: 9, savedRevision: 3 });
  });

  it('retries after failures with growing pauses, and at once when the browser is online again', async () => {
    const { queue, server, network } = setup();
    queue.changed(1, doc(1));
    await vi.advanceTimersByTimeAsync(800);
    const gaps: number[] = [];
    let last = Date.now();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await server.calls.at(-1)!.answer({ kind: 'retry', reason: 'HTTP 503' });
      expect(queue.getState().status).toBe('retrying');
      const before = server.calls.length;
      while (server.calls.length === before) await vi.advanceTimersByTimeAsync(100);
      gaps.push(Date.now() - last);
      last = Date.now();
    }
    expect(gaps).toEqual([1_000, 2_000, 5_000, 10_000, 30_000, 30_000]);

    network.online = false;
    await server.calls.at(-1)!.answer({ kind: 'retry', reason: 'Failed to fetch' });
    expect(queue.getState().status).toBe('offline');
    const before = server.calls.length;
    network.online = true;
    queue.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(before + 1);
    await server.calls.at(-1)!.answer({ kind: 'saved', version: 8 });
    expect(queue.getState()).toMatchObject({ status: 'saved', savedRevision: 1 });
  });

  it('offline, a change says at once that it is kept on this device, and is saved when the browser is online again', async () => {
    const { queue, server, network } = setup(false);
    queue.changed(1, doc(1));
    expect(queue.getState().status).toBe('offline');
    await vi.advanceTimersByTimeAsync(800);
    await server.calls[0]!.answer({ kind: 'retry', reason: 'Failed to fetch' });
    queue.changed(2, doc(2));
    expect(queue.getState().status).toBe('offline');
    await vi.advanceTimersByTimeAsync(500);
    expect(server.calls).toHaveLength(1);
    network.online = true;
    queue.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls[1]).toMatchObject({ document: doc(2), revision: 2 });
    await server.calls[1]!.answer({ kind: 'saved', version: 8 });
    expect(queue.getState()).toMatchObject({ status: 'saved', savedRevision: 2 });
  });

  it('stops on a conflict (412) until it is resolved, then saves on the newer version', async () => {
    const { queue, server } = setup();
    queue.changed(1, doc(1));
    await vi.advanceTimersByTimeAsync(800);
    await server.calls[0]!.answer({ kind: 'conflict', version: 12, document: doc(100) });
    expect(queue.getState()).toMatchObject({ status: 'conflict', conflict: { version: 12, document: doc(100) } });
    queue.changed(2, doc(2));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
    // The person keeps their changes: saved on top of version 12.
    queue.rebase(12, 3, false, doc(3));
    await vi.advanceTimersByTimeAsync(800);
    expect(server.calls[1]).toMatchObject({ document: doc(3), baseVersion: 12 });
    await server.calls[1]!.answer({ kind: 'saved', version: 13 });
    expect(queue.getState()).toMatchObject({ status: 'saved', baseVersion: 13, conflict: null });
  });

  it('loading the newer state after a conflict counts as saved and sends nothing', async () => {
    const { queue, server } = setup();
    queue.changed(1, doc(1));
    await vi.advanceTimersByTimeAsync(800);
    await server.calls[0]!.answer({ kind: 'conflict', version: 12, document: doc(100) });
    queue.rebase(12, 2, true, doc(100));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls).toHaveLength(1);
    expect(queue.getState()).toMatchObject({ status: 'saved', baseVersion: 12, savedRevision: 2 });
  });

  it('a book that can no longer be edited (403) stops saving for good', async () => {
    const { queue, server } = setup();
    queue.changed(1, doc(1));
    await vi.advanceTimersByTimeAsync(800);
    await server.calls[0]!.answer({ kind: 'forbidden', message: 'Dieses Buch kann nicht mehr bearbeitet werden.' });
    expect(queue.getState()).toMatchObject({ status: 'readonly', message: 'Dieses Buch kann nicht mehr bearbeitet werden.' });
    queue.changed(2, doc(2));
    queue.online();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
  });

  it('a refused document (400) shows the reason without a retry loop; the next change tries again', async () => {
    const { queue, server } = setup();
    queue.changed(1, doc(1));
    await vi.advanceTimersByTimeAsync(800);
    await server.calls[0]!.answer({ kind: 'refused', message: 'Das Buch kann so nicht gespeichert werden' });
    expect(queue.getState()).toMatchObject({ status: 'failed', message: 'Das Buch kann so nicht gespeichert werden', savedRevision: 0 });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.calls).toHaveLength(1);
    queue.changed(2, doc(2));
    await vi.advanceTimersByTimeAsync(800);
    expect(server.calls).toHaveLength(2);
  });
});

describe('autosave queue, answers that name what to do', () => {
  it('waits at least the pause a 429 named (Retry-After) before trying again', async () => {
    const { queue, server } = setup();
    queue.changed(1, doc(1));
    await vi.advanceTimersByTimeAsync(800);
    await server.calls[0]!.answer({ kind: 'retry', reason: 'HTTP 429', afterMs: 20_000 });
    await vi.advanceTimersByTimeAsync(19_000);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.calls).toHaveLength(2);
  });

  it('signed out (401 after renewing): says so and stops, until the next change', async () => {
    const { queue, server } = setup();
    queue.changed(1, doc(1));
    await vi.advanceTimersByTimeAsync(800);
    await server.calls[0]!.answer({ kind: 'signedOut' });
    expect(queue.getState()).toMatchObject({ status: 'failed', signedOut: true, savedRevision: 0 });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.calls).toHaveLength(1);
  });
});

describe('saveDocument', () => {
  const respond = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

  it('sends the document with If-Match of its base version and the token, and reads the new version', async () => {
    const fetch = vi.fn(async () => respond(200, { version: 8 }, { etag: '"8"' }));
    const outcome = await saveDocument(5, doc(1), 7, { fetch, token: async () => 'tok' });
    expect(outcome).toEqual({ kind: 'saved', version: 8 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/books/5/document');
    expect(init.method).toBe('PUT');
    expect(init.headers).toMatchObject({ 'if-match': '"7"', authorization: 'Bearer tok' });
    expect(JSON.parse(init.body as string)).toEqual({ marker: 1 });
  });

  it('maps 412, 403, 400, 429, 503, a network failure and a 401 that stays to what the queue does', async () => {
    const answer = async (response: Response | Error) =>
      saveDocument(5, doc(1), 7, { fetch: async () => (response instanceof Error ? Promise.reject(response) : response), token: async () => null });
    expect(await answer(respond(412, { message: 'x', version: 9, document: { not: 'a book' } }, { etag: '"9"' }))).toEqual({ kind: 'conflict', version: 9, document: null });
    expect(await answer(respond(403, { message: 'Dieses Buch kann nicht mehr bearbeitet werden.' }))).toEqual({ kind: 'forbidden', message: 'Dieses Buch kann nicht mehr bearbeitet werden.' });
    expect(await answer(respond(400, { message: 'Das Buch kann so nicht gespeichert werden', issues: [{ path: 'spreads', message: 'zu viele Seiten' }] }))).toEqual({
      kind: 'refused',
      message: 'Das Buch kann so nicht gespeichert werden: zu viele Seiten',
    });
    expect((await answer(respond(429, { message: 'x' }))).kind).toBe('retry');
    expect((await answer(respond(503, { message: 'x' }))).kind).toBe('retry');
    expect((await answer(new TypeError('Failed to fetch'))).kind).toBe('retry');
    // A 401 that stays after renewing: the person must sign in again; trying on would not help.
    expect((await answer(respond(401, { message: 'x' }))).kind).toBe('signedOut');
  });

  it('renews the token on a 401 even when it looks valid, and says signed out when renewing fails', async () => {
    const fetch = vi.fn(async () => respond(401, { message: 'abgelaufen' }));
    const renew = vi.fn(async () => null);
    expect(await saveDocument(5, doc(1), 7, { fetch, token: async () => 'alt', renew })).toEqual({ kind: 'signedOut' });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('names the photos a 400 PHOTO_NOT_OWNED refused, and the pause a 429 asked for', async () => {
    const answer = (response: Response) => saveDocument(5, doc(1), 7, { fetch: async () => response, token: async () => null });
    expect(await answer(respond(400, { code: 'PHOTO_NOT_OWNED', message: 'Ein Foto gehört nicht zu Ihnen.', photoIds: ['f-1', 'f-2'] }))).toEqual({ kind: 'photosGone', photoIds: ['f-1', 'f-2'] });
    expect(await answer(respond(400, { code: 'PHOTO_NOT_OWNED', message: 'x', details: { photoIds: ['f-3'] } }))).toEqual({ kind: 'photosGone', photoIds: ['f-3'] });
    expect(await answer(respond(429, { message: 'x' }, { 'retry-after': '12' }))).toEqual({ kind: 'retry', reason: 'HTTP 429', afterMs: 12_000 });
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:30 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(30_000);
    expect(retryAfterMs('bald')).toBeNull();
  });

  it('asks for a fresh token and tries once more after a 401', async () => {
    const answers = [respond(401, { message: 'abgelaufen' }), respond(200, { version: 8 })];
    const tokens = ['alt', 'neu'];
    const fetch = vi.fn(async () => answers.shift()!);
    const outcome = await saveDocument(5, doc(1), 7, { fetch, token: async () => tokens.shift() ?? null, renew: async () => tokens.shift() ?? null });
    expect(outcome).toEqual({ kind: 'saved', version: 8 });
    expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers).toMatchObject({ authorization: 'Bearer neu' });
  });
});
