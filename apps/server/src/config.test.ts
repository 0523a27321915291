import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.OPERATOR_NAME).toContain('fiktiv');
  });

  it('expects access tokens for PUBLIC_URL/api unless OIDC_AUDIENCE names another audience', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example' }).apiAudience).toBe('https://shop.example/api');
    expect(loadConfig({ OIDC_AUDIENCE: 'https://shop.example/buecher-api' }).apiAudience).toBe('https://shop.example/buecher-api');
    // Another issuer may name the API with a plain client id (Keycloak does).
    expect(loadConfig({ OIDC_ISSUER: 'https://login.example/realms/shop', OIDC_AUDIENCE: 'erinnerungsbuch-api' }).apiAudience).toBe('erinnerungsbuch-api');
  });

  it('reads OPERATOR_ACCOUNTS as e-mail addresses in any case', () => {
    expect(loadConfig({ OPERATOR_ACCOUNTS: ' Leitung@Shop.example ,zweite@shop.example,' }).OPERATOR_ACCOUNTS).toEqual(['leitung@shop.example', 'zweite@shop.example']);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('reads TRUST_PROXY as a hop count or the proxies\' addresses, never as "trust everything"', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: 'true' would trust every X-Forwarded-For.*number of proxies/);
  });

  it('turns a hop count into a trust rule that takes the socket peer for a proxy only from a loopback or private address', () => {
    const trust = fastifyTrustProxy(1);
    if (typeof trust !== 'function') throw new Error('a hop count must become a function');
    expect(['10.1.2.3', '172.16.0.1', '192.168.0.9', '127.0.0.2', '::1', 'fc00::5', 'fe80::1', '::ffff:192.168.0.9'].map((address) => trust(address, 0))).toEqual(Array(8).fill(true));
    expect(['203.0.113.7', '172.15.0.1', '2001:db8::1', '::ffff:203.0.113.7', 'kein-ip'].map((address) => trust(address, 0))).toEqual(Array(5).fill(false));
    // Beyond the peer the count alone decides.
    expect(trust('203.0.113.7', 1)).toBe(false);
    expect((fastifyTrustProxy(2) as (address: string, hop: number) => boolean)('203.0.113.7', 1)).toBe(true);
    expect(fastifyTrustProxy(undefined)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.5'])).toEqual(['10.0.0.5']);
  });

  it.each([
    [{ PORT: 'dreitausend' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SUPPORT_EMAIL: 'keine-adresse' }, 'SUPPORT_EMAIL'],
    [{ TRUST_PROXY: 'vielleicht' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,*' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '0.0.0.0/0/1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '99' }, 'TRUST_PROXY'],
    [{ OIDC_AUDIENCE: 'zwei werte' }, 'OIDC_AUDIENCE'],
    // Login names gave the role to whoever registered the name first; only addresses are accepted.
    [{ OPERATOR_ACCOUNTS: 'betrieb@shop.example, Betriebsleitung' }, 'OPERATOR_ACCOUNTS'],
    [{ OIDC_AUDIENCE: 'erinnerungsbuch-api' }, 'OIDC_AUDIENCE'],
    [{ OIDC_AUDIENCE: 'https://shop.example/api#x' }, 'OIDC_AUDIENCE'],
  ])('stops with a message naming the bad variable: %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });
});
