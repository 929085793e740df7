import { DEFAULT_BULK_JOB_WORKER_OPTIONS } from '../../application/bulk-jobs/bulk-job-worker';
import { DEFAULT_OUTGOING_WEBHOOK_WORKER_OPTIONS, longestWebhookBatchMs, type OutgoingWebhookWorkerOptions } from '../../application/outgoing-webhooks/outgoing-webhook-worker';
import { randomBytes } from 'node:crypto';
import { DEFAULT_IMPORT_APPS_CONFIG, type ImportAppsConfig } from '../imports/app-api-request';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseTokenEncryptionKey } from '../auth/aes-gcm-token-cipher';
import { type DatabaseLocation } from '../db/database';
import { type CollectMailWorkerOptions, DEFAULT_COLLECT_WORKER_OPTIONS } from '../../application/collect/collect-mail-worker';
import { DEFAULT_REVIEW_IMPORT_WORKER_OPTIONS, type ReviewImportWorkerOptions } from '../../application/imports/review-import-worker';
import { DEFAULT_IMPORT_MEDIA_WORKER_OPTIONS, type ImportMediaWorkerOptions } from '../../application/imports/import-media-worker';
import { DEFAULT_REMOTE_MEDIA_OPTIONS } from '../imports/http-remote-media-fetcher';
import { DEFAULT_WEBHOOK_SENDER_OPTIONS } from '../outgoing-webhooks/http-webhook-sender';
import { type DkimSettings } from '../mail/nodemailer-mail-transport';
import { DEFAULT_STOREFRONT_LIMITS, type StorefrontLimitSettings } from '../http/routes/storefront.routes';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimitSettings } from '../http/sign-in-limits';
import { type FeedbackBoardConfig } from '../auth/canny-feedback-board';
import { DEFAULT_PUBLIC_API_LIMITS, type PublicApiLimitSettings } from '../http/public-api/public-api-key';
import { type Subprocessor } from '../../../src/contracts/legal.contract';
import { configuredSubprocessors } from '../legal/configured-subprocessors';
import { instagramConfig, type InstagramConfig } from '../instagram/instagram-config';
import { type S3StorageConfig } from '../storage/s3-file-storage';

/** A host name or bracketed IPv6 address: nothing that could widen or break a CSP source. */
const PLAIN_HOSTNAME = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/;

/** A bare https origin (scheme, host, optional port; no path, query or wildcard), else null. */
function httpsOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const bare = url.protocol === 'https:' && url.origin === value.replace(/\/$/, '').toLowerCase();
  return bare && PLAIN_HOSTNAME.test(url.hostname) ? url.origin : null;
}

/** Where development store mode listens unless HOST says otherwise. */
export const LOOPBACK_HOST = '127.0.0.1';

const LOOPBACK_HOSTS = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i;

/**
 * Development store mode signs anyone in as any shop: the start line says where it can be reached,
 * as a warning when that is beyond this machine. Null in Shopify mode.
 */
export function developmentStoreExposure(config: Pick<ServerConfig, 'mode' | 'host'>): string | null {
  if (config.mode !== 'development-store') return null;
  if (config.host !== null && LOOPBACK_HOSTS.test(config.host)) {
    return `Development store mode signs anyone in as any shop, so it listens on ${config.host} only (set HOST to listen elsewhere).`;
  }
  return `Warning: development store mode signs anyone in as any shop, and it listens on ${config.host ?? 'every interface'}: whoever reaches it reaches every shop's data.`;
}

/** PICKER_HOST_ORIGINS: comma-separated https origins allowed to frame the resource picker; empty by default. */
const pickerHostOrigins = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const entry of value.split(',').map((part) => part.trim())) {
      if (entry === '') continue;
      const origin = httpsOrigin(entry);
      if (origin === null) {
        ctx.addIssue({ code: 'custom', message: `must list https origins (https://host[:port], no path); "${entry}" is not one` });
        return z.NEVER;
      }
      if (!origins.includes(origin)) origins.push(origin);
    }
    return origins;
  });

/** SUBPROCESSOR_*: the company (and where) the privacy policy names for a service, e.g. "Hetzner Online GmbH (Germany)". */
const subprocessorName = z.string().trim().min(1).max(120, 'must be at most 120 characters').optional();

