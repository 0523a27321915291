import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../lib/api/api-client';
import { sessionStore } from '../../../lib/auth/session';
import { liveToken, stubLocalStorage } from '../../../testing/tokens';
import { deleteAddress } from './delete-address';
import { saveAddress } from './save-address';

const fields = {
  name: 'Filiale Nord',
  salutation: 'male' as const,
  firstNames: 'Jonas',
  lastName: 'Berg',
  companyName: null,
  street: 'Lindenweg',
  streetNumber: '1',
  zipCode: '50667',
  town: 'Köln',
};

let calls: Array<{ path: string; method: string; body: unknown }>;
beforeEach(() => {
  stubLocalStorage();
  sessionStore.set({ token: liveToken('jonas'), user: null });
  calls = [];
  setApiTransport(async (path, init) => {
    calls.push({ path, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return init?.method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json({ ...fields, id: 7 });
  });
});
afterEach(() => {
  setApiTransport((input, init) => fetch(input, init));
  sessionStore.set({ token: null, user: null });
  vi.unstubAllGlobals();
});

describe('saving and deleting an address (SPEC.md section 7)', () => {
  it('posts a new address to its company with id null, and puts a changed one with its id', async () => {
    await saveAddress({ companyId: 'bestattungen-lindner', address: { ...fields, id: null } });
    await saveAddress({ companyId: 'bestattungen-lindner', address: { ...fields, id: 7 } });
    expect(calls).toEqual([
      { path: '/api/users/shipping-addresses/bestattungen-lindner', method: 'POST', body: { ...fields, id: null } },
      { path: '/api/users/shipping-addresses/', method: 'PUT', body: { ...fields, id: 7 } },
    ]);
  });

  it('deletes by id without a body', async () => {
    expect(await deleteAddress(7)).toBeNull();
    expect(calls).toEqual([{ path: '/api/users/shipping-addresses/7', method: 'DELETE', body: undefined }]);
  });
});
