import { eq } from 'drizzle-orm';
import { loadOrCreateOidcSecrets } from '../modules/auth/oidc-secrets';
import { createTemporaryTokenSigner } from '../modules/auth/token-signer';
import { users } from '../modules/users/schema';
import type { TestApp } from './test-app';

/** A valid access token for any user of a test app, signed with its issuer's key (as after sign-in). */
export async function accessTokenFor(test: TestApp, userId: string): Promise<string> {
  const { signingKey } = await loadOrCreateOidcSecrets(test.database.db);
  return createTemporaryTokenSigner({ signingKey, issuer: test.config.oidcIssuer, audience: test.config.apiAudience })(userId);
}

/** A registered user whose address is confirmed (as staff and other trusted roles must be). */
export async function confirmedUser(test: TestApp, account: string): Promise<{ id: string; auth: { authorization: string } }> {
  const user = await registeredUser(test, account);
  await test.database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, user.id));
  return user;
}

/** Registers a user through the API and returns its id and a bearer header for it. */
export async function registeredUser(test: TestApp, account: string, password = 'Kennwort1'): Promise<{ id: string; auth: { authorization: string } }> {
  const email = `${account.toLowerCase()}@example.de`;
  await test.app.inject({ method: 'POST', url: '/api/users/register', payload: { email, account, password, isDataStoragePermitted: true }, remoteAddress: `10.9.${account.length}.${Math.floor(Math.random() * 250)}` });
  const user = await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.account, account) });
  if (!user) throw new Error(`registering ${account} failed`);
  return { id: user.id, auth: { authorization: `Bearer ${await accessTokenFor(test, user.id)}` } };
}