const environment = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\/[^\s]+$/i, 'must be a redis:// or rediss:// address (redis://:password@host:6379/0)').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHOPIFY_API_KEY: z.string().min(1).optional(),
  SHOPIFY_API_SECRET: z.string().min(1).optional(),
  APP_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SHOPIFY_SCOPES: z.string().default('read_products,write_products,read_orders,read_customers,read_themes,read_locales,write_discounts'),
  APP_URL: z.string().url().optional(),
  TOKEN_ENCRYPTION_KEY: z.string().min(1).optional(),
  CHANNELWILL_SIGN_SECRET: z.string().min(1).optional(),
  CHANNELWILL_PARTNER_URL: z.url({ protocol: /^https?$/, error: 'must be the http(s) address Channelwill opens signed links at' }).optional(),
  PICKER_HOST_ORIGINS: pickerHostOrigins,
  SIGN_IN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_SIGN_IN_LIMITS.attemptsPerAddressPerMinute),
  SIGN_IN_REFUSALS_PER_SHOP: z.coerce.number().int().min(1).default(DEFAULT_SIGN_IN_LIMITS.refusalsPerShopPerTenMinutes),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(DEFAULT_SIGN_IN_LIMITS.trustedProxyHops),
  STOREFRONT_READS_PER_SHOP_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_STOREFRONT_LIMITS.readsPerShopPerMinute),
  STOREFRONT_READS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_STOREFRONT_LIMITS.readsPerAddressPerMinute),
  STOREFRONT_REVIEWS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_STOREFRONT_LIMITS.reviewsPerAddressPerHour),
  STOREFRONT_REVIEWS_PER_SHOP_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_STOREFRONT_LIMITS.reviewsPerShopPerHour),
  STOREFRONT_VOTES_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_STOREFRONT_LIMITS.votesPerAddressPerMinute),
  COLLECT_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(DEFAULT_COLLECT_WORKER_OPTIONS.concurrency),
  COLLECT_WORKER_BATCH: z.coerce.number().int().min(1).max(1000).default(DEFAULT_COLLECT_WORKER_OPTIONS.batchSize),
  COLLECT_LEASE_MS: z.coerce.number().int().min(1000).default(DEFAULT_COLLECT_WORKER_OPTIONS.leaseMs),
  WEBHOOK_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(DEFAULT_OUTGOING_WEBHOOK_WORKER_OPTIONS.concurrency),
  WEBHOOK_LEASE_MS: z.coerce.number().int().min(1000).default(DEFAULT_OUTGOING_WEBHOOK_WORKER_OPTIONS.leaseMs),
  WEBHOOK_SEND_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(DEFAULT_WEBHOOK_SENDER_OPTIONS.timeoutMs),
  IMPORT_LEASE_MS: z.coerce.number().int().min(1000).default(DEFAULT_REVIEW_IMPORT_WORKER_OPTIONS.leaseMs),
  BULK_JOB_LEASE_MS: z.coerce.number().int().min(1000).default(DEFAULT_BULK_JOB_WORKER_OPTIONS.leaseMs),
  IMPORT_MEDIA_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(DEFAULT_IMPORT_MEDIA_WORKER_OPTIONS.concurrency),
  IMPORT_MEDIA_PER_HOST: z.coerce.number().int().min(1).max(32).default(DEFAULT_IMPORT_MEDIA_WORKER_OPTIONS.perHost),
  IMPORT_MEDIA_BATCH: z.coerce.number().int().min(1).max(500).default(DEFAULT_IMPORT_MEDIA_WORKER_OPTIONS.batchSize),
  IMPORT_MEDIA_LEASE_MS: z.coerce.number().int().min(10_000).default(DEFAULT_IMPORT_MEDIA_WORKER_OPTIONS.leaseMs),
  IMPORT_MEDIA_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(DEFAULT_REMOTE_MEDIA_OPTIONS.timeoutMs),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/i, 'must be an smtp:// or smtps:// address (smtp://user:password@host:587)')
    .optional(),
  MAIL_FROM: z.email('must be an e-mail address').optional(),
  DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  DKIM_DOMAIN: z.string().min(1).optional(),
  DKIM_SELECTOR: z.string().min(1).optional(),
  DROPSHIPMAN_API_URL: z.url().default(DEFAULT_IMPORT_APPS_CONFIG.dropshipmanApiUrl),
  JUDGEME_API_URL: z.url().default(DEFAULT_IMPORT_APPS_CONFIG.judgemeApiUrl),
  OKENDO_API_URL: z.url().default(DEFAULT_IMPORT_APPS_CONFIG.okendoApiUrl),
  KLAVIYO_API_URL: z.url().optional(),
  DEEPL_AUTH_KEY: z.string().min(1).optional(),
  DEEPL_API_URL: z.url().optional(),
  INSTAGRAM_APP_ID: z.string().min(1).optional(),
  INSTAGRAM_APP_SECRET: z.string().min(1).optional(),
  INSTAGRAM_API_URL: z.url().optional(),
  CANNY_BOARD_URL: z.url({ protocol: /^https?$/, error: 'must be the http(s) address of the feedback board' }).optional(),
  CANNY_SSO_SECRET: z.string().min(1).optional(),
  PUBLIC_API_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_PUBLIC_API_LIMITS.requestsPerKeyPerMinute),
  PUBLIC_API_BAD_KEYS_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_PUBLIC_API_LIMITS.badKeysPerAddressPerTenMinutes),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be the http(s) address of the S3-compatible service' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens')
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).optional(),
  SUBPROCESSOR_HOSTING: subprocessorName,
  SUBPROCESSOR_DATABASE: subprocessorName,
  SUBPROCESSOR_FILES: subprocessorName,
  SUBPROCESSOR_EMAIL: subprocessorName,
});

