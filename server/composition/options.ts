import { type FeedCoverageSource } from '../application/compliance/compliance-ports.port';
import { type NotificationWorkerOptions } from '../application/notifications/notification-worker';
import { type FlowTriggerWorkerOptions } from '../application/outgoing-webhooks/flow-trigger-worker';
import { type KlaviyoEventWorkerOptions } from '../application/klaviyo/klaviyo-event-worker';
import { type OutgoingWebhookWorkerOptions } from '../application/outgoing-webhooks/outgoing-webhook-worker';
import { type Redis } from 'ioredis';
import { type Logger } from 'pino';
import { type ChunkDone } from '../application/bulk-jobs/bulk-job-runner';
import { type CollectMailWorkerOptions } from '../application/collect/collect-mail-worker';
import { type OrderRequestScheduler } from '../application/collect/order-request-scheduler.port';
import { type ImportMediaWorkerOptions } from '../application/imports/import-media-worker';
import { type ReviewImportStarter } from '../application/imports/review-import-starter.port';
import { type ReviewImportWorkerOptions } from '../application/imports/review-import-worker';
import { type MailTransport } from '../application/mail/mail-transport.port';
import { type FileStorage } from '../application/storage/file-storage.port';
import { type FeedbackBoardConfig } from '../infrastructure/auth/canny-feedback-board';
import { type PublicApiLimitSettings } from '../infrastructure/http/public-api/public-api-key';
import { type AffiliateReportLimits } from '../infrastructure/http/routes/affiliate.routes';
import { type MailConfig, type ShopifyAppConfig, type TranslationConfig } from '../infrastructure/config/server-config';
import { type DatabaseHandle } from '../infrastructure/db/database';
import { type SignInLimitSettings } from '../infrastructure/http/sign-in-limits';
import { type StorefrontLimitSettings } from '../infrastructure/http/routes/storefront.routes';
import { type ImportAppsConfig } from '../infrastructure/imports/app-api-request';
import { type MarketplaceFetchSettings } from '../infrastructure/imports/fetch-marketplace-page-fetcher';
import { type ShopifyAdminOrigin } from '../infrastructure/shopify/fetch-shopify-oauth-gateway';
import { type Subprocessor } from '../../src/contracts/legal.contract';
import { type InstagramConfig } from '../infrastructure/instagram/instagram-config';

