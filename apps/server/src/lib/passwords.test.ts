import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';
import { hashSecretToken, newSecretToken } from './secret-tokens';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Kennwort-123 ä');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
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