/** Review translation's service (docs/product/storefront.md#translation). */
export interface TranslationConfig {
  readonly deeplAuthKey: string;
  /** DEEPL_API_URL; else DeepL's free plan's address for a free key (ending ':fx'), its paid plan's otherwise. */
  readonly deeplApiUrl: string;
}

/** How the server sends mail (docs/product/collect-mail.md#sending). */
export interface MailConfig {
  /** SMTP_URL; null runs the loopback catcher whose mail the admin's outbox shows. */
  readonly smtpUrl: string | null;
  /** MAIL_FROM: the sender address; the sender name is the shop's. */
  readonly from: string;
  /** DKIM_PRIVATE_KEY (PEM, or its path), DKIM_DOMAIN, DKIM_SELECTOR; null signs nothing. */
  readonly dkim: DkimSettings | null;
}

/** The app's Shopify credentials; present only in Shopify mode. */
export interface ShopifyAppConfig {
  readonly apiKey: string;
  readonly apiSecret: string;
  readonly scopes: string;
  /** Public https address of this server, for OAuth redirects and webhooks. */
  readonly appUrl: string;
  /** AES-256-GCM key for the shops' Shopify tokens at rest (TOKEN_ENCRYPTION_KEY, 32 bytes). */
  readonly tokenEncryptionKey: Buffer;
  /** Signs super-admin sign-ins (CHANNELWILL_SIGN_SECRET); null turns them off. */
  readonly channelwillSignSecret: string | null;
}

