import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyTrustProxy, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import { serializeError, serializeRequest } from './lib/log-serializers';
import { createFileStorage } from './lib/file-storage';
import { siteConfigFrom } from './lib/site-config';
import { endSignInsOf, registerAuthModule } from './modules/auth';
import { feedbackPages, registerFeedbackModule } from './modules/feedback';
import { healthRoutes } from './modules/health/routes';
import { createJobQueue, type JobQueue } from './modules/jobs/job-queue';
import type { ScheduledJob } from './modules/jobs/job-runner';
import { registerCartModule } from './modules/cart';
import { registerMailModule } from './modules/mail';
import { mailDeliveryJob } from './modules/mail/delivery-job';
import type { MailService } from './modules/mail/service';
import { bookPhotoAccess, booksForCart, booksForOrders, booksForPrint, bookVisibility, hasBooks, registerBooksModule, releaseCompanyBooksOf } from './modules/books';
import { administersMemorialPage, mayLinkMemorialPage, memorialPageCompany, memorialPageExists, registerMemorialPagesModule } from './modules/memorial-pages';
import { createOrderAcceptance, PRODUCTION_HANDOFF_JOB, type OrderAcceptance } from './modules/orders/acceptance';
import { registerBackOffice } from './modules/orders/back-office';
import { createOrdersRepository } from './modules/orders/repository';
import { invoiceSellerFrom } from './modules/orders/invoice/invoice-seller';
import { createProductionStorage, registerProduction } from './modules/orders/production';
import { registerPrintModule } from './modules/print';
import { productsForOrders, registerProductsModule } from './modules/products';
import { registerSharingModule } from './modules/sharing';
import { registerShippingAddressesModule, shippingAddressesForCart, shippingAddressesForOrders } from './modules/shipping-addresses';
import { photosOwnedBy, registerUploadsModule, trayPhotos } from './modules/uploads';
import { registerUsersModule } from './modules/users';
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handler';
import { registerInputGuards } from './plugins/input-guards';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limits';
import { requestIdOf } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { createBookAssistant } from './workflows/book-assistant';
import { bookAssistantRoutes } from './workflows/book-assistant-routes';
import { bookMemorialDataRoutes } from './workflows/book-memorial-data';
import { createMemorialPageWorkflow } from './workflows/create-memorial-page';
import { createFinalizeBook } from './workflows/finalize-book';
import { finalizeBookRoutes } from './workflows/finalize-book-routes';
import { createFuneralDirectorsWorkflow } from './workflows/funeral-directors';
import { operatorRoutes } from './workflows/operator-routes';
import { createPlaceOrder } from './workflows/place-order';
import { placeOrderRoutes } from './workflows/place-order-routes';
import { operatorCheck } from './workflows/require-operator';
import { createShareBookWorkflow } from './workflows/share-book';
import { createStartFromMemorialPageWorkflow } from './workflows/start-from-memorial-page';
import { startFromMemorialPageRoutes } from './workflows/start-from-memorial-page-routes';
import { trialUsersRetentionJob } from './workflows/trial-users-retention';

