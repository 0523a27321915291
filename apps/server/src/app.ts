import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { serializeError } from './lib/log-serializers';
import { createFileStorage } from './lib/file-storage';
import { siteConfigFrom } from './lib/site-config';
import { registerAuthModule } from './modules/auth';
import { deleteOidcStateOf } from './modules/auth/oidc-adapter';
import { registerFeedbackModule } from './modules/feedback';
import { healthRoutes } from './modules/health/routes';
import type { ScheduledJob } from './modules/jobs/job-runner';
import { registerMailModule } from './modules/mail';
import { hasBooks, registerBooksModule } from './modules/books';
import { administersMemorialPage, mayLinkMemorialPage, memorialPageExists, registerMemorialPagesModule } from './modules/memorial-pages';
import { registerProductsModule } from './modules/products';
import { registerUsersModule } from './modules/users';
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { bookMemorialDataRoutes } from './workflows/book-memorial-data';
import { createMemorialPageWorkflow } from './workflows/create-memorial-page';
import { createFuneralDirectorsWorkflow } from './workflows/funeral-directors';
import { operatorRoutes } from './workflows/operator-routes';
import { createStartFromMemorialPageWorkflow } from './workflows/start-from-memorial-page';
import { startFromMemorialPageRoutes } from './workflows/start-from-memorial-page-routes';

declare module 'fastify' {
  interface FastifyInstance {
    scheduledJobs: ScheduledJob[];
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** The clock for date-dependent pages (the Christmas notice); tests set a day. */
  now?: () => Date;
}

// Built-in validation messages in German, like every other answer of this API.
z.config(z.locales.de());

/** Wires the whole server; start-up concerns (migrations, listening, signals) live in server.ts. */
export async function buildApp({ config, database, now = () => new Date() }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // Errors are logged without the values of failed queries (personal data).
    logger: { level: config.LOG_LEVEL, serializers: { err: serializeError } },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Request ids make one user's trouble findable in structured logs.
    requestIdHeader: 'x-request-id',
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerSecurityHeaders(app, { outsideIssuer: config.embeddedIssuer ? undefined : config.oidcIssuer });
  // Pages and JSON are compressed on the fly (quick brotli); built assets come pre-compressed.
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });
  await registerRateLimits(app, { db: database.db, allowList: config.RATE_LIMIT_ALLOWLIST });
  await registerOpenApi(app);

  await app.register(healthRoutes, { ping: database.ping });
  // Portraits now, photos and PDFs later: every file goes through this one storage.
  const files = createFileStorage(config);
  const products = await registerProductsModule(app, database.db);

  const site = { shopName: config.SHOP_NAME, supportEmail: config.SUPPORT_EMAIL, supportPhone: config.SUPPORT_PHONE, publicUrl: config.publicUrl };
  const mail = await registerMailModule(app, config, site);
  const auth = await registerAuthModule(app, { config, db: database.db, site });
  await registerFeedbackModule(app, { db: database.db, mail, supportEmail: config.SUPPORT_EMAIL });
  // The issuer's sessions and refresh tokens of a person (the API refuses their older access tokens by users.sessionsEndedAt).
  const endSessions = (userId: string) => deleteOidcStateOf(database.db, userId);
  const users = await registerUsersModule(app, {
    db: database.db,
    mail,
    publicUrl: config.publicUrl,
    now,
    signTemporaryToken: auth.signTemporaryToken,
    endSessions,
    administersMemorialPage: administersMemorialPage(database.db),
    hasBooks: hasBooks(database.db),
    memorialPageExists: memorialPageExists(database.db),
  });
  // Memorial pages ask users about funeral directors, never the other way round; what spans both
  // (the trial start from a page, the takeover) is the workflow below.
  const memorialPages = await registerMemorialPagesModule(app, {
    db: database.db,
    files,
    isMortician: async (userId) => (await users.accounts.userInfo(userId)).isMortician,
  });
  await app.register(startFromMemorialPageRoutes, {
    prefix: '/api/users',
    workflow: createStartFromMemorialPageWorkflow({ db: database.db, accounts: users.accounts, memorialPages, pageExists: memorialPageExists(database.db) }),
  });
  const books = await registerBooksModule(app, {
    db: database.db,
    now,
    mail,
    publicUrl: config.publicUrl,
    products,
    actorOf: users.accounts.bookActor,
    mayLinkMemorialPage: mayLinkMemorialPage(database.db),
    ownerContacts: users.accounts.contactsOf,
  });
  await app.register(bookMemorialDataRoutes, { prefix: '/api', books: books.service, memorial: memorialPages });
  await app.register(operatorRoutes, {
    prefix: '/api/operator',
    workflow: createMemorialPageWorkflow({ db: database.db, mail, publicUrl: config.publicUrl, now, contactsOf: users.accounts.contactsOf, endSessions }),
    funeralDirectors: createFuneralDirectorsWorkflow({ db: database.db }),
  });

  // Started by server.ts (not in tests).
  app.decorate('scheduledJobs', [...users.jobs, ...books.jobs] satisfies ScheduledJob[]);

  await registerWebApp(app, { distDir: config.WEB_DIST_DIR, siteConfig: siteConfigFrom(config), now });
  return app;
}
