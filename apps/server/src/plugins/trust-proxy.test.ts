import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyTrustProxy, loadConfig } from '../config';
import { createTestApp, type TestApp } from '../testing/test-app';

/** The address Fastify (and so every rate limit) sees for a request, under a TRUST_PROXY value. */
async function seenAddress(trustProxy: string | undefined, request: { remoteAddress: string; forwardedFor?: string }) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(loadConfig(trustProxy ? { TRUST_PROXY: trustProxy } : {}).TRUST_PROXY) });
  app.get('/ip', async (req) => req.ip);
  const headers = request.forwardedFor ? { 'x-forwarded-for': request.forwardedFor } : {};
  const answer = await app.inject({ url: '/ip', remoteAddress: request.remoteAddress, headers });
  await app.close();
  return answer.body;
}

describe('TRUST_PROXY decides whose address a request has', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    expect(await seenAddress(undefined, { remoteAddress: '198.51.100.9', forwardedFor: '1.2.3.4' })).toBe('198.51.100.9');
  });

  it('with one hop, takes only the address the proxy added: a forged chain before it counts for nothing', async () => {
    // The client sent "1.2.3.4, 5.6.7.8"; the proxy (10.0.0.1) appended the client's real address.
    expect(await seenAddress('1', { remoteAddress: '10.0.0.1', forwardedFor: '1.2.3.4, 5.6.7.8, 203.0.113.7' })).toBe('203.0.113.7');
    expect(await seenAddress('2', { remoteAddress: '10.0.0.1', forwardedFor: '1.2.3.4, 203.0.113.7, 10.0.0.2' })).toBe('203.0.113.7');
  });

  it('with a hop count, takes the peer for a proxy only from a loopback or private address: a client reaching the server around the proxy cannot choose its address', async () => {
    for (const proxy of ['10.0.0.1', '172.31.255.1', '192.168.1.1', '127.0.0.1', '::1', 'fd12::1', 'fe80::1', 'fe80::1%eth0', '::ffff:10.0.0.1', '::ffff:127.0.0.1']) {
      expect(await seenAddress('1', { remoteAddress: proxy, forwardedFor: '203.0.113.7' }), proxy).toBe('203.0.113.7');
    }
    for (const direct of ['198.51.100.9', '172.32.0.1', '2001:db8::9', '::ffff:198.51.100.9', '11.0.0.1']) {
      expect(await seenAddress('1', { remoteAddress: direct, forwardedFor: '1.2.3.4' }), direct).toBe(direct);
      expect(await seenAddress('2', { remoteAddress: direct, forwardedFor: '1.2.3.4, 10.0.0.2' }), direct).toBe(direct);
    }
    // Only the peer must be private: the proxy before it may be anywhere.
    expect(await seenAddress('2', { remoteAddress: '10.0.0.1', forwardedFor: '1.2.3.4, 203.0.113.7, 198.51.100.20' })).toBe('203.0.113.7');
  });

  it('with the proxies\' addresses, trusts only those', async () => {
    expect(await seenAddress('10.0.0.0/8', { remoteAddress: '10.0.0.1', forwardedFor: '1.2.3.4, 203.0.113.7' })).toBe('203.0.113.7');
    // Someone reaching the server directly cannot claim an address.
    expect(await seenAddress('10.0.0.0/8', { remoteAddress: '198.51.100.9', forwardedFor: '1.2.3.4' })).toBe('198.51.100.9');
  });
});

describe('a client behind the proxy cannot escape the rate limit by forging X-Forwarded-For', () => {
  let behindProxy: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    behindProxy = await createTestApp({ TRUST_PROXY: '1' });
    direct = await createTestApp();
  });
  afterAll(async () => {
    await behindProxy.close();
    await direct.close();
  });

  // request-password-reset allows 5 calls per address in its window.
  const reset = (remoteAddress: string, forwardedFor: string): InjectOptions => ({
    method: 'POST',
    url: '/api/users/request-password-reset',
    payload: { email: 'niemand@example.de' },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

  it('TRUST_PROXY=1: every forged first entry still counts for the address the proxy added', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await behindProxy.app.inject(reset('10.0.0.1', `192.0.2.${attempt}, 203.0.113.7`))).statusCode).toBe(200);
    }
    expect((await behindProxy.app.inject(reset('10.0.0.1', '192.0.2.99, 203.0.113.7'))).statusCode).toBe(429);
    // Another visitor behind the same proxy is counted apart.
    expect((await behindProxy.app.inject(reset('10.0.0.1', '203.0.113.8'))).statusCode).toBe(200);
  });

  it('no TRUST_PROXY: X-Forwarded-For changes nothing', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await direct.app.inject(reset('198.51.100.9', `192.0.2.${attempt}`))).statusCode).toBe(200);
    }
    expect((await direct.app.inject(reset('198.51.100.9', '192.0.2.200'))).statusCode).toBe(429);
  });
});
