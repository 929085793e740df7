import { type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type Logger } from 'pino';
import { composeServer } from './composition';
import { developmentStoreExposure, type ServerConfig } from './infrastructure/config/server-config';
import { RequestsInFlight } from './infrastructure/http/requests-in-flight';
import { type DatabaseLocation, isNewPgliteDatabase, isUsableStartingPoint, openDatabase } from './infrastructure/db/database';
import { seedDemoStoreOnFirstRun } from './infrastructure/db/seed/demo-store-seed';
import { newProcessId, ProcessHeartbeat } from './infrastructure/db/process-heartbeat';
import { releaseEndedProcessLeases } from './infrastructure/db/release-ended-process-leases';
import { configuredFileStorage } from './infrastructure/storage/configured-file-storage';
import { startDevelopmentInstagram } from './infrastructure/instagram/development-instagram-server';
import { openRedis, redisReady } from './infrastructure/redis/redis-connection';

/** How long an idle keep-alive connection stays open (see below). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface RunningServer {
  /** The port it listens on (the configured one, or the one the system chose for port 0). */
  readonly port: number;
  readonly driver: 'pglite' | 'postgres';
  /**
   * Stops taking connections, lets the requests in flight and the background work finish (a bulk
   * job ends, or is undone), then closes mail, Redis and the database. `dropConnections` also closes idle
   * keep-alive connections at once, for a caller that cannot wait for clients to let go.
   */
  stop(options?: { readonly dropConnections?: boolean }): Promise<void>;
}

/**
 * The whole server of one process, as `npm start` runs it (server/main.ts) and as the end-to-end
 * suite runs one per test (tests/e2e/support/e2e-app.ts): database, demo store, HTTP, workers.
 */
