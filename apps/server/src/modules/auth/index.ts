import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { demoAccessRule } from '../../lib/demo-access';
import type { AuthPageSite } from './auth-pages';
import { createUsersRepository } from '../users/repository';
import type { ScheduledJob } from '../jobs/job-runner';
import { registerAuthentication } from './authentication';
import { oidcCleanupJob } from './oidc-cleanup-job';
import { createOidcProvider } from './oidc-provider';
import { registerOidcRoutes } from './oidc-routes';
import { loadOrCreateOidcSecrets, publicJwk } from './oidc-secrets';
import { createTemporaryTokenSigner, type TemporaryTokenSigner } from './token-signer';
import { createTokenVerifier } from './token-verifier';

/** What the users module calls when a new password or a deleted account ends a person's sign-ins. */
export { endSignInsOf } from './end-sign-ins';

export interface AuthModule {
  /** Present only with the embedded issuer; an outside issuer makes its own tokens. */
  signTemporaryToken: TemporaryTokenSigner | undefined;
  /** The embedded issuer's clean-up of run-out rows. */
  jobs: ScheduledJob[];
}

/** The embedded issuer (unless OIDC_ISSUER names another) and the bearer-token check of the API. */
export async function registerAuthModule(app: FastifyInstance, deps: { config: Config; db: Database; site: AuthPageSite; now: () => Date }): Promise<AuthModule> {
  const { config } = deps;
  const users = createUsersRepository(deps.db);
  const signInState = (userId: string) => users.signInState(userId);
  if (!config.embeddedIssuer) {
    registerAuthentication(app, createTokenVerifier({ issuer: config.oidcIssuer, audience: config.apiAudience }), signInState);
    return { signTemporaryToken: undefined, jobs: [] };
  }
  const secrets = await loadOrCreateOidcSecrets(deps.db);
  const provider = createOidcProvider({
    db: deps.db,
    secrets,
    issuer: config.oidcIssuer,
    publicUrl: config.publicUrl,
    apiAudience: config.apiAudience,
    trustProxy: config.TRUST_PROXY !== undefined,
    site: deps.site,
  });
  await registerOidcRoutes(app, { provider, db: deps.db, site: deps.site, mayUseDemoPassword: demoAccessRule(config) });
  registerAuthentication(app, createTokenVerifier({ issuer: config.oidcIssuer, audience: config.apiAudience, localPublicKey: publicJwk(secrets.signingKey) }), signInState);
  return {
    signTemporaryToken: createTemporaryTokenSigner({ signingKey: secrets.signingKey, issuer: config.oidcIssuer, audience: config.apiAudience }),
    jobs: [oidcCleanupJob({ db: deps.db, now: deps.now, log: (result) => app.log.info(result, 'issuer rows run out: deleted') })],
  };
}
