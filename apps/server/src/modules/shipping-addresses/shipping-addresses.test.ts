import type { CustomerInfo, ShippingAddress } from '@eb/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyOperatorAccounts } from '../users/seed-operators';
import { companies } from '../users/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { confirmedUser, registeredUser } from '../../testing/tokens';
import { shippingAddresses } from './schema';

type Auth = { authorization: string };
let test: TestApp;
let clock = new Date('2026-03-02T10:00:00Z');
let helga: Auth; // staff of Pietät Sonnenschein (Germany)
let jonas: Auth; // staff of Bestattung Alpenblick (Austria)
let erna: Auth; // a customer without a company
let sonnenschein: string;
let alpenblick: string;
let sender = 0;

const address = {
  name: 'Filiale Nord',
  salutation: 'female',
  firstNames: 'Anna Maria',
  lastName: 'Lindner',
  companyName: 'Pietät Sonnenschein GmbH',
  street: 'Lindenweg',
  streetNumber: '12a',
  zipCode: '50667',
  town: 'Köln',
} as const;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth?: Auth, payload?: unknown) =>
  test.app.inject({ method, url: `/api/users/${url}`, ...(auth ? { headers: auth } : {}), ...(payload === undefined ? {} : { payload: payload as object }), remoteAddress: `10.15.0.${++sender % 250}` });
const create = (companyId: string, body: object, auth = helga) => call('POST', `shipping-addresses/${companyId}`, auth, body);
const list = async (companyId: string, auth = helga) => (await call('GET', `shipping-addresses-by-rapid-id/${companyId}`, auth)).json<ShippingAddress[]>();

beforeAll(async () => {
  test = await createTestApp({ OPERATOR_ACCOUNTS: 'leitstelle@example.de' }, () => clock);
  const operator = (await confirmedUser(test, 'Leitstelle')).auth;
  await applyOperatorAccounts(test.database.db, { addresses: ['leitstelle@example.de'], demo: false, demoPassword: '' });
  helga = (await confirmedUser(test, 'Helga')).auth;
  jonas = (await confirmedUser(test, 'Jonas')).auth;
  erna = (await confirmedUser(test, 'Erna')).auth;
  const director = (account: string, companyName: string) =>
    test.app.inject({ method: 'PUT', url: `/api/operator/funeral-directors/${account}`, headers: operator, payload: { maxTemplates: 2, companyName } });
  sonnenschein = (await director('Helga', 'Pietät Sonnenschein')).json<{ companyId: string }>().companyId;
  alpenblick = (await director('Jonas', 'Bestattung Alpenblick')).json<{ companyId: string }>().companyId;
  await test.database.db.update(companies).set({ country: 'at' }).where(eq(companies.id, alpenblick));
});
afterAll(() => test.close());

describe('customer-infos', () => {
  it('lists the company a member of staff works for, with whether it has (new) addresses; none for others', async () => {
    expect((await call('GET', 'customer-infos', helga)).json<CustomerInfo[]>()).toEqual([
      { id: sonnenschein, name: 'Pietät Sonnenschein', country: 'de', hasNewAddress: false, hasAnyAddress: false },
    ]);
    expect((await call('GET', 'customer-infos', jonas)).json<CustomerInfo[]>()).toEqual([
      { id: alpenblick, name: 'Bestattung Alpenblick', country: 'at', hasNewAddress: false, hasAnyAddress: false },
    ]);
    expect((await call('GET', 'customer-infos', erna)).json()).toEqual([]);
  });
});

