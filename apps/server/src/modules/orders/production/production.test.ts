import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BackOfficeOrder } from '@eb/api-contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage, type FileStorage } from '../../../lib/file-storage';
import { createLocalFolderStorage } from '../../../lib/file-storage/local-folder-storage';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createBookAs } from '../../../testing/books';
import { confirmedUser } from '../../../testing/tokens';
import { booksForPrint } from '../../books';
import { books as booksTable } from '../../books/schema';
import { createPrintRepository } from '../../print/print-repository';
import { printFileKey } from '../../print/print-keys';
import { applyOperatorAccounts } from '../../users/seed-operators';
import { insertOrder } from '../back-office/test-orders';
import { orderEvents, orders } from '../schema';
import type { JobTicket } from './job-ticket';
import { createProductionHandoff, PRODUCTION_HANDOFF_JOB } from './production-handoff';

type Auth = { authorization: string };
let test: TestApp;
let dataDir: string;
let outboxDir: string;
let operator: Auth;
let anna: { id: string; auth: Auth };
const books: Array<{ id: number; version: number }> = [];

const runJob = (orderId: number) => {
  const job = test.app.jobQueue.definitions.find((definition) => definition.name === PRODUCTION_HANDOFF_JOB);
  if (!job) throw new Error('production-handoff is not defined');
  return job.run({ orderId });
};
const runSweep = () => {
  const sweep = test.app.scheduledJobs.find((job) => job.name === 'production-handoff-sweep');
  if (!sweep) throw new Error('production-handoff-sweep is not scheduled');
  return sweep.run();
};
const operatorCall = (method: 'GET' | 'POST', url: string, payload?: object) => test.app.inject({ method, url: `/api/operator/${url}`, headers: operator, ...(payload ? { payload } : {}) });
const accept = async (orderNumber: string) => expect((await operatorCall('POST', `orders/${orderNumber}/status`, { status: 'confirmed' })).statusCode).toBe(200);
const orderRow = async (id: number) => (await test.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const productionEvents = async (id: number) => (await test.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).filter((event) => event.kind === 'production');
/** The accepted order as if accepted ten minutes ago (the sweep leaves fresh ones to their job). */
const acceptedLongAgo = (id: number) => test.database.db.update(orders).set({ acceptedAt: sql`now() - interval '10 minutes'` }).where(eq(orders.id, id));

function outboxFiles(folder: string): string[] {
  try {
    return readdirSync(join(outboxDir, folder)).sort();
  } catch {
    return [];
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'eb-production-'));
  outboxDir = join(dataDir, 'production-outbox');
  test = await createTestApp({ DATA_DIR: dataDir, OPERATOR_ACCOUNTS: 'leitstelle@example.de' });
  operator = (await confirmedUser(test, 'Leitstelle')).auth;
  await applyOperatorAccounts(test.database.db, { addresses: ['leitstelle@example.de'], demo: false, demoPassword: '' });
  anna = await confirmedUser(test, 'Anna');
  for (const bookDescription of ['Für Opa Heinz', 'Gartenjahre']) {
    const id = await createBookAs(test, anna.auth, { bookDescription });
    books.push({ id, version: (await booksForPrint(test.database.db).currentVersion(id))! });
  }
});
afterAll(async () => {
  await test.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the production hand-off', () => {
  let first: { id: number; orderNumber: string; lineIds: number[] };

  it('waits for missing print files: asks for them, counts the attempt, hands nothing over', async () => {
    const order = await insertOrder(test, {
      userId: anna.id,
      email: 'anna@example.de',
      lines: [
        { bookId: books[0]!.id, documentVersion: books[0]!.version, title: 'Für Opa Heinz' },
        { bookId: books[1]!.id, documentVersion: books[1]!.version, title: 'Gartenjahre', quantity: 2 },
      ],
    });
    first = { id: order.id, orderNumber: order.orderNumber, lineIds: order.lines.map((line) => line.id) };
    // Not accepted yet: nothing to hand over.
    await runJob(order.id);
    expect((await orderRow(order.id)).productionAttempts).toBe(0);

    await accept(order.orderNumber);
    await runJob(order.id);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ handedToProductionAt: null, productionAttempts: 1, productionError: expect.stringContaining('Druckdateien werden erstellt') });
    const renders = createPrintRepository(test.database.db);
    for (const book of books) expect(await renders.find(book.id)).toMatchObject({ state: 'queued', documentVersion: book.version });
    expect(outboxFiles(`orders/${order.orderNumber.toLowerCase()}`)).toEqual([]);
    expect((await operatorCall('GET', `orders/${order.orderNumber}/job-ticket.json`)).statusCode).toBe(409);
  });

  it('once the print files are there, copies them and writes the job ticket, and records the hand-off once', async () => {
    await test.app.print.files.processPending();
    await runJob(first.id);
    const folder = `orders/${first.orderNumber.toLowerCase()}`;
    expect(outboxFiles(folder)).toEqual(['1-cover.pdf', '1-inner.pdf', '2-cover.pdf', '2-inner.pdf', 'job-ticket.json']);

    // The very print files of the book's ordered version.
    const files = createFileStorage({ DATA_DIR: dataDir });
    const render = await createPrintRepository(test.database.db).find(books[1]!.id);
    const original = await files.get(printFileKey(render!.filesKey!, 'inner'));
    const chunks: Buffer[] = [];
    for await (const chunk of original!.body) chunks.push(chunk as Buffer);
    expect(readFileSync(join(outboxDir, folder, '2-inner.pdf')).equals(Buffer.concat(chunks))).toBe(true);

    const ticket = JSON.parse(readFileSync(join(outboxDir, folder, 'job-ticket.json'), 'utf8')) as JobTicket;
    expect(ticket).toMatchObject({
      orderNumber: first.orderNumber,
      acceptedAt: expect.any(String),
      deliveryAddress: { lastName: 'Krüger', zipCode: '50667', country: 'de' },
      lines: [
        { position: 1, title: 'Für Opa Heinz', productCode: 'EB-A4-SC', format: 'A4 quer', paper: 'Fotopapier', pages: 24, quantity: 1, files: { inner: '1-inner.pdf', cover: '1-cover.pdf' } },
        { position: 2, title: 'Gartenjahre', quantity: 2, coverFinish: 'matt', pagesFinish: 'glossy', files: { inner: '2-inner.pdf', cover: '2-cover.pdf' } },
      ],
    });

    const row = await orderRow(first.id);
    expect(row.handedToProductionAt).not.toBeNull();
    expect(row.productionError).toBeNull();
    expect(await productionEvents(first.id)).toHaveLength(1);

    // The back office now serves the ticket and each line's files, as downloads.
    const order = (await operatorCall('GET', `orders/${first.orderNumber}`)).json<BackOfficeOrder>();
    expect(order.handedToProductionAt).not.toBeNull();
    expect(order.lines.map((line) => line.printFilesReady)).toEqual([true, true]);
    expect(order.events.at(-1)).toMatchObject({ kind: 'production', actor: null });
    const ticketDownload = await operatorCall('GET', `orders/${first.orderNumber}/job-ticket.json`);
    expect(ticketDownload.statusCode).toBe(200);
    expect(ticketDownload.headers['content-disposition']).toBe(`attachment; filename="Auftragsschein-${first.orderNumber}.json"`);
    expect(ticketDownload.json<JobTicket>().orderNumber).toBe(first.orderNumber);
    const inner = await operatorCall('GET', `orders/${first.orderNumber}/lines/${first.lineIds[1]}/inner.pdf`);
    expect(inner.statusCode).toBe(200);
    expect(inner.headers['content-type']).toBe('application/pdf');
    expect(inner.headers['cache-control']).toBe('no-store');
    expect(inner.headers['content-disposition']).toBe(`attachment; filename="${first.orderNumber}-2-Innenseiten.pdf"`);
    expect(inner.rawPayload.equals(readFileSync(join(outboxDir, folder, '2-inner.pdf')))).toBe(true);
    // A customer gets none of it.
    const customer = await test.app.inject({ url: `/api/operator/orders/${first.orderNumber}/lines/${first.lineIds[1]}/inner.pdf`, headers: anna.auth });
    expect(customer.statusCode).toBe(403);
  });

  it('does nothing the second time: no file written again, no second event', async () => {
    const ticketPath = join(outboxDir, `orders/${first.orderNumber.toLowerCase()}`, 'job-ticket.json');
    const before = statSync(ticketPath).mtimeMs;
    const attempts = (await orderRow(first.id)).productionAttempts;
    await runJob(first.id);
    await acceptedLongAgo(first.id);
    await runSweep();
    expect(statSync(ticketPath).mtimeMs).toBe(before);
    expect((await orderRow(first.id)).productionAttempts).toBe(attempts);
    expect(await productionEvents(first.id)).toHaveLength(1);
  });

  it('after a failure between the writes, a later run (the sweep) writes the same keys again and hands over', async () => {
    const order = await insertOrder(test, { userId: anna.id, email: 'anna@example.de', lines: [{ bookId: books[0]!.id, documentVersion: books[0]!.version, title: 'Für Opa Heinz' }] });
    await accept(order.orderNumber);
    // The outbox fails at the job ticket, after the print files were copied (a crash at that moment).
    const disk = createLocalFolderStorage(outboxDir);
    const failing: FileStorage = { ...disk, put: (key, body, options) => (key.endsWith('job-ticket.json') ? Promise.reject(new Error('disk full')) : disk.put(key, body, options)) };
    const renders = createPrintRepository(test.database.db);
    const crashing = createProductionHandoff({
      db: test.database.db,
      files: createFileStorage({ DATA_DIR: dataDir }),
      outbox: failing,
      log: test.app.log,
      print: {
        async finishedFiles(bookId, version) {
          const row = await renders.find(bookId);
          return row?.state === 'done' && row.filesVersion === version && row.filesKey ? { inner: printFileKey(row.filesKey, 'inner'), cover: printFileKey(row.filesKey, 'cover') } : null;
        },
        request: async () => undefined,
      },
    });
    await expect(crashing.handOver(order.id)).rejects.toThrow('disk full');
    const folder = `orders/${order.orderNumber.toLowerCase()}`;
    expect(outboxFiles(folder)).toEqual(['1-cover.pdf', '1-inner.pdf']);
    expect(await orderRow(order.id)).toMatchObject({ handedToProductionAt: null, productionAttempts: 1, productionError: expect.any(String) });

    // Its job was lost: the sweep finds the order once it has waited a while.
    await runSweep();
    expect((await orderRow(order.id)).handedToProductionAt).toBeNull();
    await acceptedLongAgo(order.id);
    await runSweep();
    expect(outboxFiles(folder)).toEqual(['1-cover.pdf', '1-inner.pdf', 'job-ticket.json']);
    expect((await orderRow(order.id)).handedToProductionAt).not.toBeNull();
    expect(await productionEvents(order.id)).toHaveLength(1);
  });

  it('never hands over a cancelled order', async () => {
    const order = await insertOrder(test, { userId: anna.id, email: 'anna@example.de', lines: [{ bookId: books[1]!.id, documentVersion: books[1]!.version, title: 'Gartenjahre' }] });
    await accept(order.orderNumber);
    expect((await operatorCall('POST', `orders/${order.orderNumber}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    await runJob(order.id);
    await acceptedLongAgo(order.id);
    await runSweep();
    expect(outboxFiles(`orders/${order.orderNumber.toLowerCase()}`)).toEqual([]);
    expect(await orderRow(order.id)).toMatchObject({ handedToProductionAt: null, productionAttempts: 0 });
  });

  it('hands over an order placed through the checkout and accepted at once (the shop’s own way, no operator)', async () => {
    const id = await createBookAs(test, anna.auth, { bookDescription: 'Unsere Oma' });
    await test.database.db.update(booksTable).set({ state: 2, finishedAt: new Date() }).where(eq(booksTable.id, id));
    const reserved = await test.app.inject({ method: 'POST', url: '/api/books/reservation', headers: anna.auth, payload: { bookStates: [{ bookPk: id, state: 2 }], customerRapidId: null, shippingAddressId: 0 } });
    expect(reserved.statusCode, reserved.body).toBe(200);
    const billingAddress = { salutation: 'female', companyName: null, firstNames: 'Anna', lastName: 'Beispiel', street: 'Lindenweg', streetNumber: '7a', zipCode: '04109', town: 'Leipzig', country: 'de' };
    const placed = await test.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: anna.auth,
      payload: { reservationId: reserved.json<{ reservationId: string }>().reservationId, quantities: [{ bookPk: id, quantity: 3 }], billingAddress, paymentMethod: 'invoice', acceptTerms: true },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNumber = placed.json<{ orderNumber: string }>().orderNumber;
    const [row] = await test.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row?.status).toBe('confirmed');

    await test.app.print.files.processPending();
    // The acceptance's job (the queue is not worked in tests): run as pg-boss would.
    await runJob(row!.id);
    const ticket = JSON.parse(readFileSync(join(outboxDir, `orders/${orderNumber.toLowerCase()}`, 'job-ticket.json'), 'utf8')) as JobTicket;
    expect(ticket).toMatchObject({ orderNumber, deliveryAddress: { lastName: 'Beispiel', town: 'Leipzig' }, lines: [{ position: 1, title: 'Unsere Oma', quantity: 3 }] });
    expect(ticket.lines[0]!.pages).toBeGreaterThan(0);
    expect(outboxFiles(`orders/${orderNumber.toLowerCase()}`)).toEqual(['1-cover.pdf', '1-inner.pdf', 'job-ticket.json']);
    const kinds = (await operatorCall('GET', `orders/${orderNumber}`)).json<BackOfficeOrder>().events.map((event) => event.kind);
    expect([kinds[0], kinds.at(-1), kinds.filter((kind) => kind === 'production').length]).toEqual(['placed', 'production', 1]);
  });
});
