import { ensureSomeUser } from '../../lib/auth/temporary-user';

/** SPEC.md: interstitial routes resolve the user from the token, or sign in anonymously. */
export async function interstitialLoader(): Promise<null> {
  await ensureSomeUser().catch(() => null);
  return null;
}
