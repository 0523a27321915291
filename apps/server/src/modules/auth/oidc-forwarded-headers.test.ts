import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The issuer builds the URLs of its discovery document (and its redirects) from the request's host
 * and protocol. Only what Fastify trusts under TRUST_PROXY may shape them, never a client's own
 * X-Forwarded-Host: a cache in front of the shop would otherwise hand others a document pointing
 * to a host the client chose.
 */
const DISCOVERY = '/oidc/.well-known/openid-configuration';
const PROXY = '10.0.0.5';
const STRANGER = '203.0.113.9';

async function discovery(test: TestApp, remoteAddress: string, headers: Record<string, string>) {
  const response = await test.app.inject({ url: DISCOVERY, remoteAddress, headers: { host: 'shop.example', ...headers } });
  expect(response.statusCode).toBe(200);
  return { text: response.body, tokenEndpoint: response.json<{ token_endpoint: string }>().token_endpoint };
}

describe.each([
  ['TRUST_PROXY unset', {}],
  ['TRUST_PROXY naming the proxy', { TRUST_PROXY: PROXY }],
  ['TRUST_PROXY=1', { TRUST_PROXY: '1' }],
])('the issuer’s discovery document with %s', (_name, env: Record<string, string>) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(env);
  });
  afterAll(() => test.close());

  it('ignores X-Forwarded-Host and X-Forwarded-Proto sent by a client that is no proxy of ours', async () => {
    const { text, tokenEndpoint } = await discovery(test, STRANGER, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.1' });
    expect(text).not.toContain('evil.example');
    expect(tokenEndpoint).toBe('http://shop.example/oidc/token');
  });
});

describe('the issuer behind a trusted proxy', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ TRUST_PROXY: PROXY });
  });
  afterAll(() => test.close());

  it('builds its URLs from the host and protocol the proxy forwards', async () => {
    const { tokenEndpoint } = await discovery(test, PROXY, { host: '127.0.0.1:3000', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' });
    expect(tokenEndpoint).toBe('https://shop.example/oidc/token');
  });

  it('takes the entry the proxy added, not one the client put before it', async () => {
    const { text, tokenEndpoint } = await discovery(test, PROXY, { 'x-forwarded-host': 'evil.example, shop.example', 'x-forwarded-proto': 'http, https' });
    expect(text).not.toContain('evil.example');
    expect(tokenEndpoint).toBe('https://shop.example/oidc/token');
  });
});
