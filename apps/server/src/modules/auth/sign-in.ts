import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/passwords';
import { createUsersRepository } from '../users/repository';
import { createSignInThrottleRepository } from './sign-in-throttle-repository';

/** Attempts before the first wait; then 1, 2, 4 … minutes, at most an hour, until a sign-in succeeds. */
const FREE_ATTEMPTS = 5;
const MAX_LOCK_MINUTES = 60;
/** Failures older than this no longer count. */
const FORGET_AFTER_HOURS = 24;

export const WRONG_LOGIN = 'Benutzername oder Kennwort ist falsch. Bitte prüfen Sie Ihre Eingaben.';

export function lockMinutes(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(2 ** (failures - FREE_ATTEMPTS), MAX_LOCK_MINUTES);
}

/** "… um 14:32 Uhr …", in German time, rounded up: trying at the time shown works. */
export function tooManyFailuresMessage(until: Date): string {
  const minute = new Date(Math.ceil(until.getTime() / 60_000) * 60_000);
  const time = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' }).format(minute);
  return `Zu viele Fehlversuche. Bitte versuchen Sie es um ${time} Uhr noch einmal.`;
}

export type SignInResult = { ok: true; userId: string } | { ok: false; status: 401 | 429; message: string };

/** The password checks, replaceable in tests to see which hash a sign-in was checked against. */
export interface PasswordChecks {
  verifyPassword: typeof verifyPassword;
  dummyPasswordHash: typeof dummyPasswordHash;
}

/**
 * Checks a sign-in on the embedded issuer's page. Guessing is slowed per login name (growing waits
 * after failures, counted in the database), and every failed sign-in does the same work whether
 * the name exists or not: an unknown name is checked against a dummy hash and throttled alike.
 */
export function createSignInService(deps: { db: Database; passwords?: PasswordChecks }) {
  const users = createUsersRepository(deps.db);
  const throttle = createSignInThrottleRepository(deps.db);
  const passwords = deps.passwords ?? { verifyPassword, dummyPasswordHash };
  // Made once at start, so the first unknown name costs no more than any other.
  void passwords.dummyPasswordHash().catch(() => undefined);
  let lastCleanUp = 0;

  return {
    async signIn(login: string, password: string): Promise<SignInResult> {
      const key = throttleKey(login);
      const attempt = await throttle.countAttempt(key, lockMinutes, FORGET_AFTER_HOURS);
      if (attempt.locked) return { ok: false, status: 429, message: tooManyFailuresMessage(attempt.until) };

      const user = login ? await users.findByAccountOrEmail(login) : undefined;
      const usable = user && !user.isTemporary && user.passwordHash ? user : undefined;
      const storedHash = usable?.passwordHash;
      const valid = await passwords.verifyPassword(password, storedHash ?? (await passwords.dummyPasswordHash()));
      // A hash of an older (cheaper) cost fails faster than the dummy: a quick "wrong" would say the
      // account exists. Doing the dummy's work as well makes every failure cost at least as much.
      if (storedHash && !valid && needsRehash(storedHash)) await passwords.verifyPassword(password, await passwords.dummyPasswordHash());
      if (!usable || !valid) {
        forgetOldFailures();
        const wait = attempt.untilIfWrong ? ` ${tooManyFailuresMessage(attempt.untilIfWrong)}` : '';
        return { ok: false, status: 401, message: `${WRONG_LOGIN}${wait}` };
      }
      await throttle.reset(key);
      // Hashes made at an older cost are replaced now, while the password is at hand.
      const checkedHash = usable.passwordHash as string;
      // Best effort: should it fail, the sign-in still counts and the next one tries again.
      if (needsRehash(checkedHash)) {
        await hashPassword(password)
          .then((stronger) => users.upgradePasswordHash(usable.id, checkedHash, stronger))
          .catch(() => undefined);
      }
      return { ok: true, userId: usable.id };
    },
  };

  /** At most once a minute per process, and never in the way of the answer. */
  function forgetOldFailures() {
    if (Date.now() - lastCleanUp < 60_000) return;
    lastCleanUp = Date.now();
    void throttle.deleteForgotten(FORGET_AFTER_HOURS).catch(() => undefined);
  }
}

export type SignInService = ReturnType<typeof createSignInService>;

/** One counter per login name, whatever its case or spacing; only its hash is stored. */
export function throttleKey(login: string): string {
  return createHash('sha256').update(login.normalize('NFC').trim().toLowerCase()).digest('base64url');
}