describe('a company’s addresses', () => {
  let id: number;

  it('creates, reads, lists, changes and deletes an address; the list is sorted by name', async () => {
    const created = await create(sonnenschein, { ...address, id: null, street: '  Lindenweg  ' });
    expect(created.statusCode).toBe(200);
    const stored = created.json<ShippingAddress>();
    expect(stored).toMatchObject({ ...address, companyId: sonnenschein, country: 'de', isNew: true });
    expect(stored.id).toBeGreaterThan(0);
    id = stored.id;
    await create(sonnenschein, { ...address, name: 'Am Friedhof', companyName: '' });

    expect((await list(sonnenschein)).map((entry) => [entry.name, entry.companyName])).toEqual([
      ['Am Friedhof', null],
      ['Filiale Nord', 'Pietät Sonnenschein GmbH'],
    ]);
    expect((await call('GET', `shipping-addresses/${id}`, helga)).json()).toMatchObject({ id, town: 'Köln' });
    expect((await call('GET', 'customer-infos', helga)).json()).toMatchObject([{ hasNewAddress: true, hasAnyAddress: true }]);

    const changed = await call('PUT', 'shipping-addresses/', helga, { ...address, id, town: 'Bonn', zipCode: '53111', salutation: 'male' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, town: 'Bonn', zipCode: '53111', salutation: 'male' });
    expect((await call('GET', `shipping-addresses/${id}`, helga)).json()).toMatchObject({ town: 'Bonn' });

    expect((await call('DELETE', `shipping-addresses/${id}`, helga)).statusCode).toBe(204);
    expect((await call('GET', `shipping-addresses/${id}`, helga)).statusCode).toBe(404);
    expect((await call('DELETE', `shipping-addresses/${id}`, helga)).statusCode).toBe(404);
    expect((await list(sonnenschein)).map((entry) => entry.name)).toEqual(['Am Friedhof']);
  });

  it('marks an address "neu" for 14 days, and not once an order has used it', async () => {
    const fresh = (await create(sonnenschein, { ...address, name: 'Frisch' })).json<ShippingAddress>();
    clock = new Date(clock.getTime() + 13 * 24 * 3600 * 1000);
    expect((await call('GET', `shipping-addresses/${fresh.id}`, helga)).json()).toMatchObject({ isNew: true });
    await test.database.db.update(shippingAddresses).set({ lastUsedAt: clock }).where(eq(shippingAddresses.id, fresh.id));
    expect((await call('GET', `shipping-addresses/${fresh.id}`, helga)).json()).toMatchObject({ isNew: false });
    clock = new Date(clock.getTime() + 2 * 24 * 3600 * 1000);
    expect((await list(sonnenschein)).every((entry) => !entry.isNew)).toBe(true);
    expect((await call('GET', 'customer-infos', helga)).json()).toMatchObject([{ hasNewAddress: false, hasAnyAddress: true }]);
  });
});