export async function runServer(config: ServerConfig, logger: Logger): Promise<RunningServer> {
  announceNewDatabase(config.database, logger);
  const database = await openDatabase(config.database, (error) =>
    logger.warn({ err: error }, 'a database connection dropped; the pool will reconnect'),
  );
  await database.migrate();
  // One process at a time opens the embedded database: a lease in it is an ended process's, and its work goes on now.
  if (database.driver === 'pglite') await releaseEndedProcessLeases(database.db);
  // On PostgreSQL other processes may be working: each says it is alive, and a silent one's leases go back to the queues (decision 0084).
  const processId = newProcessId();
  const heartbeat =
    database.driver === 'postgres'
      ? new ProcessHeartbeat(
          database.db,
          processId,
          (round) => logger.warn(round, 'server processes stopped answering: their work leases were handed back to the queues'),
          (error) => logger.warn({ err: error }, 'the process heartbeat could not be written; it is tried again'),
        )
      : null;
  const redis = config.redisUrl === null ? null : openRedis(config.redisUrl, logger);
  // A Redis that is down does not stop the start: the limits count in their fallback until it answers.
  if (redis && !(await redisReady(redis))) logger.warn('Redis did not answer at start: rate limits count in their fallback until it does');
  // One storage for the demo store's seed and every area: the bucket when S3_BUCKET is set (decision 0077).
  const files = configuredFileStorage(config.uploadDir, config.s3, logger);
  if (config.mode === 'development-store') await seedDemoStoreOnFirstRun(database.db, files.storage, logger);

  // Development store mode without an Instagram app: a loopback Instagram the demo store connects to (docs/product/instagram.md#development).
  const developmentInstagram = config.instagram === null && config.mode === 'development-store' ? await startDevelopmentInstagram() : null;
  if (developmentInstagram) logger.info({ instagram: developmentInstagram.url }, 'no INSTAGRAM_APP_ID: the Instagram page connects to a loopback Instagram with a demo account');
  const { app, bulkJobs, storefrontSync, collectWorker, notificationWorker, reviewImportWorker, importMediaWorker, outgoingWebhookWorker, flowTriggerWorker, klaviyo, complianceWorker, rateLimitSweep, mail } = composeServer({
    database,
    redis,
    logger,
    processId,
    appTokenSecret: config.appTokenSecret,
    distDir: config.distDir,
    shopify: config.shopify,
    uploadDir: config.uploadDir,
    fileStorage: files.storage,
    pickerHostOrigins: config.pickerHostOrigins,
    signInLimits: config.signInLimits,
    storefrontLimits: config.storefrontLimits,
    mail: config.mail,
    publicOrigin: config.publicOrigin,
    developmentOrigin: `http://localhost:${config.port}`,
    collectWorker: config.collectWorker,
    outgoingWebhookWorker: config.outgoingWebhookWorker,
    outgoingWebhookSendTimeoutMs: config.outgoingWebhookSendTimeoutMs,
    importApps: config.importApps,
    importWorker: config.importWorker,
    bulkJobWorker: config.bulkJobWorker,
    importMediaWorker: config.importMediaWorker,
    importMediaTimeoutMs: config.importMediaTimeoutMs,
    translation: config.translation,
    klaviyoApiUrl: config.klaviyoApiUrl,
    feedbackBoard: config.feedbackBoard,
    channelwillPartnerUrl: config.channelwillPartnerUrl,
    instagram: config.instagram ?? developmentInstagram?.config ?? null,
    publicApiLimits: config.publicApiLimits,
    subprocessors: config.subprocessors,
  });
  // With no SMTP_URL, mail goes to a catcher on loopback and the admin's outbox shows it.
  const catcher = await mail.start();
  if (catcher) logger.info({ catcher }, 'no SMTP_URL: mail is caught on loopback and shown in the outbox (/collect/outbox)');
  const klaviyoStandIn = await klaviyo.start();
  if (klaviyoStandIn) logger.info({ klaviyo: klaviyoStandIn }, 'no KLAVIYO_API_URL: Klaviyo is a stand-in on loopback that takes any pk_demo_… key (docs/product/klaviyo.md)');
  const requests = new RequestsInFlight();
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: requests.track(app.fetch), port: config.port, ...(config.host ? { hostname: config.host } : {}) }, () => resolve(listening));
  });
  // Behind a balancer, the balancer must be the one to close an idle connection: one this server
  // closed (Node's default after 5 s) just as the balancer sent on it came back as the balancer's
  // 502. Longer than the usual balancers' idle timeout (60 s on AWS's and Google's).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  }
  const port = (server.address() as AddressInfo).port;
  logger.info({ mode: config.mode, database: database.driver, storage: files.kind, port }, 'Starling Reviews is ready');

  // Writes every queued product's ratings and first page to the storefront (the seed queues them all).
  storefrontSync.start();
  // Sends the due review requests and other collect e-mails; every process runs one (decision 0052).
  collectWorker.start();
  // Sends the merchant's notification e-mails and queues their digests (docs/product/notifications.md).
  notificationWorker.start();
  complianceWorker.start();
  // Runs the bulk jobs of every process on the database; one whose process died goes on here once its lease runs out (decision 0080).
  bulkJobs.startWorker();
  // Runs queued review imports chunk by chunk; an import cut off by a stop resumes here (docs/product/import.md#jobs).
  reviewImportWorker.start();
  // Fetches imported reviews' photos and videos into our storage (docs/product/import-media.md).
  importMediaWorker.start();
  outgoingWebhookWorker.start();
  flowTriggerWorker.start();
  // Sends the queued Klaviyo events (docs/product/klaviyo.md#delivery).
  klaviyo.worker.start();
  rateLimitSweep?.start();
  heartbeat?.start();

  return {
    port,
    driver: database.driver,
    async stop(options = {}) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      if (options.dropConnections && 'closeAllConnections' in server) server.closeAllConnections();
      await closed;
      // A dropped connection leaves its handler running: it finishes before the database closes.
      await requests.settled();
      // A bulk job still running stops after its chunk and is handed back to the next process.
      await Promise.all([bulkJobs.stop(), storefrontSync.stop(), collectWorker.stop(), notificationWorker.stop(), reviewImportWorker.stop(), importMediaWorker.stop(), outgoingWebhookWorker.stop(), flowTriggerWorker.stop(), klaviyo.worker.stop(), complianceWorker.stop(), rateLimitSweep?.stop()]);
      // The workers have handed their leases back: this process leaves the heartbeats.
      await heartbeat?.stop().catch((error: unknown) => logger.warn({ err: error }, 'the process heartbeat row could not be removed; it ages out'));
      await Promise.all([mail.stop(), klaviyo.stop()]);
      files.close();
      await developmentInstagram?.close();
      redis?.disconnect();
      await database.close();
    },
  };
}

/** The lines `npm start` prints once the server listens: where the admin and the demo storefront are. */
/** A first start takes seconds more than the next ones: say why before it happens. */
function announceNewDatabase(location: DatabaseLocation, logger: Logger): void {
  if (location.kind !== 'pglite' || !isNewPgliteDatabase(location.dataDir)) return;
  const prepared = location.startingPoint !== undefined && isUsableStartingPoint(location.startingPoint);
  logger.info(
    { dataDir: location.dataDir },
    prepared
      ? 'first start: creating the embedded database from the empty one npm ci prepared'
      : 'first start: creating the embedded database (initdb; npm ci prepares one to skip this)',
  );
}

export function startLines(config: ServerConfig, running: RunningServer): string[] {
  const lines = [`Starling Reviews: http://localhost:${running.port}/ (${config.mode} mode, ${running.driver})`];
  if (config.mode === 'development-store') lines.push(`Demo storefront: http://localhost:${running.port}/demo-store/`);
  const exposure = developmentStoreExposure(config);
  if (exposure) lines.push(exposure);
  return lines;
}
