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

describe('the S3 settings', () => {
  const complete = { S3_BUCKET: 'erinnerungsbuch-fotos', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'geheim/Schluessel+1' };
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    throw new Error('the configuration was accepted');
  };

  it('are all unset by default (files stay in DATA_DIR/files), and complete with a default region', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    const config = loadConfig({ ...complete, S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(config).toMatchObject({ ...complete, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-central-1' });
    expect(loadConfig({ ...complete, S3_REGION: 'us-east-1' }).S3_REGION).toBe('us-east-1');
  });

  it('are all or nothing: a bucket without keys names each missing setting', () => {
    expect(problemsOf({ S3_BUCKET: 'fotos' }).map((problem) => problem.split(':')[0])).toEqual(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
    expect(problemsOf({ S3_BUCKET: 'fotos' })[0]).toContain('since S3_BUCKET is');
    // Keys (or an endpoint) alone would leave the files in the local folder without a word.
    expect(problemsOf({ S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }).map((problem) => problem.split(':')[0])).toEqual(['S3_BUCKET']);
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toHaveLength(3);
    expect(problemsOf({ ...complete, S3_BUCKET: '' }).map((problem) => problem.split(':')[0])).toEqual(['S3_BUCKET']);
  });

  it.each([
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_ENDPOINT: 'ftp://127.0.0.1:9000' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'Meine_Fotos' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'ab' }, 'S3_BUCKET'],
    [{ S3_REGION: 'Frankfurt am Main' }, 'S3_REGION'],
  ])('stops with a message naming the bad setting: %o', (env, variable) => {
    expect(problemsOf({ ...complete, ...env }).some((problem) => problem.startsWith(`${variable}:`))).toBe(true);
  });

  it('never quote the secret key (or any other value) in a message', () => {
    const secret = 'Sehr/Geheim+Schluessel';
    const envs: Record<string, string>[] = [{ S3_SECRET_ACCESS_KEY: secret }, { S3_SECRET_ACCESS_KEY: secret, S3_BUCKET: 'Falscher Name', S3_ENDPOINT: 'nicht-url' }];
    for (const env of envs) {
      const problems = problemsOf(env).join('\n');
      expect(problems).toContain('S3_');
      expect(problems).not.toContain(secret);
      expect(problems).not.toContain('Falscher Name');
      expect(problems).not.toContain('nicht-url');
    }
  });
});
