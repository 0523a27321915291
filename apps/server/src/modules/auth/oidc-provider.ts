import { ACCESS_TOKEN_LIFETIME_SECONDS, BOOKS_SCOPE, IDENTITY_SCOPE, SIGNIN_CALLBACK_PATH, WEB_CLIENT_ID } from '@eb/api-contract';
import Provider, { errors, interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../../db/client';
import { createUsersRepository } from '../users/repository';
import { authErrorPage, loggedOutPage, logoutPage, type AuthPageSite } from './auth-pages';
import { startedBeforeEnd } from './authentication';
import { createOidcAdapterFactory } from './oidc-adapter';
import type { OidcSecrets } from './oidc-secrets';

export const OIDC_MOUNT_PATH = '/oidc';
const API_SCOPES = `${BOOKS_SCOPE} ${IDENTITY_SCOPE}`;
const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

export interface OidcProviderOptions {
  db: Database;
  secrets: OidcSecrets;
  issuer: string;
  publicUrl: string;
  apiAudience: string;
  trustProxy: boolean;
  site: AuthPageSite;
}

/**
 * The embedded OpenID Connect issuer: authorization code flow with PKCE for the shop's single-page
 * app, refresh tokens for offline access, JWT access tokens for this API, and every piece of state
 * in the database. Our one client is first-party, so consent is granted without asking.
 */
export function createOidcProvider(options: OidcProviderOptions): Provider {
  const users = createUsersRepository(options.db);
  const html = (ctx: KoaContextWithOIDC, body: string) => {
    ctx.type = 'html';
    ctx.body = body;
  };

  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(options.db) as unknown as Configuration['adapter'],
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        client_name: options.site.shopName,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${options.publicUrl}${SIGNIN_CALLBACK_PATH}`],
        post_logout_redirect_uris: [`${options.publicUrl}/`],
      },
    ],
    jwks: { keys: [options.secrets.signingKey as never] },
    cookies: { keys: options.secrets.cookieKeys },
    pkce: { required: () => true },
    // A sign-in lives as long as the issuer's session: signing out, or a session ended on the server
    // (new password, deleted account), also ends the refresh tokens, which offline access would keep.
    expiresWithSession: async () => true,
    // Renewal needs a refresh token, and the issuer grants offline_access only with prompt=consent
    // (OpenID Connect Core 11). Bound to the session as above, a refresh token is no offline access,
    // so the shop's app gets one with every sign-in.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    scopes: ['openid', 'offline_access', 'profile', 'email', BOOKS_SCOPE, IDENTITY_SCOPE],
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'], email: ['email', 'email_verified'] },
    // Called with the code, refresh token or userinfo token being used, and without one for the
    // browser's session at the authorization endpoint. Whatever began before the person's sign-ins
    // were ended (new password) has no account any more: the issuer then refuses the refresh or
    // code ('invalid_grant') and asks for the password again, even if deleting the person's rows
    // (deleteOidcStateOf) failed or a refresh raced with it.
    async findAccount(ctx, sub, token) {
      const user = await users.findById(sub);
      if (!user || user.isTemporary) return undefined;
      if (startedBeforeEnd(signInTimeOf(ctx, token), user.sessionsEndedAt)) return undefined;
      return {
        accountId: user.id,
        async claims() {
          return {
            sub: user.id,
            preferred_username: user.account ?? undefined,
            name: user.account ?? undefined,
            email: user.email ?? undefined,
            email_verified: user.emailConfirmedAt != null,
          };
        },
      };
    },
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      const client = ctx.oidc.client;
      if (!accountId || !client || client.clientId !== WEB_CLIENT_ID) return undefined;
      const existingId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session?.grantIdFor(client.clientId);
      const grant = (existingId && (await ctx.oidc.provider.Grant.find(existingId))) || new ctx.oidc.provider.Grant({ accountId, clientId: client.clientId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(options.apiAudience, API_SCOPES);
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // SPEC.md: /logout logs out at once: the issuer's form is sent by our own script (no question)
        // when the shop asks with the person's own ID token; anyone else's link gets the button.
        logoutSource: async (ctx, form) => html(ctx, logoutPage(options.site, form, isShopsOwnSignOut(ctx))),
        postLogoutSuccessSource: async (ctx) => html(ctx, loggedOutPage(options.site)),
      },
      resourceIndicators: {
        enabled: true,
        // A client that asks for the API's scopes gets tokens for the API; one that asks only for
        // OpenID scopes gets a token for the userinfo endpoint (/oidc/me).
        defaultResource: async (ctx, _client, oneOf) => (oneOf || asksForApi(ctx.oidc.params?.scope) ? options.apiAudience : undefined),
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== options.apiAudience) throw new errors.InvalidTarget();
          return { scope: API_SCOPES, audience: options.apiAudience, accessTokenFormat: 'jwt', accessTokenTTL: ACCESS_TOKEN_LIFETIME_SECONDS, jwt: { sign: { alg: 'RS256' } } };
        },
      },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_LIFETIME_SECONDS,
      AuthorizationCode: MINUTE,
      IdToken: 15 * MINUTE,
      Interaction: 60 * MINUTE,
      Session: 14 * DAY,
      Grant: 30 * DAY,
      RefreshToken: 30 * DAY,
    },
    interactions: { policy: signInPolicy(), url: async (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}` },
    // The app runs on the issuer's own origin; no other origin may call its endpoints.
    clientBasedCORS: (_ctx, origin) => origin === new URL(options.publicUrl).origin,
    renderError: async (ctx) => html(ctx, authErrorPage(options.site)),
  };

  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.trustProxy;
  return provider;
}

/**
 * The shop's sign-out sends the ID token it holds (id_token_hint). The issuer has checked its
 * signature and that it was made for our client; it must also name the person signed in here, or
 * another site could send a token of its own account along.
 */
function isShopsOwnSignOut(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
  const accountId = ctx.oidc.session?.accountId;
  return ctx.oidc.client?.clientId === WEB_CLIENT_ID && accountId != null && hint?.payload?.sub === accountId;
}

/**
 * oidc-provider's usual prompts, and one more reason to ask for the password: the browser's session
 * names an account that findAccount no longer answers for (deleted, or its sign-ins were ended after
 * this session signed in). Without it the issuer would go on with a session that has no account.
 */
function signInPolicy() {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(new interactionPolicy.Check('sign_in_ended', 'End-User authentication is required', (ctx) => Boolean(ctx.oidc.session?.accountId && !ctx.oidc.account)));
  return policy;
}

/**
 * When the sign-in behind a request began (seconds): the time the person entered the password
 * (a code's or refresh token's authTime, a session's loginTs), else when the first token of its
 * chain was issued (a rotated refresh token's iiat), else the token's own iat.
 */
export function signInTimeOf(ctx: KoaContextWithOIDC, token: unknown): number | undefined {
  const source = (token ?? ctx.oidc.entities.Session) as { authTime?: unknown; loginTs?: unknown; iiat?: unknown; iat?: unknown } | undefined;
  const seconds = [source?.authTime, source?.loginTs, source?.iiat, source?.iat].find((value) => typeof value === 'number');
  return seconds as number | undefined;
}

function asksForApi(scope: unknown): boolean {
  return typeof scope === 'string' && scope.split(' ').some((name) => name === BOOKS_SCOPE || name === IDENTITY_SCOPE);
}