/** What one process's server is built from: server/run-server.ts reads it from the configuration, tests set what they are about. */
export interface CompositionOptions {
  readonly database: DatabaseHandle;
  /** REDIS_URL's connection (server/infrastructure/redis/redis-connection.ts): every rate limit counts there; none: PostgreSQL's table, or memory on PGlite (decision 0076). */
  readonly redis?: Redis | null;
  readonly logger: Logger;
  /** This process's id (newProcessId): its workers' lease owners begin with it, and its heartbeat names it (decision 0084). */
  readonly processId?: string;
  readonly appTokenSecret: string;
  readonly distDir: string;
  /** Null in development store mode. */
  readonly shopify: ShopifyAppConfig | null;
  /** Where Shopify serves a shop's admin and token endpoint; tests point it at a fake Shopify. */
  readonly shopifyAdminOrigin?: ShopifyAdminOrigin;
  /** Where the gateway reaches a shop's GraphQL Admin API; defaults to `shopifyAdminOrigin`. */
  readonly shopifyAdminApiOrigin?: ShopifyAdminOrigin;
  /** Root folder of uploaded files (`${DATA_DIR}/uploads`). */
  readonly uploadDir: string;
  /** Where uploaded bytes live (S3 when configured, decision 0077); a LocalDiskFileStorage on `uploadDir` otherwise. */
  readonly fileStorage?: FileStorage;
  readonly now?: () => Date;
  /** Rows per chunk of a bulk job; tests lower it to see several chunks. */
  readonly bulkChunkSize?: number;
  /** The bulk job worker's lease and polling (decision 0080); DEFAULT_BULK_JOB_WORKER_OPTIONS unless configured (BULK_JOB_LEASE_MS). */
  readonly bulkJobWorker?: { readonly leaseMs: number; readonly pollMs: number };
  /** Test seam: awaited after each chunk of a bulk job (BulkJobWorkerOptions.afterChunk). */
  readonly bulkAfterChunk?: (done: ChunkDone) => Promise<void>;
  /** get_reviews counts up to this many matches; tests lower it to see a capped total. */
  readonly reviewTotalCap?: number;
  /** Origins besides our own that may frame the resource picker page (PICKER_HOST_ORIGINS). */
  readonly pickerHostOrigins?: readonly string[];
  /** The sign-in routes' rate limits; DEFAULT_SIGN_IN_LIMITS unless configured. */
  readonly signInLimits?: SignInLimitSettings;
  /** The storefront endpoints' rate limits; DEFAULT_STOREFRONT_LIMITS unless configured. */
  readonly storefrontLimits?: StorefrontLimitSettings;
  /** Test seam: what schedules, sends now and skips orders' review requests (docs/product/collect-orders.md). */
  readonly orderRequestScheduler?: OrderRequestScheduler;
  /**
   * SMTP_URL, MAIL_FROM, DKIM_*: by default the loopback catcher. `transport` replaces the
   * nodemailer transport (tests/fakes/fake-mail-transport.ts); the outbox still says where mail goes.
   */
  readonly mail?: MailConfig & { readonly transport?: MailTransport };
  /** Where links in e-mails point (APP_URL): the Shopify app URL, else http://localhost. */
  readonly publicOrigin?: string;
  /** COLLECT_*: this process's collect e-mail worker; DEFAULT_COLLECT_WORKER_OPTIONS otherwise. */
  readonly collectWorker?: Omit<CollectMailWorkerOptions, 'owner'>;
  /** The merchant notifications' worker (docs/product/notifications.md); DEFAULT_NOTIFICATION_WORKER_OPTIONS otherwise. */
  readonly notificationWorker?: Omit<NotificationWorkerOptions, 'owner'>;
  /** WEBHOOK_*: this process's outgoing webhook worker; DEFAULT_OUTGOING_WEBHOOK_WORKER_OPTIONS otherwise. */
  readonly outgoingWebhookWorker?: Omit<OutgoingWebhookWorkerOptions, 'owner'>;
  /** WEBHOOK_SEND_TIMEOUT_MS: one delivery's attempt; DEFAULT_WEBHOOK_SENDER_OPTIONS otherwise. */
  readonly outgoingWebhookSendTimeoutMs?: number;
  /** This process's Shopify Flow trigger worker; DEFAULT_FLOW_TRIGGER_WORKER_OPTIONS otherwise. */
  readonly flowTriggerWorker?: Omit<FlowTriggerWorkerOptions, 'owner'>;
  /** Test seam: the import pipeline's entry for drafts (bookmarklet, marketplace page, other apps, by hand); the composed ReviewImportUseCases otherwise. */
  readonly reviewImportStarter?: ReviewImportStarter;
  /** How the URL import reads marketplace pages; tests point its hosts at recorded pages on loopback. */
  readonly marketplaceFetch?: Partial<MarketplaceFetchSettings>;
  /** Where Dropshipman's, Judge.me's and Okendo's APIs are reached; DEFAULT_IMPORT_APPS_CONFIG otherwise (tests: loopback fakes). */
  readonly importApps?: ImportAppsConfig;
  /** IMPORT_*: this process's review import worker; DEFAULT_REVIEW_IMPORT_WORKER_OPTIONS otherwise (tests shorten the lease, set afterChunk). */
  readonly importWorker?: Omit<ReviewImportWorkerOptions, 'owner'>;
  /** IMPORT_MEDIA_*: this process's worker fetching imported reviews' media; DEFAULT_IMPORT_MEDIA_WORKER_OPTIONS otherwise. */
  readonly importMediaWorker?: Omit<ImportMediaWorkerOptions, 'owner'>;
  /** IMPORT_MEDIA_TIMEOUT_MS: one media download, redirects included; DEFAULT_REMOTE_MEDIA_OPTIONS otherwise. */
  readonly importMediaTimeoutMs?: number;
  /** Development store mode: where this server is reached (`http://localhost:<PORT>`), for the demo storefront's review links. */
  readonly developmentOrigin?: string;
  /** DEEPL_*: review translation's service; none by default, so reviews are not translated. */
  readonly translation?: TranslationConfig | null;
  /** KLAVIYO_API_URL: Klaviyo's API; unset, https://a.klaviyo.com in Shopify mode and a loopback stand-in in development store mode (tests: their own stand-in). */
  readonly klaviyoApiUrl?: string | null;
  /** One Klaviyo request's time limit; DEFAULT_KLAVIYO_TIMEOUT_MS otherwise. */
  readonly klaviyoTimeoutMs?: number;
  /** This process's Klaviyo event worker; DEFAULT_KLAVIYO_EVENT_WORKER_OPTIONS otherwise. */
  readonly klaviyoWorker?: Omit<KlaviyoEventWorkerOptions, 'owner'>;
  /** CANNY_*: the feature-request board; none by default (docs/product/settings.md#feature-requests). */
  readonly feedbackBoard?: FeedbackBoardConfig | null;
  /** CHANNELWILL_PARTNER_URL: where Shopify mode opens Channelwill; development store mode opens its stand-in (docs/product/integrations.md#channelwill). */
  readonly channelwillPartnerUrl?: string | null;
  /** PUBLIC_API_REQUESTS_PER_MINUTE: the public API's budget per key; DEFAULT_PUBLIC_API_LIMITS unless configured. */
  readonly publicApiLimits?: PublicApiLimitSettings;
  /** The privacy policy's subprocessors (ServerConfig.subprocessors); by default those the other options configure, unnamed. */
  readonly subprocessors?: readonly Subprocessor[];
  /** INSTAGRAM_*: the Instagram app the integration connects through (docs/product/instagram.md); none: its endpoints say what to configure. */
  readonly instagram?: InstagramConfig | null;
  /** The affiliate tracking report's rate limit (docs/product/public-pages.md#campaign-tracking); DEFAULT_AFFILIATE_REPORT_LIMITS otherwise. */
  readonly affiliateReportLimits?: AffiliateReportLimits;
  /** The Google Shopping feed's coverage the compliance auditor reads; "no feed" until the feed integration supplies it. */
  readonly feedCoverage?: FeedCoverageSource;
}

