import { createHash, randomBytes } from 'node:crypto';

/**
 * Tokens in mailed links: 256 random bits for the link, only their SHA-256 in the database, so a
 * leaked database reveals no usable link.
 */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
