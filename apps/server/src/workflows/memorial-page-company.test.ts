import type { MemorialPageCompany, OperatorMemorialPage, PublicMemorialPage, UserInfo } from '@eb/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../modules/users/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { accessTokenFor, confirmedUser } from '../testing/tokens';

// Decision 017 (a): a family visiting a page a funeral company looks after sees its logo and name.
let test: TestApp;
let operator: { auth: { authorization: string } };
let secondOperator: { auth: { authorization: string } };
let sender = 0;
const LINDQVIST = { id: 'bestattungen-lindqvist-1a2b3c', name: 'Bestattungen Lindqvist', logoSrc: '/images/companies/lindqvist.svg' };
const AHORN = { id: 'ahorn-bestattungen-4d5e6f', name: 'Ahorn Bestattungen', logoSrc: null };

beforeAll(async () => {
  test = await createTestApp({ OPERATOR_ACCOUNTS: 'leitung@example.de,schicht@example.de' });
  operator = await confirmedUser(test, 'Leitung');
  secondOperator = await confirmedUser(test, 'Schicht');
  // Operators are applied at start; these registered afterwards, so apply again as a restart would.
  const { applyOperatorAccounts } = await import('../modules/users/seed-operators');
  await applyOperatorAccounts(test.database.db, { addresses: ['leitung@example.de', 'schicht@example.de'], demo: false, demoPassword: '' });
  await test.database.db.insert(companies).values([LINDQVIST, AHORN]);
});
afterAll(() => test.close());

const newPage = { firstNames: 'Hedwig', lastName: 'Brandt', dateOfBirth: '1929-03-14', dateOfDeath: '2026-10-02', placeOfDeath: 'Beispielstadt', administratorEmail: 'enkelin@example.de' };
const create = (payload: Record<string, unknown>, headers = operator.auth) => test.app.inject({ method: 'POST', url: '/api/operator/memorial-pages', headers, payload: { ...newPage, ...payload } });
const setCompany = (pageId: string, companyName: string | null, headers: Record<string, string> = operator.auth) =>
  test.app.inject({ method: 'PUT', url: `/api/operator/memorial-pages/${pageId}/company`, headers, payload: { companyName } });
const publicCompanyOf = async (pageId: string) => (await test.app.inject({ url: `/api/memorial-pages/${pageId}`, remoteAddress: `10.12.0.${++sender % 250}` })).json<PublicMemorialPage>().companyId;
const listed = async (pageId: string) => (await test.app.inject({ url: '/api/operator/memorial-pages', headers: operator.auth })).json<OperatorMemorialPage[]>().find((page) => page.id === pageId);

describe('operators name the funeral company that looks after a memorial page', () => {
  it('when creating it, by the company’s name in any case: the public page and the list then name the company', async () => {
    const created = await create({ companyName: '  bestattungen LINDQVIST ' });
    expect(created.statusCode).toBe(200);
    const page = created.json<OperatorMemorialPage>();
    expect(page).toMatchObject({ companyId: LINDQVIST.id, companyName: 'Bestattungen Lindqvist' });
    expect(await publicCompanyOf(page.id)).toBe(LINDQVIST.id);
    expect(await listed(page.id)).toMatchObject({ companyId: LINDQVIST.id, companyName: 'Bestattungen Lindqvist' });

    // The family's trial started from the page now notes the company on the account (decision 017).
    const trial = await test.app.inject({ url: `/api/users/create?memorialPageId=${page.id}`, remoteAddress: '10.12.1.1' });
    const info = await test.app.inject({ url: '/api/users/user-info', headers: { authorization: `Bearer ${trial.json<{ token: string }>().token}` }, remoteAddress: '10.12.1.1' });
    expect(info.json<UserInfo>().referringCompany).toEqual(LINDQVIST);
  });

  it('leaves the page without a company when none is given (or an empty name)', async () => {
    for (const payload of [{}, { companyName: null }, { companyName: '   ' }]) {
      const created = await create(payload);
      expect(created.statusCode).toBe(200);
      expect(created.json<OperatorMemorialPage>()).toMatchObject({ companyId: null, companyName: null });
      expect(await publicCompanyOf(created.json<OperatorMemorialPage>().id)).toBeNull();
    }
  });

  it('refuses a company we do not know with 400 and a German reason, and makes no page and no company', async () => {
    const before = (await test.app.inject({ url: '/api/operator/memorial-pages', headers: operator.auth })).json<OperatorMemorialPage[]>().length;
    const refused = await create({ companyName: 'Bestattungen Unbekannt', administratorEmail: 'niemand@example.de' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Dieses Bestattungsunternehmen kennen wir nicht.');
    expect((await test.app.inject({ url: '/api/operator/memorial-pages', headers: operator.auth })).json<OperatorMemorialPage[]>()).toHaveLength(before);
    expect(await test.database.db.query.companies.findMany()).toHaveLength(2);
    const tooLong = await create({ companyName: 'B'.repeat(121) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Bitte max. 120 Zeichen eingeben.');
  });

  it('changes and clears the company of any page, also one another operator created', async () => {
    const pageId = (await create({ companyName: LINDQVIST.name }, secondOperator.auth)).json<OperatorMemorialPage>().id;

    const changed = await setCompany(pageId, 'ahorn bestattungen');
    expect(changed.statusCode).toBe(200);
    expect(changed.json<MemorialPageCompany>()).toEqual({ id: pageId, companyId: AHORN.id, companyName: 'Ahorn Bestattungen' });
    expect(await publicCompanyOf(pageId)).toBe(AHORN.id);
    expect(await listed(pageId)).toMatchObject({ companyId: AHORN.id, companyName: 'Ahorn Bestattungen' });

    const unknown = await setCompany(pageId, 'Gibt es nicht');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Dieses Bestattungsunternehmen kennen wir nicht.');
    expect(await publicCompanyOf(pageId)).toBe(AHORN.id);

    for (const companyName of [null, '']) {
      await setCompany(pageId, AHORN.name);
      const cleared = await setCompany(pageId, companyName);
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json<MemorialPageCompany>()).toEqual({ id: pageId, companyId: null, companyName: null });
      expect(await publicCompanyOf(pageId)).toBeNull();
      expect(await listed(pageId)).toMatchObject({ companyId: null, companyName: null });
    }
  });

  it('answers 404 for a page that does not exist and 400 for what cannot be a page id', async () => {
    const missing = await setCompany('gibt-es-nicht', AHORN.name);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Diese Gedenkseite gibt es nicht.');
    expect((await setCompany('Gibt%20es%20nicht', AHORN.name)).statusCode).toBe(400);
  });

  it('is for operators only: not the page’s own administrator, nobody without a sign-in', async () => {
    const created = (await create({ companyName: LINDQVIST.name, administratorEmail: 'verwalterin@example.de' })).json<OperatorMemorialPage>();
    const administrator = await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, 'verwalterin@example.de') });
    const auth = { authorization: `Bearer ${await accessTokenFor(test, administrator!.id)}` };

    const refused = await setCompany(created.id, null, auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Dieser Bereich ist dem Betrieb vorbehalten.');
    expect((await create({ companyName: AHORN.name }, auth)).statusCode).toBe(403);
    expect((await setCompany(created.id, null, {})).statusCode).toBe(401);
    expect(await publicCompanyOf(created.id)).toBe(LINDQVIST.id);
  });
});
