import { isCommonPassword as isOnShortList, USER_MESSAGES } from '@eb/api-contract';
import { InvalidInputError } from './domain-errors';
import { hashPassword } from './passwords';

/**
 * The server refuses beyond the browser's short list (api-contract's common-passwords.ts): the
 * full list of @zxcvbn-ts/language-common, about 49 000 passwords. Loaded at the first check
 * (it is decompressed on import), then kept, lower-cased.
 */
let fullList: Promise<Set<string>> | undefined;
function loadFullList(): Promise<Set<string>> {
  fullList ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())));
  return fullList;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  if (isOnShortList(password)) return true;
  return (await loadFullList()).has(password.normalize('NFC').toLowerCase());
}

/** A new password (registration, profile, reset): refused when common (400, German), else its hash. */
export async function hashNewPassword(password: string): Promise<string> {
  if (await isCommonPassword(password)) throw new InvalidInputError('PASSWORD_TOO_COMMON', USER_MESSAGES.passwordTooCommon);
  return hashPassword(password);
}
