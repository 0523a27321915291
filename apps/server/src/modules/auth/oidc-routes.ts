import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Database } from '../../db/client';
import { DEMO_PASSWORD, DEMO_PASSWORD_REFUSED } from '../../lib/demo-access';
import { DomainError } from '../../lib/domain-errors';
import { tooManyRequestsMessage } from '../../lib/too-many-requests';
import { AUTH_CSS, AUTH_CSS_PATH, authErrorPage, LOGOUT_SCRIPT, LOGOUT_SCRIPT_PATH, loginPage, type AuthPageSite } from './auth-pages';
import { OIDC_MOUNT_PATH } from './oidc-provider';
import { createSignInService } from './sign-in';

/**
 * Mounts the issuer under /oidc and serves our own sign-in page for its interactions. The issuer
 * reads request bodies itself, so its routes get no body parsing from Fastify; the interaction
 * routes parse their small HTML forms.
 */
export async function registerOidcRoutes(
  app: FastifyInstance,
  deps: { provider: Provider; db: Database; site: AuthPageSite; mayUseDemoPassword: (request: FastifyRequest) => boolean },
) {
  const { provider, site } = deps;
  // Throttled per login name, the same work whether the name exists or not (sign-in.ts).
  const signIns = createSignInService({ db: deps.db });

  app.get(AUTH_CSS_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(AUTH_CSS),
  );
  app.get(LOGOUT_SCRIPT_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(LOGOUT_SCRIPT),
  );

  await app.register(async (interactions) => {
    interactions.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // These are pages in a browser, not API calls: refusals are our German pages, never JSON.
    interactions.setErrorHandler((error: FastifyError, request, reply) => {
      const uid = (request.params as { uid?: string } | undefined)?.uid;
      if (error.statusCode === 429 && uid) {
        const message = error instanceof DomainError ? error.message : tooManyRequestsMessage();
        return sendHtml(reply, loginPage(site, { ...formState(uid, ''), error: message }), 429);
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'sign-in page failed');
      return sendHtml(reply, authErrorPage(site), status);
    });

    interactions.get<{ Params: { uid: string } }>(`${OIDC_MOUNT_PATH}/interaction/:uid`, { schema: { hide: true } }, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details || details.uid !== request.params.uid) return sendHtml(reply, authErrorPage(site), 400);
      if (details.prompt.name === 'consent') {
        // Our only client is the shop itself: consent is given by signing in, never asked again.
        const grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
        const accountId = details.session?.accountId;
        const clientId = String(details.params.client_id ?? '');
        const consent = grant ?? new provider.Grant({ accountId, clientId });
        const missing = details.prompt.details as { missingOIDCScope?: string[]; missingResourceScopes?: Record<string, string[]> };
        if (missing.missingOIDCScope?.length) consent.addOIDCScope(missing.missingOIDCScope.join(' '));
        for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) consent.addResourceScope(resource, scopes.join(' '));
        const grantId = await consent.save();
        const redirectTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
        return reply.redirect(redirectTo, 303);
      }
      return sendHtml(reply, loginPage(site, formState(details.uid, '')));
    });

    interactions.post<{ Params: { uid: string }; Body: { login?: string; password?: string } }>(
      `${OIDC_MOUNT_PATH}/interaction/:uid/login`,
      {
        schema: { hide: true },
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
        if (!details || details.uid !== request.params.uid) return sendHtml(reply, authErrorPage(site), 400);
        const login = String(request.body?.login ?? '').trim().slice(0, 254);
        const password = String(request.body?.password ?? '').slice(0, 200);
        // The README publishes the demo accounts' password: it signs in only on the machine the shop runs on.
        if (password === DEMO_PASSWORD && !deps.mayUseDemoPassword(request)) {
          return sendHtml(reply, loginPage(site, { ...formState(details.uid, login), error: DEMO_PASSWORD_REFUSED }), 403);
        }
        const result = await signIns.signIn(login, password);
        if (!result.ok) return sendHtml(reply, loginPage(site, { ...formState(details.uid, login), error: result.message }), result.status);
        const redirectTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId: result.userId } }, { mergeWithLastSubmission: false });
        return reply.redirect(redirectTo, 303);
      },
    );

    interactions.post<{ Params: { uid: string } }>(`${OIDC_MOUNT_PATH}/interaction/:uid/abort`, { schema: { hide: true } }, async (request, reply) => {
      const result = { error: 'access_denied', error_description: 'Anmeldung abgebrochen' };
      const redirectTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false }).catch(() => undefined);
      return reply.redirect(redirectTo ?? `${site.publicUrl}/`, 303);
    });
  });

  await app.register(async (issuer) => {
    // Hand the raw request to the issuer untouched: no body parsing, no reply serialisation.
    issuer.removeAllContentTypeParsers();
    issuer.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const callback = provider.callback();
    const handle = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      passTrustedOrigin(request, provider);
      // oidc-provider finds its mount path from originalUrl, so discovery keeps the /oidc prefix.
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(OIDC_MOUNT_PATH.length) || '/';
      void callback(raw, reply.raw);
    };
    issuer.all(OIDC_MOUNT_PATH, { schema: { hide: true } }, handle);
    issuer.all(`${OIDC_MOUNT_PATH}/*`, { schema: { hide: true } }, handle);
  });

  function formState(uid: string, login: string) {
    return { action: `${OIDC_MOUNT_PATH}/interaction/${uid}/login`, abortAction: `${OIDC_MOUNT_PATH}/interaction/${uid}/abort`, login };
  }
}

/**
 * The issuer (Koa) builds its URLs (discovery, redirects) from the request's host and protocol, and
 * with `proxy` on it believes the first X-Forwarded-* value of anyone. Fastify has already judged
 * those headers against TRUST_PROXY (only a trusted proxy's last entry counts), so the issuer gets
 * Fastify's verdict in their place: a client's own X-Forwarded-Host never reaches its URLs.
 */
function passTrustedOrigin(request: FastifyRequest, provider: Provider) {
  // Read before the headers go: Fastify's getters read them.
  const trusted = { host: request.host, protocol: request.protocol, ip: request.ip };
  const headers = request.raw.headers;
  delete headers['x-forwarded-host'];
  delete headers['x-forwarded-proto'];
  delete headers['x-forwarded-for'];
  if (!provider.proxy) return;
  headers['x-forwarded-host'] = trusted.host;
  headers['x-forwarded-proto'] = trusted.protocol;
  headers['x-forwarded-for'] = trusted.ip;
}

function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
