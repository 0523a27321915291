import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { trackRequestsInFlight } from './lib/in-flight';
import { startJobRunner } from './modules/jobs/job-runner';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database });
  // Every process can send queued jobs (a photo to process); only JOBS_ENABLED ones work them.
  const stopJobs = await startJobRunner({ connection: database.connection, jobs: app.scheduledJobs, queue: app.jobQueue, work: config.JOBS_ENABLED, log: app.log });
  const requests = trackRequestsInFlight(app);
  app.addHook('onClose', async () => {
    await stopJobs();
    // Answers already being worked on still need the database.
    await requests.drained(SHUTDOWN_GRACE_MS - 2_000);
    await database.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info({ url: config.publicUrl, database: database.kind }, 'Erinnerungsbuch is ready');
  // Say who may use the demo password and the mailbox (lib/demo-access.ts), so nobody is surprised.
  if (config.demoFromAnywhere) {
    app.log.warn('NODE_ENV=development is set: the demo accounts and /dev/mails answer every machine that reaches this server');
  } else if (!config.isProduction) {
    app.log.info('the demo accounts and /dev/mails answer only this machine (loopback); a shop for others needs NODE_ENV=production (README)');
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
