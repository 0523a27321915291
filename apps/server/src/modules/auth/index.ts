import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuthPageSite } from './auth-pages';
import { createUsersRepository } from '../users/repository';
import { registerAuthentication } from './authentication';
import { createOidcProvider } from './oidc-provider';
import { registerOidcRoutes } from './oidc-routes';
import { loadOrCreateOidcSecrets, publicJwk } from './oidc-secrets';
import { createTemporaryTokenSigner, type TemporaryTokenSigner } from './token-signer';
import { createTokenVerifier } from './token-verifier';

export interface AuthModule {
  /** Present only with the embedded issuer; an outside issuer makes its own tokens. */
  signTemporaryToken: TemporaryTokenSigner | undefined;
}

/** The embedded issuer (unless OIDC_ISSUER names another) and the bearer-token check of the API. */
export async function registerAuthModule(app: FastifyInstance, deps: { config: Config; db: Database; site: AuthPageSite }): Promise<AuthModule> {
  const { config } = deps;
  const users = createUsersRepository(deps.db);
  const sessionsEndedAt = (userId: string) => users.sessionsEndedAt(userId);
  if (!config.embeddedIssuer) {
    registerAuthentication(app, createTokenVerifier({ issuer: config.oidcIssuer, audience: config.apiAudience }), sessionsEndedAt);
    return { signTemporaryToken: undefined };
  }
  const secrets = await loadOrCreateOidcSecrets(deps.db);
  const provider = createOidcProvider({
    db: deps.db,
    secrets,
    issuer: config.oidcIssuer,
    publicUrl: config.publicUrl,
    apiAudience: config.apiAudience,
    trustProxy: config.TRUST_PROXY,
    site: deps.site,
  });
  await registerOidcRoutes(app, { provider, db: deps.db, site: deps.site });
  registerAuthentication(app, createTokenVerifier({ issuer: config.oidcIssuer, audience: config.apiAudience, localPublicKey: publicJwk(secrets.signingKey) }), sessionsEndedAt);
  return {
    signTemporaryToken: createTemporaryTokenSigner({ signingKey: secrets.signingKey, issuer: config.oidcIssuer, audience: config.apiAudience }),
  };
}