export interface ServerConfig {
  readonly port: number;
  /**
   * The address to listen on (HOST); null listens on every interface. Without HOST, development
   * store mode (which signs anyone in as any shop) listens on loopback only, Shopify mode everywhere.
   */
  readonly host: string | null;
  readonly dataDir: string;
  readonly database: DatabaseLocation;
  /** REDIS_URL: where every process's rate limits count together; null: PostgreSQL's table, or memory on the embedded database (decision 0076). */
  readonly redisUrl: string | null;
  readonly logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  readonly mode: 'development-store' | 'shopify';
  readonly shopify: ShopifyAppConfig | null;
  readonly appTokenSecret: string;
  readonly distDir: string;
  /** Uploaded files on the local disk: `${DATA_DIR}/uploads`, unless `s3` is set. */
  readonly uploadDir: string;
  /** S3_*: uploaded files in an S3-compatible bucket instead (decision 0077); null keeps them on the local disk. */
  readonly s3: S3StorageConfig | null;
  /** Origins besides our own that may frame /resource_picker (PICKER_HOST_ORIGINS); empty by default. */
  readonly pickerHostOrigins: readonly string[];
  /** SIGN_IN_ATTEMPTS_PER_ADDRESS, SIGN_IN_REFUSALS_PER_SHOP, TRUSTED_PROXY_HOPS. */
  readonly signInLimits: SignInLimitSettings;
  /** STOREFRONT_*: the storefront endpoints' rate limits (docs/product/storefront.md#public-endpoints). */
  readonly storefrontLimits: StorefrontLimitSettings;
  /** APP_URL, else http://localhost:PORT: where links in e-mails (unsubscribe) point. */
  readonly publicOrigin: string;
  readonly mail: MailConfig;
  /** COLLECT_*: how this process's worker sends the collect e-mails (docs/product/collect.md#sending). */
  readonly collectWorker: Omit<CollectMailWorkerOptions, 'owner'>;
  /** WEBHOOK_*: how this process's worker delivers the outgoing webhooks (docs/product/webhooks.md#delivery). */
  readonly outgoingWebhookWorker: Omit<OutgoingWebhookWorkerOptions, 'owner'>;
  /** WEBHOOK_SEND_TIMEOUT_MS: one delivery's attempt (connect, send, answer). */
  readonly outgoingWebhookSendTimeoutMs: number;
  /** DROPSHIPMAN_API_URL, JUDGEME_API_URL, OKENDO_API_URL (docs/product/import-apps.md). */
  readonly importApps: ImportAppsConfig;
  /** IMPORT_LEASE_MS: how long a review import stays with a process that stopped answering (docs/product/import.md#jobs). */
  readonly importWorker: Omit<ReviewImportWorkerOptions, 'owner'>;
  /** BULK_JOB_LEASE_MS: how long a bulk job stays with a process that stopped answering before another goes on with it (decision 0080). */
  readonly bulkJobWorker: { readonly leaseMs: number; readonly pollMs: number };
  /** IMPORT_MEDIA_*: how this process's worker fetches imported reviews' media (docs/product/import-media.md). */
  readonly importMediaWorker: Omit<ImportMediaWorkerOptions, 'owner'>;
  readonly importMediaTimeoutMs: number;
  /** DEEPL_AUTH_KEY, DEEPL_API_URL; null: reviews are not translated. */
  readonly translation: TranslationConfig | null;
  /** KLAVIYO_API_URL; null in development store mode without it: Klaviyo is the loopback stand-in (docs/product/klaviyo.md#development-store-mode). */
  readonly klaviyoApiUrl: string | null;
  /**
   * INSTAGRAM_APP_ID, INSTAGRAM_APP_SECRET (both or neither), INSTAGRAM_API_URL; null: development store
   * mode starts the loopback Instagram, Shopify mode's Instagram page says what to configure.
   */
  readonly instagram: InstagramConfig | null;
  /** CANNY_BOARD_URL, CANNY_SSO_SECRET; null: /settings/canny says no board is configured. */
  readonly feedbackBoard: FeedbackBoardConfig | null;
  /** CHANNELWILL_PARTNER_URL: where Shopify mode opens Channelwill (with CHANNELWILL_SIGN_SECRET); null: no partner. */
  readonly channelwillPartnerUrl: string | null;
  /** PUBLIC_API_REQUESTS_PER_MINUTE: requests one reviews API key may make per minute; PUBLIC_API_BAD_KEYS_PER_ADDRESS: keys that are not one an address may send per ten minutes. */
  readonly publicApiLimits: PublicApiLimitSettings;
  /** The privacy policy's subprocessors, from the services configured here and SUBPROCESSOR_* (docs/product/public-pages.md#subprocessors). */
  readonly subprocessors: readonly Subprocessor[];
}

/** Reads the environment once at start; a bad value stops the server with the variable's name. */
/** Under DATA_DIR: the migrated empty database `npm ci` prepares (scripts/prepare-database.ts). */
/** Where Klaviyo's REST API is, unless KLAVIYO_API_URL says otherwise. */
export const DEFAULT_KLAVIYO_API_URL = 'https://a.klaviyo.com';

