import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { siteConfigFrom } from './lib/site-config';
import { createMemorialPageWorkflow } from './workflows/create-memorial-page';
import { operatorRoutes } from './workflows/operator-routes';
import { registerAuthModule } from './modules/auth';
import { createFeedbackRepository } from './modules/feedback/repository';
import { createMemorialPagesRepository } from './modules/memorial-pages/repository';
import { memorialAdministrationRoutes } from './modules/memorial-pages/administration-routes';
import { createMemorialAdministrationService } from './modules/memorial-pages/administration-service';
import { memorialPagesRoutes, userMemorialPagesRoutes } from './modules/memorial-pages/routes';
import { createMemorialPagesService } from './modules/memorial-pages/service';
import { feedbackRoutes } from './modules/feedback/routes';
import { createFeedbackService } from './modules/feedback/service';
import { healthRoutes } from './modules/health/routes';
import { devMailboxRoutes } from './modules/mail/dev-mailbox-routes';
import { createMailer } from './modules/mail/mailer';
import { createMailService } from './modules/mail/service';
import { deleteOidcStateOf } from './modules/auth/oidc-adapter';
import { createAccountService } from './modules/users/account-service';
import { createPasswordResetService } from './modules/users/password-reset-service';
import { createProfileService } from './modules/users/profile-service';
import type { ScheduledJob } from './modules/jobs/job-runner';
import { runUnconfirmedAccountsJob } from './modules/users/unconfirmed-accounts-job';
import { createRegistrationService } from './modules/users/registration-service';
import { usersRoutes } from './modules/users/routes';
import { createProductsRepository } from './modules/products/repository';
import { productsRoutes } from './modules/products/routes';
import { createProductsService } from './modules/products/service';
import { registerErrorHandling } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

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

/** Wires the whole server; start-up concerns (migrations, listening, signals) live in server.ts. */
export async function buildApp({ config, database, now = () => new Date() }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Request ids make one user's trouble findable in structured logs.
    requestIdHeader: 'x-request-id',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerSecurityHeaders(app);
  // Pages and JSON are compressed on the fly (quick brotli); built assets come pre-compressed.
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });
  // Limits are set per route where abuse is possible (login, mails); nothing is limited globally.
  await app.register(rateLimit, { global: false, allowList: config.RATE_LIMIT_ALLOWLIST });
  await registerOpenApi(app);

  await app.register(healthRoutes, { ping: database.ping });
  const products = createProductsService(createProductsRepository(database.db));
  await app.register(productsRoutes, { prefix: '/api/products', service: products });

  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.mailOutboxDir });
  app.addHook('onClose', async () => mailer.close());
  const site = { shopName: config.SHOP_NAME, supportEmail: config.SUPPORT_EMAIL, supportPhone: config.SUPPORT_PHONE, publicUrl: config.publicUrl };
  const mail = createMailService(mailer, site);
  const auth = await registerAuthModule(app, { config, db: database.db, site });
  if (mailer.kind === 'outbox' && !config.isProduction) {
    await app.register(devMailboxRoutes, { outboxDir: config.mailOutboxDir });
  }

  const feedback = createFeedbackService({
    repository: createFeedbackRepository(database.db),
    mail,
    supportEmail: config.SUPPORT_EMAIL,
    log: app.log,
  });
  await app.register(feedbackRoutes, { prefix: '/api/users', service: feedback });
  const registration = createRegistrationService({ db: database.db, mail, publicUrl: config.publicUrl, now });
  const accounts = createAccountService({ db: database.db, signTemporaryToken: auth.signTemporaryToken });
  const endSessions = (userId: string) => deleteOidcStateOf(database.db, userId);
  const passwordReset = createPasswordResetService({ db: database.db, mail, publicUrl: config.publicUrl, endSessions, now });
  const memorialRepository = createMemorialPagesRepository(database.db);
  const profile = createProfileService({
    db: database.db,
    mail,
    publicUrl: config.publicUrl,
    endSessions,
    administersMemorialPage: memorialRepository.administersAnyPage,
    now,
  });
  await app.register(usersRoutes, { prefix: '/api/users', registration, accounts, passwordReset, profile });

  const memorialPages = createMemorialPagesService(memorialRepository);
  const memorialAdministration = createMemorialAdministrationService(memorialRepository);
  await app.register(memorialPagesRoutes, { prefix: '/api/memorial-pages', service: memorialPages });
  await app.register(memorialAdministrationRoutes, { prefix: '/api/memorial-pages', service: memorialAdministration });
  const isMortician = async (userId: string) => (await accounts.userInfo(userId)).isMortician;
  await app.register(userMemorialPagesRoutes, { prefix: '/api/users', service: memorialPages, isMortician });

  const memorialPageWorkflow = createMemorialPageWorkflow({ db: database.db, mail, publicUrl: config.publicUrl, now });
  await app.register(operatorRoutes, { prefix: '/api/operator', workflow: memorialPageWorkflow });

  // Started by server.ts (not in tests): every hour, at minute 17, to stay off the full hour.
  const scheduledJobs: ScheduledJob[] = [
    {
      name: 'unconfirmed-accounts',
      cron: '17 * * * *',
      run: async () => {
        const result = await runUnconfirmedAccountsJob({ db: database.db, mail, publicUrl: config.publicUrl, now: now() });
        app.log.info(result, 'unconfirmed accounts: reminded and deleted');
      },
    },
  ];
  app.decorate('scheduledJobs', scheduledJobs);

  await registerWebApp(app, { distDir: config.WEB_DIST_DIR, siteConfig: siteConfigFrom(config), now });
  return app;
}
