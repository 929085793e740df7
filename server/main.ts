import { serve } from '@hono/node-server';
import pino from 'pino';
import { composeServer } from './composition';
import { developmentStoreExposure, loadServerConfig } from './infrastructure/config/server-config';
import { openDatabase } from './infrastructure/db/database';
import { seedDemoStoreOnFirstRun } from './infrastructure/db/seed/demo-store-seed';
import { LocalDiskFileStorage } from './infrastructure/storage/local-disk-file-storage';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadServerConfig();
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(config.database, (error) =>
    logger.warn({ err: error }, 'an idle database connection dropped; the pool will reconnect'),
  );
  await database.migrate();
  if (config.mode === 'development-store') await seedDemoStoreOnFirstRun(database.db, new LocalDiskFileStorage(config.uploadDir), logger);

  const { app, bulkJobs, storefrontSync, collectWorker, reviewImportWorker, importMediaWorker, mail } = composeServer({
    database,
    logger,
    appTokenSecret: config.appTokenSecret,
    distDir: config.distDir,
    shopify: config.shopify,
    uploadDir: config.uploadDir,
    pickerHostOrigins: config.pickerHostOrigins,
    signInLimits: config.signInLimits,
    storefrontLimits: config.storefrontLimits,
    mail: config.mail,
    publicOrigin: config.publicOrigin,
    developmentOrigin: `http://localhost:${config.port}`,
    collectWorker: config.collectWorker,
    importApps: config.importApps,
    importWorker: config.importWorker,
    importMediaWorker: config.importMediaWorker,
    importMediaTimeoutMs: config.importMediaTimeoutMs,
  });
  // With no SMTP_URL, mail goes to a catcher on loopback and the admin's outbox shows it.
  const catcher = await mail.start();
  if (catcher) logger.info({ catcher }, 'no SMTP_URL: mail is caught on loopback and shown in the outbox (/collect/outbox)');
  // Before the server answers: jobs the last stop cut off are undone from their journals (PGlite)
  // and marked failed, so no one ever reads a half-applied bulk action after a restart.
  const interrupted = await bulkJobs.recoverInterruptedJobs();
  if (interrupted > 0) logger.warn({ jobs: interrupted }, 'bulk jobs cut off by the last stop were undone and marked failed');
  const server = serve({ fetch: app.fetch, port: config.port, ...(config.host ? { hostname: config.host } : {}) }, () => {
    logger.info({ mode: config.mode, database: database.driver }, 'Starling Reviews is ready');
    console.log(`Starling Reviews: http://localhost:${config.port}/ (${config.mode} mode, ${database.driver})`);
    if (config.mode === 'development-store') console.log(`Demo storefront: http://localhost:${config.port}/demo-store/`);
    const exposure = developmentStoreExposure(config);
    if (exposure) console.log(exposure);
  });

  // Writes every queued product's ratings and first page to the storefront (the seed queues them all).
  storefrontSync.start();
  // Sends the due review requests and other collect e-mails; every process runs one (decision 0052).
  collectWorker.start();
  // Runs queued review imports chunk by chunk; an import cut off by a stop resumes here (docs/product/import.md#jobs).
  reviewImportWorker.start();
  // Fetches imported reviews' photos and videos into our storage (docs/product/import-media.md).
  importMediaWorker.start();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    const forced = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    forced.unref();
    server.close(() => {
      // A bulk job still running ends (succeeds, or is undone) before the database closes.
      void Promise.all([bulkJobs.idle(), storefrontSync.stop(), collectWorker.stop(), reviewImportWorker.stop(), importMediaWorker.stop()])
        .then(() => mail.stop())
        .then(() => database.close())
        .then(() => {
          logger.info('stopped');
          process.exit(0);
        });
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