export const PGLITE_STARTING_POINT = 'pglite-starting-point';

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Configuration: ${issue?.path.join('.') ?? 'environment'} ${issue?.message ?? 'is invalid'}`);
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  const shopifyMode = Boolean(values.SHOPIFY_API_KEY && values.SHOPIFY_API_SECRET);
  if (shopifyMode && !values.APP_TOKEN_SECRET) {
    throw new Error('Configuration: APP_TOKEN_SECRET is required when SHOPIFY_API_KEY and SHOPIFY_API_SECRET are set');
  }
  return {
    port: values.PORT,
    host: values.HOST ?? (shopifyMode ? null : LOOPBACK_HOST),
    dataDir,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite'), startingPoint: join(dataDir, PGLITE_STARTING_POINT) },
    redisUrl: values.REDIS_URL ?? null,
    logLevel: values.LOG_LEVEL,
    mode: shopifyMode ? 'shopify' : 'development-store',
    shopify:
      values.SHOPIFY_API_KEY && values.SHOPIFY_API_SECRET
        ? {
            apiKey: values.SHOPIFY_API_KEY,
            apiSecret: values.SHOPIFY_API_SECRET,
            scopes: values.SHOPIFY_SCOPES,
            appUrl: values.APP_URL ?? `http://localhost:${values.PORT}`,
            tokenEncryptionKey: requiredTokenEncryptionKey(values.TOKEN_ENCRYPTION_KEY),
            channelwillSignSecret: values.CHANNELWILL_SIGN_SECRET ?? null,
          }
        : null,
    appTokenSecret: values.APP_TOKEN_SECRET ?? localSecret(dataDir, 'app-token-secret'),
    distDir: resolve('dist'),
    uploadDir: join(dataDir, 'uploads'),
    s3: s3Of(values),
    pickerHostOrigins: values.PICKER_HOST_ORIGINS,
    storefrontLimits: {
      readsPerShopPerMinute: values.STOREFRONT_READS_PER_SHOP_PER_MINUTE,
      readsPerAddressPerMinute: values.STOREFRONT_READS_PER_ADDRESS_PER_MINUTE,
      reviewsPerAddressPerHour: values.STOREFRONT_REVIEWS_PER_ADDRESS_PER_HOUR,
      reviewsPerShopPerHour: values.STOREFRONT_REVIEWS_PER_SHOP_PER_HOUR,
      votesPerAddressPerMinute: values.STOREFRONT_VOTES_PER_ADDRESS_PER_MINUTE,
      beaconsPerAddressPerMinute: DEFAULT_STOREFRONT_LIMITS.beaconsPerAddressPerMinute,
      uploadsPerAddressPerHour: DEFAULT_STOREFRONT_LIMITS.uploadsPerAddressPerHour,
      trustedProxyHops: values.TRUSTED_PROXY_HOPS,
    },
    collectWorker: {
      ...DEFAULT_COLLECT_WORKER_OPTIONS,
      concurrency: values.COLLECT_WORKER_CONCURRENCY,
      batchSize: values.COLLECT_WORKER_BATCH,
      leaseMs: values.COLLECT_LEASE_MS,
    },
    outgoingWebhookWorker: webhookWorkerOf(values),
    outgoingWebhookSendTimeoutMs: values.WEBHOOK_SEND_TIMEOUT_MS,
    importWorker: { ...DEFAULT_REVIEW_IMPORT_WORKER_OPTIONS, leaseMs: values.IMPORT_LEASE_MS },
    bulkJobWorker: { ...DEFAULT_BULK_JOB_WORKER_OPTIONS, leaseMs: values.BULK_JOB_LEASE_MS },
    importMediaWorker: {
      ...DEFAULT_IMPORT_MEDIA_WORKER_OPTIONS,
      concurrency: values.IMPORT_MEDIA_CONCURRENCY,
      perHost: values.IMPORT_MEDIA_PER_HOST,
      batchSize: values.IMPORT_MEDIA_BATCH,
      leaseMs: values.IMPORT_MEDIA_LEASE_MS,
    },
    importMediaTimeoutMs: values.IMPORT_MEDIA_TIMEOUT_MS,
    translation: values.DEEPL_AUTH_KEY
      ? { deeplAuthKey: values.DEEPL_AUTH_KEY, deeplApiUrl: values.DEEPL_API_URL ?? (values.DEEPL_AUTH_KEY.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com') }
      : null,
    feedbackBoard: feedbackBoardOf(values),
    channelwillPartnerUrl: values.CHANNELWILL_PARTNER_URL ?? null,
    klaviyoApiUrl: values.KLAVIYO_API_URL ?? (shopifyMode ? DEFAULT_KLAVIYO_API_URL : null),
    instagram: instagramOf(values),
    publicApiLimits: {
      requestsPerKeyPerMinute: values.PUBLIC_API_REQUESTS_PER_MINUTE,
      badKeysPerAddressPerTenMinutes: values.PUBLIC_API_BAD_KEYS_PER_ADDRESS,
      trustedProxyHops: values.TRUSTED_PROXY_HOPS,
    },
    publicOrigin: publicOriginOf(values.APP_URL, values.PORT),
    subprocessors: configuredSubprocessors({
      shopifyMode,
      database: { external: values.DATABASE_URL !== undefined, url: values.DATABASE_URL },
      fileStorageUrl: values.S3_BUCKET ? (values.S3_ENDPOINT ?? `https://s3.${values.S3_REGION ?? 'us-east-1'}.amazonaws.com`) : null,
      smtpUrl: values.SMTP_URL ?? null,
      translation: values.DEEPL_AUTH_KEY !== undefined,
      feedbackBoard: values.CANNY_BOARD_URL !== undefined,
      names: { hosting: values.SUBPROCESSOR_HOSTING, database: values.SUBPROCESSOR_DATABASE, files: values.SUBPROCESSOR_FILES, email: values.SUBPROCESSOR_EMAIL },
    }),
    importApps: { dropshipmanApiUrl: values.DROPSHIPMAN_API_URL, judgemeApiUrl: values.JUDGEME_API_URL, okendoApiUrl: values.OKENDO_API_URL },
    mail: {
      smtpUrl: values.SMTP_URL ?? null,
      from: values.MAIL_FROM ?? `reviews@${new URL(publicOriginOf(values.APP_URL, values.PORT)).hostname}`,
      dkim: dkimSettings(values),
    },
    signInLimits: {
      attemptsPerAddressPerMinute: values.SIGN_IN_ATTEMPTS_PER_ADDRESS,
      refusalsPerShopPerTenMinutes: values.SIGN_IN_REFUSALS_PER_SHOP,
      trustedProxyHops: values.TRUSTED_PROXY_HOPS,
    },
  };
}