declare module 'fastify' {
  interface FastifyInstance {
    scheduledJobs: ScheduledJob[];
    /** Jobs sent on demand (photo processing); server.ts connects it to pg-boss, tests leave it unconnected. */
    jobQueue: JobQueue;
    /** The mail outbox; tests deliver through it directly (the job runner is not started there). */
    mail: MailService;
    /** Orders: tests accept an order directly, as an operator would. */
    orders: { acceptance: OrderAcceptance };
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** The clock for date-dependent pages (the Christmas notice); tests set a day. */
  now?: () => Date;
  /** Where the log goes instead of standard output: tests read what would be logged. */
  logStream?: { write(line: string): void };
}

// Built-in validation messages in German, like every other answer of this API.
z.config(z.locales.de());

/** Wires the whole server; start-up concerns (migrations, listening, signals) live in server.ts. */
export async function buildApp({ config, database, now = () => new Date(), logStream }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // Errors are logged without the values of failed queries (personal data); requests without
    // headers, and without the mailed tokens in their addresses (lib/log-serializers.ts).
    logger: { level: config.LOG_LEVEL, serializers: { err: serializeError, req: serializeRequest }, ...(logStream ? { stream: logStream } : {}) },
    // A hop count or the proxies' addresses (config.ts): never every address a client claims.
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Request ids make one user's trouble findable in structured logs; a client's own only when short and plain.
    requestIdHeader: false,
    genReqId: requestIdOf,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // First of all hooks: what no route may ever see (a NUL character) is refused before rate limits and sign-in.
  registerInputGuards(app);

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
  const mail = await registerMailModule(app, { config, sender: site, db: database.db, now });
  app.decorate('mail', mail);
  const auth = await registerAuthModule(app, { config, db: database.db, site, now });
  await registerFeedbackModule(app, { db: database.db, mail, supportEmail: config.SUPPORT_EMAIL });
  // The issuer's sessions and refresh tokens of a person (the API refuses their older access tokens by users.sessionsEndedAt),
  // and the sign-in throttle's counts for their names. With a transaction, inside it: the sign-ins end together with the change that ends them.
  const endSessions = endSignInsOf(database.db);
  const users = await registerUsersModule(app, {
    db: database.db,
    mail,
    publicUrl: config.publicUrl,
    now,
    signTemporaryToken: auth.signTemporaryToken,
    endSessions,
    administersMemorialPage: administersMemorialPage(database.db),
    hasBooks: hasBooks(database.db),
    releaseCompanyBooksOf: releaseCompanyBooksOf(database.db),
    memorialPageExists: memorialPageExists(database.db),
  });
  // Company customers' shipping addresses; the company and its country come from the users module.
  await registerShippingAddressesModule(app, { db: database.db, now, companyCountry: users.accounts.companyCountry });
  // Memorial pages ask users about funeral directors, never the other way round; what spans both
  // (the trial start from a page, the takeover) is the workflow below.
  const memorialPages = await registerMemorialPagesModule(app, {
    db: database.db,
    files,
    isMortician: async (userId) => (await users.accounts.userInfo(userId)).isMortician,
  });
  await app.register(startFromMemorialPageRoutes, {
    prefix: '/api/users',
    workflow: createStartFromMemorialPageWorkflow({
      db: database.db,
      accounts: users.accounts,
      memorialPages,
      pageExists: memorialPageExists(database.db),
      pageCompany: memorialPageCompany(database.db),
    }),
  });
  // The print module (registered below: it needs the books) renders the cover preview after every save.
  let documentSaved = async (_bookId: number, _version: number): Promise<void> => undefined;
  const books = await registerBooksModule(app, {
    db: database.db,
    now,
    mail,
    publicUrl: config.publicUrl,
    products,
    actorOf: users.accounts.bookActor,
    mayLinkMemorialPage: mayLinkMemorialPage(database.db),
    ownerContacts: users.accounts.contactsOf,
    // A document may only gain photos of the book's owner (asked of the uploads module, never its table).
    ownedPhotos: photosOwnedBy(database.db),
    onDocumentSaved: (bookId, version) => documentSaved(bookId, version),
  });
  // The basket: reservations of finished books and the checkout's view; the orders workflow places through cart.forOrders.
  const cart = await registerCartModule(app, {
    db: database.db,
    now,
    books: booksForCart(database.db),
    products: productsForOrders(database.db),
    ordererOf: users.accounts.ordererOf,
    accountFacts: users.accounts.accountFacts,
    actorOf: users.accounts.bookActor,
    companyCountry: users.accounts.companyCountry,
    findShippingAddress: shippingAddressesForCart(database.db).find,
    lastBillingAddress: (of) => createOrdersRepository(database.db).lastBillingAddress(of),
  });
  // Photos for the books: resumable uploads, checked from their content, processed on the job queue.
  const jobQueue = createJobQueue(app.log);
  app.decorate('jobQueue', jobQueue);
  // A photo a book shows is seen by whoever may open the book (a colleague in a company book): asked of the books module.
  const uploads = await registerUploadsModule(app, { db: database.db, files, now, queue: jobQueue, books: bookPhotoAccess(database.db, users.accounts.bookActor) });
  // Print files, proof and cover previews from the one layout; the design fonts for the browser.
  const print = await registerPrintModule(app, {
    db: database.db,
    files,
    queue: jobQueue,
    books: { ...bookVisibility(database.db, users.accounts.bookActor), ...booksForPrint(database.db) },
    photos: uploads.photoFiles,
    assetRoot: config.DESIGN_ASSETS_DIR,
  });
  documentSaved = print.onDocumentSaved;
  await app.register(bookMemorialDataRoutes, { prefix: '/api', books: books.service, memorial: memorialPages });
  // The design assistant: the book's document, the photos its tray offers and the memorial page, laid out anew (not saved).
  const assistant = createBookAssistant({
    documents: books.documents,
    photos: trayPhotos(database.db, bookPhotoAccess(database.db, users.accounts.bookActor), now),
    memorial: memorialPages,
    log: app.log,
  });
  await app.register(bookAssistantRoutes, { prefix: '/api/books', assistant });
  // Finishing: the preflight on the stored document with the print's fonts and photo sizes, then state 2 and the print files.
  await app.register(finalizeBookRoutes, {
    prefix: '/api/books',
    workflow: createFinalizeBook({ books: books.service, documents: books.documents, print: print.finishing, log: app.log }),
  });
  // Sharing a copy of a book by e-mail: the shares and their mails; the recipient's copy with photos of their own (workflow).
  const shareBook = createShareBookWorkflow({ db: database.db, files, now, actorOf: users.accounts.bookActor, onDocumentSaved: (bookId, version) => documentSaved(bookId, version), log: app.log });
  const sharing = await registerSharingModule(app, {
    db: database.db,
    mail,
    publicUrl: config.publicUrl,
    now,
    sharer: shareBook.sharer,
    bookToShare: shareBook.bookToShare,
    bookName: shareBook.bookName,
    copier: shareBook.copier,
  });
  await app.register(operatorRoutes, {
    prefix: '/api/operator',
    workflow: createMemorialPageWorkflow({ db: database.db, mail, publicUrl: config.publicUrl, now, contactsOf: users.accounts.contactsOf, endSessions }),
    funeralDirectors: createFuneralDirectorsWorkflow({ db: database.db }),
  });

  // Accepted orders go to the print shop: job ticket and print files into the production outbox (decision 042).
  const productionOutbox = createProductionStorage(config);
  const production = registerProduction({ db: database.db, files, outbox: productionOutbox, print: print.forOrders, queue: jobQueue, log: app.log });
  // The back office /verwaltung (operators only); an operator's acceptance is the same as the automatic one.
  const orderAcceptance = createOrderAcceptance({
    db: database.db,
    mail,
    seller: () => invoiceSellerFrom(config),
    now,
    log: app.log,
    requestProductionHandoff: (orderId) => jobQueue.send(PRODUCTION_HANDOFF_JOB, { orderId }),
  });
  app.decorate('orders', { acceptance: orderAcceptance });
  await registerBackOffice(app, { db: database.db, mail, acceptance: orderAcceptance, operator: operatorCheck(database.db), outbox: productionOutbox, feedback: feedbackPages(database.db) });
  // Placing an order: basket → order in one transaction (idempotent per basket), then print files and, by default, the acceptance (decision 041).
  await app.register(placeOrderRoutes, {
    prefix: '/api',
    workflow: createPlaceOrder({
      db: database.db,
      cart: cart.forOrders,
      ordererOf: users.accounts.ordererOf,
      markBooksOrdered: booksForOrders(database.db).markOrdered,
      markAddressUsed: shippingAddressesForOrders(database.db).markUsed,
      mail,
      acceptance: orderAcceptance,
      requestPrint: (userId, bookId, version) => print.finishing.requestPrint(userId, bookId, version),
      autoAccept: config.ORDERS_AUTO_ACCEPT,
      now,
      log: app.log,
    }),
  });

  // Started by server.ts (not in tests).
  app.decorate('scheduledJobs', [...production.jobs, ...auth.jobs, ...users.jobs, ...books.jobs, ...cart.jobs, ...uploads.jobs, ...print.jobs, ...sharing.jobs, trialUsersRetentionJob({ db: database.db, now, log: app.log }), mailDeliveryJob(mail, app.log)] satisfies ScheduledJob[]);

  await registerWebApp(app, { distDir: config.WEB_DIST_DIR, siteConfig: siteConfigFrom(config), now });
  return app;
}
