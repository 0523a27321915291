import { afterEach, describe, expect, it, vi } from 'vitest';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { hashSecretToken, newSecretToken } from './secret-tokens';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('passwords', () => {
  it('hashes at OWASP\'s cost (scrypt N = 2^17, r = 8, p = 1) unless a test lowers it', async () => {
    vi.stubEnv('EB_TEST_PASSWORD_LOG2N', '');
    const stored = await hashPassword('Kennwort-123 ä');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('Kennwort-123 ä', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it('honours the lower test cost only under NODE_ENV=test', async () => {
    vi.stubEnv('EB_TEST_PASSWORD_LOG2N', '12');
    expect(await hashPassword('x')).toMatch(/^scrypt\$4096\$/);
    vi.stubEnv('NODE_ENV', 'production');
    expect(await hashPassword('x')).toMatch(/^scrypt\$131072\$/);
  });

  it('asks for a new hash when one was made with older parameters', async () => {
    vi.stubEnv('EB_TEST_PASSWORD_LOG2N', '15');
    const old = await hashPassword('Tulpen99');
    expect(old).toMatch(/^scrypt\$32768\$/);
    expect(needsRehash(old)).toBe(false);
    vi.stubEnv('EB_TEST_PASSWORD_LOG2N', '');
    expect(needsRehash(old)).toBe(true);
    // Still verifies: the parameters travel with the hash.
    expect(await verifyPassword('Tulpen99', old)).toBe(true);
    expect(needsRehash('md5$abc')).toBe(true);
  });

  it('has a dummy hash that no password matches', async () => {
    vi.stubEnv('EB_TEST_PASSWORD_LOG2N', '12');
    const dummy = await dummyPasswordHash();
    expect(needsRehash(dummy)).toBe(false);
    expect(await verifyPassword('', dummy)).toBe(false);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Kennwort-123 ä');
    expect(stored).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(stored).not.toContain('Kennwort');
    expect(await verifyPassword('Kennwort-123 ä', stored)).toBe(true);
    expect(await verifyPassword('Kennwort-123 a', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('gleich')).not.toBe(await hashPassword('gleich'));
  });

  it('refuses malformed stored values instead of throwing', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
    // Absurd parameters in a stored value must not make us allocate gigabytes.
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdA$a2V5')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1000$8$1$c2FsdA$a2V5')).toBe(false);
  });
});

describe('secret tokens', () => {
  it('are long, random, and stored only as their hash', () => {
    const first = newSecretToken();
    expect(first.token).toMatch(/^[\w-]{43}$/);
    expect(first.hash).toBe(hashSecretToken(first.token));
    expect(first.hash).not.toContain(first.token);
    expect(newSecretToken().token).not.toBe(first.token);
  });
});