describe('only one’s own companies', () => {
  it('answers 404 for another company’s address and list, and never changes or deletes it', async () => {
    const theirs = (await create(alpenblick, { ...address, zipCode: '6020', town: 'Innsbruck' }, jonas)).json<ShippingAddress>();
    for (const response of [
      await call('GET', `shipping-addresses/${theirs.id}`, helga),
      await call('DELETE', `shipping-addresses/${theirs.id}`, helga),
      await call('PUT', 'shipping-addresses/', helga, { ...address, id: theirs.id }),
      await call('GET', `shipping-addresses-by-rapid-id/${alpenblick}`, helga),
      await create(alpenblick, address, helga),
      await call('GET', `shipping-addresses/${theirs.id}`, erna),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(JSON.stringify(response.json())).not.toContain('Innsbruck');
    }
    expect((await call('GET', `shipping-addresses/${theirs.id}`, jonas)).json()).toMatchObject({ town: 'Innsbruck', zipCode: '6020', country: 'at' });
    // An unknown company reads exactly like another's.
    expect((await call('GET', 'shipping-addresses-by-rapid-id/gibt-es-nicht', helga)).json()).toMatchObject({ statusCode: 404, message: 'Dieses Unternehmen gehört nicht zu Ihren Kunden.' });
    expect((await call('GET', 'shipping-addresses/999999', helga)).json()).toMatchObject({ statusCode: 404, message: 'Diese Lieferanschrift gibt es nicht.' });
  });

  it('refuses trial users (403) and anyone not signed in (401)', async () => {
    const trial = await call('GET', 'create');
    const auth = { authorization: `Bearer ${trial.json<{ token: string }>().token}` };
    expect((await call('GET', 'customer-infos', auth)).json()).toMatchObject({ statusCode: 403, message: 'Lieferanschriften können Sie verwalten, sobald Sie sich registriert haben.' });
    expect((await create(sonnenschein, address, auth)).statusCode).toBe(403);
    expect((await call('GET', 'customer-infos')).statusCode).toBe(401);
    expect((await call('GET', `shipping-addresses-by-rapid-id/${sonnenschein}`)).statusCode).toBe(401);
    expect((await call('PUT', 'shipping-addresses/', undefined, { ...address, id: 1 })).statusCode).toBe(401);
  });

  it('gives an unconfirmed account no customers (staff must have a confirmed address)', async () => {
    const unconfirmed = (await registeredUser(test, 'Vorschnell')).auth;
    expect((await call('GET', 'customer-infos', unconfirmed)).json()).toEqual([]);
    expect((await create(sonnenschein, address, unconfirmed)).statusCode).toBe(404);
  });
});

describe('the address form’s rules (SPEC.md section 5)', () => {
  it.each([
    ['name', { name: '  ' }, 'Bitte geben Sie der Adresse eine Bezeichnung.'],
    ['salutation', { salutation: 'divers' }, 'Die Anrede ist erforderlich.'],
    ['missing salutation', { salutation: undefined }, 'Die Anrede ist erforderlich.'],
    ['first names', { firstNames: '' }, 'Ein Vorname ist erforderlich.'],
    ['last name', { lastName: undefined }, 'Der Nachname ist erforderlich.'],
    ['street', { street: '' }, 'Bitte geben Sie die Straße und den ort an.'],
    ['street number', { streetNumber: ' ' }, 'Bitte geben Sie die Straße und den ort an.'],
    ['town', { town: '' }, 'Bitte geben Sie eine fünfstellige Postleitzahl und einen Ort an.'],
    ['zip missing', { zipCode: '' }, 'Bitte geben Sie eine fünfstellige Postleitzahl und einen Ort an.'],
    ['zip with 4 digits in Germany', { zipCode: '5066' }, 'Bitte geben Sie eine fünfstellige Postleitzahl und einen Ort an.'],
    ['zip with letters', { zipCode: '5O667' }, 'Bitte geben Sie eine fünfstellige Postleitzahl und einen Ort an.'],
    ['a line break in a name', { lastName: 'Lind\nner' }, 'Bitte verwenden Sie nur druckbare Zeichen.'],
    ['an overlong label', { name: 'x'.repeat(101) }, 'Bitte max. 100 Zeichen eingeben.'],
    ['an id on create', { id: 5 }, 'Eine neue Lieferanschrift hat noch keine Nummer.'],
  ])('refuses %s with 400 and its message', async (_case, change, message) => {
    const response = await create(sonnenschein, { ...address, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('checks the Austrian postcode (4 digits) with its own message, for create and update', async () => {
    const atAddress = { ...address, zipCode: '1010', town: 'Wien' };
    expect((await create(alpenblick, { ...atAddress, zipCode: '10100' }, jonas)).json()).toMatchObject({
      statusCode: 400,
      message: 'Bitte geben Sie eine vierstellige Postleitzahl und einen Ort an.',
    });
    expect((await create(alpenblick, { ...atAddress, town: ' ' }, jonas)).json()).toMatchObject({ message: 'Bitte geben Sie eine vierstellige Postleitzahl und einen Ort an.' });
    const stored = (await create(alpenblick, atAddress, jonas)).json<ShippingAddress>();
    expect(stored).toMatchObject({ zipCode: '1010', country: 'at' });
    const refused = await call('PUT', 'shipping-addresses/', jonas, { ...atAddress, id: stored.id, zipCode: '50667' });
    expect(refused.json()).toMatchObject({ statusCode: 400, message: 'Bitte geben Sie eine vierstellige Postleitzahl und einen Ort an.' });
    expect((await call('GET', `shipping-addresses/${stored.id}`, jonas)).json()).toMatchObject({ zipCode: '1010' });
  });

  it('needs an id above 0 to update, and a whole number as an address id', async () => {
    for (const id of [0, -1, null, 1.5, '7']) {
      const response = await call('PUT', 'shipping-addresses/', helga, { ...address, id });
      expect(response.statusCode, String(id)).toBe(400);
      expect(response.json().message).toBe('Zum Ändern wird die Nummer der Lieferanschrift benötigt.');
    }
    for (const id of ['0', 'abc', '-3', '99999999999']) {
      expect((await call('GET', `shipping-addresses/${id}`, helga)).statusCode, id).toBe(400);
    }
  });
});

describe('a bounded list', () => {
  it('refuses a company’s 201st address with 409 and a German reason', async () => {
    const held = (await list(alpenblick, jonas)).length;
    const rows = Array.from({ length: 200 - held }, (_, index) => ({ ...address, name: `Filiale ${index}`, zipCode: '1010', town: 'Wien', companyId: alpenblick }));
    await test.database.db.insert(shippingAddresses).values(rows);
    const refused = await create(alpenblick, { ...address, zipCode: '1010', town: 'Wien' }, jonas);
    expect(refused.json()).toMatchObject({ statusCode: 409, message: 'Für dieses Unternehmen sind schon 200 Lieferanschriften gespeichert. Bitte löschen Sie zuerst nicht mehr benötigte.' });
    expect(await list(alpenblick, jonas)).toHaveLength(200);
  });
});
