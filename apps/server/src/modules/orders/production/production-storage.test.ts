import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { startS3Server, type S3TestServer } from '../../../testing/s3-server';
import { createProductionStorage } from './production-storage';

let folder: string;
let s3: S3TestServer;
const ticket = Buffer.from('{"orderNumber":"EB-2026-00001"}\n');

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'eb-production-storage-'));
  s3 = await startS3Server();
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await s3.stop();
});

describe('the production outbox storage', () => {
  it('is DATA_DIR/production-outbox by default, apart from the shop’s own files', async () => {
    const storage = createProductionStorage(loadConfig({ DATA_DIR: folder }));
    await storage.put('orders/eb-2026-00001/job-ticket.json', ticket, { contentType: 'application/json' });
    expect(readFileSync(join(folder, 'production-outbox', 'orders', 'eb-2026-00001', 'job-ticket.json')).equals(ticket)).toBe(true);
    expect(existsSync(join(folder, 'files'))).toBe(false);
  });

  it('is the folder PRODUCTION_OUTBOX_DIR names', async () => {
    const storage = createProductionStorage(loadConfig({ DATA_DIR: folder, PRODUCTION_OUTBOX_DIR: join(folder, 'druckerei') }));
    await storage.put('orders/eb-2026-00002/job-ticket.json', ticket, { contentType: 'application/json' });
    expect(existsSync(join(folder, 'druckerei', 'orders', 'eb-2026-00002', 'job-ticket.json'))).toBe(true);
  });

  it('is the bucket PRODUCTION_S3_BUCKET names, on the S3 server of S3_*', async () => {
    const storage = createProductionStorage(loadConfig({ DATA_DIR: folder, ...s3.config, PRODUCTION_S3_BUCKET: s3.config.S3_BUCKET }));
    await storage.put('orders/eb-2026-00003/job-ticket.json', ticket, { contentType: 'application/json' });
    const stored = await storage.get('orders/eb-2026-00003/job-ticket.json');
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(ticket)).toBe(true);
    expect(existsSync(join(folder, 'production-outbox', 'orders', 'eb-2026-00003'))).toBe(false);
  });

  it('refuses a production bucket without the S3 server’s settings, naming the variable and no value', () => {
    expect(() => loadConfig({ PRODUCTION_S3_BUCKET: 'druckerei' })).toThrow(/PRODUCTION_S3_BUCKET: needs the S3 server/);
    expect(() => loadConfig({ PRODUCTION_S3_BUCKET: 'Kein Bucket!' })).toThrow(/PRODUCTION_S3_BUCKET: must be a bucket name/);
  });
});
