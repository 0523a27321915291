import { afterAll, describe, expect, it } from 'vitest';
import { hostileRequestsFor, type HostileRequest } from './testing/hostile/cases';
import { hostileFixture } from './testing/hostile/fixture';
import { faultOf } from './testing/hostile/judge';
import { operationsOf, type Operation } from './testing/hostile/operations';
import { createTestApp } from './testing/test-app';

// Built before the tests are listed: one test per operation of the server's own OpenAPI
// description, so a new route is walked without anyone touching this file.
const test = await createTestApp({ SEED_DEMO_DATA: 'true' });
// Deletions last: the known page's appointment and the known book stay for the other operations.
const operations = (await operationsOf(test.app)).sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
const fixture = await hostileFixture(test);
afterAll(() => test.close());

// Each request comes from an address of its own, so rate limits (a correct 429) do not hide what lies behind them.
let sender = 0;
const nextAddress = () => {
  sender++;
  return `10.${(sender >> 16) & 255}.${(sender >> 8) & 255}.${sender & 255}`;
};

async function answerFault(request: HostileRequest, token: string | undefined): Promise<string | undefined> {
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...request.headers };
  try {
    const response = await test.app.inject({ method: request.method as 'GET', url: request.url, headers, remoteAddress: nextAddress(), ...(request.payload !== undefined ? { payload: request.payload } : {}) });
    return faultOf(response);
  } catch (error) {
    return `the request threw: ${String(error)}`;
  }
}

describe('hostile input against every operation of the OpenAPI description', () => {
  it('finds the operations, including the known weak spot', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.some((operation) => operation.method === 'POST' && operation.path === '/api/memorial-pages/{pageId}/candles')).toBe(true);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s answers hostile requests with a German 4xx (or a 2xx where the input is fine), never a 5xx',
    async (_name, operation) => {
      const faults: string[] = [];
      for (const request of hostileRequestsFor(operation, fixture.known)) {
        for (const [holder, token] of Object.entries(fixture.tokens)) {
          if (!fixture.parts[holder]?.includes(request.part)) continue;
          const fault = await answerFault(request, token);
          if (fault) faults.push(`${request.what} — ${holder}: ${fault}`);
        }
      }
      expect(faults.slice(0, 20), `${faults.length} faults`).toEqual([]);
    },
  );

  // Outside the description: the issuer (its protocol answers in OAuth's own error format, for
  // programs) and the development mailbox. They must not fail either.
  const text = { type: 'string' };
  const outside: Operation[] = [
    { method: 'GET', path: '/oidc/interaction/{uid}', parameters: [{ in: 'path', name: 'uid', required: true, schema: text }] },
    { method: 'POST', path: '/oidc/interaction/{uid}/login', parameters: [{ in: 'path', name: 'uid', required: true, schema: text }], body: { type: 'object', properties: { login: text, password: text } } },
    { method: 'POST', path: '/oidc/interaction/{uid}/abort', parameters: [{ in: 'path', name: 'uid', required: true, schema: text }] },
    { method: 'GET', path: '/oidc/auth', parameters: ['client_id', 'redirect_uri', 'state', 'code_challenge'].map((name) => ({ in: 'query' as const, name, required: true, schema: text })) },
    { method: 'POST', path: '/oidc/token', parameters: [], body: { type: 'object', properties: { grant_type: text, code: text, client_id: text } } },
    { method: 'GET', path: '/oidc/session/end', parameters: [{ in: 'query', name: 'id_token_hint', required: true, schema: text }] },
    { method: 'GET', path: '/dev/mails/{id}', parameters: [{ in: 'path', name: 'id', required: true, schema: text }] },
  ];
  it.each(outside.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))('%s (outside the description) never answers hostile requests with a 5xx', async (_name, operation) => {
    const faults: string[] = [];
    for (const request of hostileRequestsFor(operation)) {
      const response = await test.app.inject({ method: request.method as 'GET', url: request.url, remoteAddress: nextAddress(), ...(request.headers ? { headers: request.headers } : {}), ...(request.payload !== undefined ? { payload: request.payload } : {}) });
      if (response.statusCode >= 500) faults.push(`${request.what}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(faults.slice(0, 20), `${faults.length} faults`).toEqual([]);
  });

  it('is still up after all that', async () => {
    expect((await test.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
