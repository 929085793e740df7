import { type OrderRequestScheduler } from '../../../server/application/collect/order-request-scheduler.port';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { type BulkJobMode, type ChunkDone } from '../../../server/application/bulk-jobs/bulk-job-runner';
import { composeServer } from '../../../server/composition';
import { type ShopifyAppConfig, type TranslationConfig } from '../../../server/infrastructure/config/server-config';
import { type DatabaseHandle } from '../../../server/infrastructure/db/database';
import { type SignInLimitSettings } from '../../../server/infrastructure/http/sign-in-limits';
import { type StorefrontLimitSettings } from '../../../server/infrastructure/http/routes/storefront.routes';
import { type MailConfig } from '../../../server/infrastructure/config/server-config';
import { FakeMailTransport } from '../../fakes/fake-mail-transport';
import { type ReviewImportStarter } from '../../../server/application/imports/review-import-starter.port';
import { type MarketplaceFetchSettings } from '../../../server/infrastructure/imports/fetch-marketplace-page-fetcher';
import { type ImportAppsConfig } from '../../../server/infrastructure/imports/app-api-request';
import { type ReviewImportWorkerOptions } from '../../../server/application/imports/review-import-worker';

export const TEST_APP_TOKEN_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestServerOptions {
  readonly now?: () => Date;
  readonly distDir?: string;
  readonly shopify?: ShopifyAppConfig;
  /** Uploads go here; the default folder is only created by a test that uploads. */
  readonly uploadDir?: string;
  /** Where the server reaches Shopify for a shop (the fake Shopify server in tests). */
  readonly shopifyAdminOrigin?: (shop: string) => string;
  /** Where the server reaches a shop's GraphQL Admin API (the fake Admin API), when not the above. */
  readonly shopifyAdminApiOrigin?: (shop: string) => string;
  /** Rows per chunk of a bulk job. */
  readonly bulkChunkSize?: number;
  /** How bulk jobs stay all or nothing; the driver's own by default (journaled on PGlite). */
  readonly bulkJobMode?: BulkJobMode;
  /** Awaited after each chunk of a bulk job: hold a job there, or throw to fail it. */
  readonly bulkAfterChunk?: (done: ChunkDone) => Promise<void>;
  /** get_reviews' count cap (REVIEW_TOTAL_CAP). */
  readonly reviewTotalCap?: number;
  /** Origins besides our own that may frame /resource_picker (PICKER_HOST_ORIGINS). */
  readonly pickerHostOrigins?: readonly string[];
  /** The sign-in rate limits; by default too high to reach, since suites sign many shops in from one "address". */
  readonly signInLimits?: SignInLimitSettings;
  /** The storefront endpoints' rate limits; the defaults otherwise. */
  readonly storefrontLimits?: StorefrontLimitSettings;
  /** What schedules, sends now and skips review requests, when not the composed one. */
  readonly orderRequestScheduler?: OrderRequestScheduler;
  /**
   * Mail: by default a FakeMailTransport (the server's `mailTransport`) recording sends; 'catcher'
   * runs the real nodemailer transport to the loopback catcher (stop it with `mail.stop()`).
   */
  readonly mail?: 'catcher' | MailConfig;
  /** The import pipeline's starter for non-file sources (tests/fakes/fake-review-import-starter.ts). */
  readonly reviewImportStarter?: ReviewImportStarter;
  /** How the URL import reads marketplace pages (its hosts pointed at recorded pages on loopback). */
  readonly marketplaceFetch?: Partial<MarketplaceFetchSettings>;
  /** The fake transport to record sends with (one the test keeps); a new one otherwise. */
  readonly mailTransport?: FakeMailTransport;
  /** Where the import apps' APIs are (tests/fakes/fake-import-app-servers.ts); by default nowhere (a closed loopback port). */
  readonly importApps?: ImportAppsConfig;
  /** The review import worker's options (tests drive it with `reviewImportWorker.drain()`). */
  readonly importWorker?: Omit<ReviewImportWorkerOptions, 'owner'>;
  /** Where the server logs; silent by default (a test reading the log passes its own). */
  readonly logger?: Logger;
  /** Review translation's service (tests/fakes/fake-deepl-server.ts); none by default. */
  readonly translation?: TranslationConfig;
}

