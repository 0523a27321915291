import type { Executor } from '../../db/client';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens';
import type { UsersRepository } from './repository';
import type { ActionPurpose, UserActionTokenRow } from './schema';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** How long each kind of mailed link works (PRODUCT.md: confirmation links 7 days). */
export const LINK_VALIDITY_MS: Record<ActionPurpose, number> = {
  'confirm-registration': 7 * DAY_MS,
  'change-data': 7 * DAY_MS,
  'delete-account': 7 * DAY_MS,
  'reset-password': 24 * HOUR_MS,
};

/** Makes a single-use link token; only its hash is stored. Returns the token for the mail. */
export async function issueActionToken(
  repository: UsersRepository,
  tx: Executor,
  input: { userId: string; purpose: ActionPurpose; now: Date; payload?: Record<string, unknown>; validForMs?: number },
): Promise<string> {
  const { token, hash } = newSecretToken();
  await repository.insertActionToken(
    {
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: hash,
      payload: input.payload ?? {},
      expiresAt: new Date(input.now.getTime() + (input.validForMs ?? LINK_VALIDITY_MS[input.purpose])),
    },
    tx,
  );
  return token;
}

/** Uses up a link: the token row when it was valid, else undefined (unknown, used, expired). */
export function consumeActionToken(
  repository: UsersRepository,
  tx: Executor,
  input: { token: string; purpose: ActionPurpose; now: Date },
): Promise<UserActionTokenRow | undefined> {
  return repository.consumeActionToken(hashSecretToken(input.token), input.purpose, input.now, tx);
}

/** The valid link's record, left unused; undefined when unknown, used or expired. */
export function peekActionToken(
  repository: UsersRepository,
  tx: Executor,
  input: { token: string; purpose: ActionPurpose; now: Date },
): Promise<UserActionTokenRow | undefined> {
  return repository.findValidActionToken(hashSecretToken(input.token), input.purpose, input.now, tx);
}
