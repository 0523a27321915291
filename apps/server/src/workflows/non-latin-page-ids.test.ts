import { randomBytes } from 'node:crypto';
import type { MemorialPageAdministration, OperatorMemorialPage } from '@eb/api-contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyOperatorAccounts } from '../modules/users/seed-operators';
import { createTestApp, type TestApp } from '../testing/test-app';
import { accessTokenFor, confirmedUser } from '../testing/tokens';

let test: TestApp;
let operator: { authorization: string };

beforeAll(async () => {
  test = await createTestApp({ OPERATOR_ACCOUNTS: 'auskunft@example.de' });
  operator = (await confirmedUser(test, 'Auskunft')).auth;
  await applyOperatorAccounts(test.database.db, { addresses: ['auskunft@example.de'], demo: false, demoPassword: '' });
});
afterAll(() => test.close());

async function portraitForm() {
  const picture = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#6b5a4a' } }).jpeg().toBuffer();
  const boundary = `----eb${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="portrait"; filename="bild.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), picture, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('memorial pages for names in other scripts', () => {
  it.each([
    ['Иван', 'Петров', 'ivan@example.de', /^ivan-petrov-[0-9a-f]{6}$/],
    ['李', '明', 'li@example.de', /^gedenkseite-[0-9a-f]{6}$/],
  ])('%s %s gets a valid page id, a public page and a portrait', async (firstNames, lastName, administratorEmail, expected) => {
    const created = await test.app.inject({ method: 'POST', url: '/api/operator/memorial-pages', headers: operator, payload: { firstNames, lastName, dateOfBirth: '1941-03-08', dateOfDeath: '2026-10-01', administratorEmail } });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<OperatorMemorialPage>();
    expect(id).toMatch(expected);
    expect((await test.app.inject(`/api/memorial-pages/${id}`)).statusCode).toBe(200);

    const administrator = await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, administratorEmail) });
    const form = await portraitForm();
    const uploaded = await test.app.inject({ method: 'PUT', url: `/api/memorial-pages/${id}/portrait`, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${await accessTokenFor(test, administrator!.id)}` } });
    expect(uploaded.statusCode).toBe(200);
    const src = uploaded.json<MemorialPageAdministration>().portraitSrc!;
    expect((await test.app.inject(src)).headers['content-type']).toBe('image/webp');
  });
});
