import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

async function policyWith(options?: Parameters<typeof registerSecurityHeaders>[1]) {
  const app = Fastify();
  await registerSecurityHeaders(app, options);
  app.get('/', async () => 'ok');
  try {
    const response = await app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    return Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));
  } finally {
    await app.close();
  }
}

describe('the content security policy', () => {
  it('lets the page connect to its own origin only, with the embedded issuer', async () => {
    expect((await policyWith())['connect-src']).toEqual(["'self'"]);
  });

  it('also lets it reach another issuer named by OIDC_ISSUER (discovery, tokens, renewal), by its origin only', async () => {
    const policy = await policyWith({ outsideIssuer: 'https://login.example.de:8443/realms/shop' });
    expect(policy['connect-src']).toEqual(["'self'", 'https://login.example.de:8443']);
    // Nothing else opens up for that issuer.
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });
});
