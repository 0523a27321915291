import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are hashed with scrypt (memory-hard, in node:crypto) at OWASP's current cost:
 * N = 2^17, r = 8, p = 1 (about 128 MiB and a few hundred milliseconds a hash, off the event loop
 * in libuv's thread pool). The parameters travel with the hash, so older hashes still verify and
 * are replaced at the next sign-in (needsRehash).
 */
const PRODUCT_LOG2_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
/** Stored hashes above this are refused rather than allowed to take gigabytes. */
const MAX_LOG2_N = 20;

/**
 * The test suite registers many users; it may lower the cost with EB_TEST_PASSWORD_LOG2N, which is
 * honoured only when NODE_ENV is 'test'. Read at every hash, so a test can check the product cost.
 */
function currentParams(): { N: number; r: number; p: number } {
  const testLog2N = process.env.NODE_ENV === 'test' ? Number(process.env.EB_TEST_PASSWORD_LOG2N) : Number.NaN;
  const log2N = Number.isInteger(testLog2N) && testLog2N >= 10 && testLog2N <= PRODUCT_LOG2_N ? testLog2N : PRODUCT_LOG2_N;
  return { N: 2 ** log2N, r: R, p: P };
}

function derive(password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number }, keyLength: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes (128 MiB at the product cost); twice that leaves headroom.
  const maxmem = 256 * options.N * options.r;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const params = currentParams();
  const salt = randomBytes(16);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface StoredHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): StoredHash | undefined {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key || rest.length > 0) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(params.N) && params.N >= 2 && params.N <= 2 ** MAX_LOG2_N && (params.N & (params.N - 1)) === 0 &&
    Number.isInteger(params.r) && params.r >= 1 && params.r <= 32 &&
    Number.isInteger(params.p) && params.p >= 1 && params.p <= 16;
  if (!sane) return undefined;
  return { ...params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const actual = await derive(password, parsed.salt, { N: parsed.N, r: parsed.r, p: parsed.p }, parsed.key.length);
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
}

/** Whether a stored hash was made with other parameters than today's: then it is replaced after a sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  const params = currentParams();
  return !parsed || parsed.N !== params.N || parsed.r !== params.r || parsed.p !== params.p || parsed.key.length !== KEY_LENGTH;
}

/**
 * A hash of no one's password at today's cost: a sign-in for a name nobody has is checked against
 * it, so it takes as long as one with a wrong password and the time does not tell who has an account.
 */
let dummy: { N: number; hash: Promise<string> } | undefined;
export function dummyPasswordHash(): Promise<string> {
  const { N } = currentParams();
  if (dummy?.N !== N) dummy = { N, hash: hashPassword(randomBytes(16).toString('base64url')) };
  return dummy.hash;
}