/**
 * The webhook worker's batch must be sent before its leases run out (longestWebhookBatchMs), or a
 * second process could send a delivery still waiting in it: refused at start, naming the variables.
 */
function webhookWorkerOf(
  values: Pick<z.infer<typeof environment>, 'WEBHOOK_WORKER_CONCURRENCY' | 'WEBHOOK_LEASE_MS' | 'WEBHOOK_SEND_TIMEOUT_MS'>,
): Omit<OutgoingWebhookWorkerOptions, 'owner'> {
  const worker = { ...DEFAULT_OUTGOING_WEBHOOK_WORKER_OPTIONS, concurrency: values.WEBHOOK_WORKER_CONCURRENCY, leaseMs: values.WEBHOOK_LEASE_MS };
  const longest = longestWebhookBatchMs(worker, values.WEBHOOK_SEND_TIMEOUT_MS);
  if (longest >= worker.leaseMs) {
    const rounds = Math.ceil(worker.batchSize / worker.concurrency);
    throw new Error(
      `Configuration: WEBHOOK_LEASE_MS (${worker.leaseMs}) must be longer than a claimed batch of ${worker.batchSize} webhook deliveries can take: ` +
        `${rounds} rounds of WEBHOOK_WORKER_CONCURRENCY (${worker.concurrency}) and one send still in flight, ` +
        `${rounds + 1} × WEBHOOK_SEND_TIMEOUT_MS (${values.WEBHOOK_SEND_TIMEOUT_MS}) = ${longest} ms; ` +
        'raise WEBHOOK_LEASE_MS or WEBHOOK_WORKER_CONCURRENCY, or lower WEBHOOK_SEND_TIMEOUT_MS',
    );
  }
  return worker;
}

