import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'dreitausend' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SUPPORT_EMAIL: 'keine-adresse' }, 'SUPPORT_EMAIL'],
    [{ TRUST_PROXY: 'vielleicht' }, 'TRUST_PROXY'],
    [{ OIDC_AUDIENCE: 'zwei werte' }, 'OIDC_AUDIENCE'],
    [{ OIDC_AUDIENCE: 'erinnerungsbuch-api' }, 'OIDC_AUDIENCE'],
    [{ OIDC_AUDIENCE: 'https://shop.example/api#x' }, 'OIDC_AUDIENCE'],
  ])('stops with a message naming the bad variable: %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });
});
