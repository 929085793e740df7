import { hkdfSync } from 'node:crypto';
import { DEFAULT_KLAVIYO_EVENT_WORKER_OPTIONS, KlaviyoEventWorker } from '../application/klaviyo/klaviyo-event-worker';
import { KlaviyoUseCases } from '../application/klaviyo/klaviyo-use-cases';
import { SendKlaviyoEventUseCase } from '../application/klaviyo/send-klaviyo-event.use-case';
import { AesGcmTokenCipher } from '../infrastructure/auth/aes-gcm-token-cipher';
import { DEFAULT_KLAVIYO_API_URL } from '../infrastructure/config/server-config';
import { DrizzleKlaviyoConnectionRepository, DrizzleKlaviyoEventQueue } from '../infrastructure/db/drizzle-klaviyo-repository';
import { type IntegrationStatusSource } from '../application/integrations/integration-status-source.port';
import { type AreaRoutes } from '../infrastructure/http/app';
import { klaviyoRoutes } from '../infrastructure/http/routes/klaviyo.routes';
import { DEFAULT_KLAVIYO_TIMEOUT_MS, HttpKlaviyoGateway } from '../infrastructure/klaviyo/http-klaviyo-gateway';
import { DEMO_KLAVIYO_KEY_PREFIX, LoopbackKlaviyoServer } from '../infrastructure/klaviyo/loopback-klaviyo-server';
import { type Platform } from './platform';

export interface KlaviyoArea {
  readonly routes: AreaRoutes;
  readonly worker: KlaviyoEventWorker;
  /** /integrated's badge: connected once a key is stored. */
  readonly status: IntegrationStatusSource;
  /** Starts the loopback stand-in when Klaviyo is one (development store mode without KLAVIYO_API_URL); answers its address. */
  start(): Promise<string | null>;
  stop(): Promise<void>;
}

/**
 * The Klaviyo integration (docs/product/klaviyo.md): /integrated/klaviyo's endpoints and the worker
 * sending the events writers queue (DrizzleKlaviyoEventWrites, bound in their transactions). The key
 * is encrypted with TOKEN_ENCRYPTION_KEY in Shopify mode, else with a key derived from the app
 * token secret. Without a Klaviyo address in development store mode, Klaviyo is a stand-in on
 * loopback taking every `pk_demo_…` key.
 */
export function composeKlaviyo(platform: Platform): KlaviyoArea {
  const { options, db, now } = platform;
  const configured = options.klaviyoApiUrl ?? (options.shopify ? DEFAULT_KLAVIYO_API_URL : null);
  const standIn = configured === null ? new LoopbackKlaviyoServer({ acceptsKey: (key) => key.startsWith(DEMO_KLAVIYO_KEY_PREFIX) }) : null;
  const gateway = new HttpKlaviyoGateway({ baseUrl: () => configured ?? standIn?.url ?? '', timeoutMs: options.klaviyoTimeoutMs ?? DEFAULT_KLAVIYO_TIMEOUT_MS });
  const cipher = new AesGcmTokenCipher(options.shopify?.tokenEncryptionKey ?? Buffer.from(hkdfSync('sha256', options.appTokenSecret, '', 'starling-reviews klaviyo keys', 32)));
  const connections = new DrizzleKlaviyoConnectionRepository(db, cipher);
  const useCases = new KlaviyoUseCases(connections, gateway, now);
  const queue = new DrizzleKlaviyoEventQueue(db, cipher);
  const worker = new KlaviyoEventWorker(
    queue,
    new SendKlaviyoEventUseCase(queue, gateway, now),
    { owner: platform.workerOwner(), ...(options.klaviyoWorker ?? DEFAULT_KLAVIYO_EVENT_WORKER_OPTIONS) },
    (error) => options.logger.error({ err: error }, 'the Klaviyo event worker failed a round; the events stay queued'),
    now,
  );
  return {
    routes: { admin: [klaviyoRoutes(useCases)] },
    worker,
    status: { state: async (shop) => ((await connections.find(shop)) ? 'connected' : 'not_connected') },
    start: async () => (standIn ? standIn.start() : null),
    stop: async () => standIn?.stop(),
  };
}