/** The Instagram app needs its id and its secret together. */
function instagramOf(values: Pick<z.infer<typeof environment>, 'INSTAGRAM_APP_ID' | 'INSTAGRAM_APP_SECRET' | 'INSTAGRAM_API_URL'>): InstagramConfig | null {
  if (!values.INSTAGRAM_APP_ID && !values.INSTAGRAM_APP_SECRET) return null;
  if (!values.INSTAGRAM_APP_ID || !values.INSTAGRAM_APP_SECRET) throw new Error('Configuration: INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET must be set together');
  return instagramConfig(values.INSTAGRAM_APP_ID, values.INSTAGRAM_APP_SECRET, values.INSTAGRAM_API_URL);
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/**
 * S3_BUCKET turns the bucket on and needs its region and keys; any other S3_* without it is a
 * mistake (a typo would otherwise keep the files on one machine's disk unnoticed).
 */
function s3Of(values: Pick<z.infer<typeof environment>, 'S3_BUCKET' | (typeof S3_SETTINGS)[number]>): S3StorageConfig | null {
  if (!values.S3_BUCKET) {
    const stray = S3_SETTINGS.find((name) => values[name] !== undefined);
    if (stray) throw new Error(`Configuration: S3_BUCKET is required when ${stray} is set (leave every S3_* unset to keep uploads on the local disk)`);
    return null;
  }
  const { S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  if (!region || !accessKeyId || !secretAccessKey) {
    const missing = !region ? 'S3_REGION' : !accessKeyId ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new Error(`Configuration: ${missing} is required when S3_BUCKET is set`);
  }
  return {
    endpoint: values.S3_ENDPOINT ?? null,
    bucket: values.S3_BUCKET,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true' || values.S3_FORCE_PATH_STYLE === '1',
  };
}

/** The feedback board needs its address and its SSO key together. */
function feedbackBoardOf(values: Pick<z.infer<typeof environment>, 'CANNY_BOARD_URL' | 'CANNY_SSO_SECRET'>): FeedbackBoardConfig | null {
  if (!values.CANNY_BOARD_URL && !values.CANNY_SSO_SECRET) return null;
  if (!values.CANNY_BOARD_URL || !values.CANNY_SSO_SECRET) throw new Error('Configuration: CANNY_BOARD_URL and CANNY_SSO_SECRET are set together or not at all');
  return { boardUrl: values.CANNY_BOARD_URL, ssoSecret: values.CANNY_SSO_SECRET };
}

function publicOriginOf(appUrl: string | undefined, port: number): string {
  return appUrl ? new URL(appUrl).origin : `http://localhost:${port}`;
}

function readPemFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new Error(`Configuration: DKIM_PRIVATE_KEY is neither a PEM private key nor a readable file (${path})`);
  }
}

/** DKIM needs all three values; a key may be given as PEM text or as the path of a PEM file. */
function dkimSettings(values: Pick<z.infer<typeof environment>, 'DKIM_PRIVATE_KEY' | 'DKIM_DOMAIN' | 'DKIM_SELECTOR'>): DkimSettings | null {
  const given = [values.DKIM_PRIVATE_KEY, values.DKIM_DOMAIN, values.DKIM_SELECTOR].filter((value) => value !== undefined).length;
  if (given === 0) return null;
  if (!values.DKIM_PRIVATE_KEY || !values.DKIM_DOMAIN || !values.DKIM_SELECTOR) {
    throw new Error('Configuration: DKIM_PRIVATE_KEY, DKIM_DOMAIN and DKIM_SELECTOR are set together or not at all');
  }
  const key = values.DKIM_PRIVATE_KEY.includes('-----BEGIN') ? values.DKIM_PRIVATE_KEY.replace(/\\n/g, '\n') : readPemFile(values.DKIM_PRIVATE_KEY);
  if (!key.includes('PRIVATE KEY-----')) throw new Error('Configuration: DKIM_PRIVATE_KEY must be a PEM private key or the path of one');
  return { domainName: values.DKIM_DOMAIN, keySelector: values.DKIM_SELECTOR, privateKey: key };
}

/** Shopify mode stores the shops' Shopify tokens encrypted with this key, so it cannot start without one. */
function requiredTokenEncryptionKey(value: string | undefined): Buffer {
  if (!value) throw new Error('Configuration: TOKEN_ENCRYPTION_KEY is required when SHOPIFY_API_KEY and SHOPIFY_API_SECRET are set');
  try {
    return parseTokenEncryptionKey(value);
  } catch (error) {
    throw new Error(`Configuration: TOKEN_ENCRYPTION_KEY ${error instanceof Error ? error.message : 'is invalid'}`, { cause: error });
  }
}

/** A secret generated on first start and kept in DATA_DIR, so tokens survive a restart. */
function localSecret(dataDir: string, name: string): string {
  const path = join(dataDir, name);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
