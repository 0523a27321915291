import type { Database, Executor } from '../../db/client';
import { createUsersRepository } from '../users/repository';
import { deleteOidcStateOf } from './oidc-adapter';
import { throttleKey } from './sign-in';
import { createSignInThrottleRepository } from './sign-in-throttle-repository';

/**
 * Ends a person's sign-ins after a new password or before their account goes: the issuer's
 * sessions, grants and refresh tokens, and the sign-in throttle's counts for their login name and
 * e-mail address (a lock a guesser caused would otherwise still refuse the new password).
 * With a transaction, inside it; the account must still exist there (it is read for its names).
 */
export function endSignInsOf(db: Database) {
  const users = createUsersRepository(db);
  const throttle = createSignInThrottleRepository(db);
  return async (userId: string, tx?: Executor): Promise<void> => {
    const executor = tx ?? db;
    const user = await users.findById(userId, executor);
    await deleteOidcStateOf(executor, userId);
    // A trial user has neither name, and nobody can sign in as one.
    const names = [user?.account, user?.email].filter((name): name is string => Boolean(name));
    await throttle.forget(names.map(throttleKey), executor);
  };
}