/** No test reaches a real app's API: a loopback port nothing listens on. */
const UNREACHABLE_IMPORT_APPS: ImportAppsConfig = { dropshipmanApiUrl: 'http://127.0.0.1:9', judgemeApiUrl: 'http://127.0.0.1:9', okendoApiUrl: 'http://127.0.0.1:9' };

/** Where the test server's e-mail links point. */
export const TEST_PUBLIC_ORIGIN = 'https://reviews.test';
const TEST_MAIL: MailConfig = { smtpUrl: null, from: 'reviews@reviews.test', dkim: null };

const UNREACHABLE_SIGN_IN_LIMITS: SignInLimitSettings = { attemptsPerAddressPerMinute: 1_000_000, refusalsPerShopPerTenMinutes: 1_000_000, trustedProxyHops: 0 };

export type TestServer = ReturnType<typeof createTestServer>;

/** The real composed server on a test database, driven in-process through app.request. */
export function createTestServer(database: DatabaseHandle, options: TestServerOptions = {}) {
  const mailTransport = options.mailTransport ?? new FakeMailTransport();
  const mail = options.mail === undefined ? { ...TEST_MAIL, transport: mailTransport } : options.mail === 'catcher' ? TEST_MAIL : options.mail;
  const composed = composeServer({
    database,
    logger: options.logger ?? pino({ level: 'silent' }),
    appTokenSecret: TEST_APP_TOKEN_SECRET,
    distDir: options.distDir ?? '/nonexistent-dist',
    shopify: options.shopify ?? null,
    // A folder per server: test files run side by side, and shop ids repeat across their databases.
    uploadDir: options.uploadDir ?? join(tmpdir(), `starling-test-uploads-${randomUUID()}`),
    ...(options.now ? { now: options.now } : {}),
    ...(options.shopifyAdminOrigin ? { shopifyAdminOrigin: options.shopifyAdminOrigin } : {}),
    ...(options.shopifyAdminApiOrigin ? { shopifyAdminApiOrigin: options.shopifyAdminApiOrigin } : {}),
    ...(options.bulkChunkSize ? { bulkChunkSize: options.bulkChunkSize } : {}),
    ...(options.bulkJobMode ? { bulkJobMode: options.bulkJobMode } : {}),
    ...(options.bulkAfterChunk ? { bulkAfterChunk: options.bulkAfterChunk } : {}),
    ...(options.reviewTotalCap ? { reviewTotalCap: options.reviewTotalCap } : {}),
    ...(options.pickerHostOrigins ? { pickerHostOrigins: options.pickerHostOrigins } : {}),
    signInLimits: options.signInLimits ?? UNREACHABLE_SIGN_IN_LIMITS,
    ...(options.storefrontLimits ? { storefrontLimits: options.storefrontLimits } : {}),
    ...(options.orderRequestScheduler ? { orderRequestScheduler: options.orderRequestScheduler } : {}),
    mail,
    publicOrigin: TEST_PUBLIC_ORIGIN,
    ...(options.reviewImportStarter ? { reviewImportStarter: options.reviewImportStarter } : {}),
    ...(options.marketplaceFetch ? { marketplaceFetch: options.marketplaceFetch } : {}),
    importApps: options.importApps ?? UNREACHABLE_IMPORT_APPS,
    ...(options.importWorker ? { importWorker: options.importWorker } : {}),
    ...(options.translation ? { translation: options.translation } : {}),
  });

  async function call(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await composed.app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    let json: { code: number; message: string; data: any } | null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  /** Signs a shop in through the development-store login and returns its app token. */
  async function signIn(shop: string): Promise<string> {
    const response = await call('POST', '/api/v1/admin/login', { body: { shop } });
    if (response.json?.code !== 0) throw new Error(`login failed: ${response.text}`);
    return response.json.data.shop_info.token as string;
  }

  return { ...composed, call, signIn, mailTransport };
}
