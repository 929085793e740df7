import { randomBytes } from 'node:crypto';
import { newProcessId } from '../infrastructure/db/process-heartbeat';
import { CreditInstallReferralUseCase } from '../application/auth/credit-install-referral.use-case';
import { type AuthenticatedShop } from '../application/shared/authenticated-shop';
import { type ShopifyGateway } from '../application/shopify/shopify-gateway.port';
import { AcceptUploadUseCase } from '../application/storage/accept-upload.use-case';
import { IssueUploadPolicyUseCase } from '../application/storage/issue-upload-policy.use-case';
import { TransactionalWidgetSettingsSaver } from '../application/storefront/settings-document-writes';
import { StorefrontWidgetAllowance } from '../application/storefront/storefront-widget-allowance';
import { JoseAppTokens } from '../infrastructure/auth/jose-app-tokens';
import { DrizzleCatalogGateway } from '../infrastructure/db/drizzle-catalog-gateway';
import { DrizzleSettingsRepository } from '../infrastructure/db/drizzle-settings-repository';
import { DrizzleShopRepository } from '../infrastructure/db/drizzle-shop-repository';
import { DrizzleStorefrontSyncQueue } from '../infrastructure/db/drizzle-storefront-sync-queue';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { DrizzleUploadedFileRepository } from '../infrastructure/db/drizzle-uploaded-file-repository';
import { authenticate } from '../infrastructure/http/authenticate';
import { expiredRateLimitSweep } from '../infrastructure/http/rate-limit-sweep';
import { type RateLimitStore } from '../infrastructure/http/rate-limiters';
import { shopifyAdminOrigin } from '../infrastructure/shopify/fetch-shopify-oauth-gateway';
import { HmacUploadPolicySigner } from '../infrastructure/storage/hmac-upload-policy-signer';
import { LocalDiskFileStorage, randomUploadName } from '../infrastructure/storage/local-disk-file-storage';
import { composeMail } from './mail';
import { type CompositionOptions } from './options';
import { composeShopifyAuth } from './shopify-auth';

/** What every area is built on: the database, shops and settings, sign-in, Shopify, files, mail. */
export type Platform = ReturnType<typeof composePlatform>;

/** Where development store mode's review links point when main.ts does not say (its default port). */
const DEFAULT_DEVELOPMENT_ORIGIN = 'http://localhost:3000';

export function composePlatform(options: CompositionOptions) {
  const now = options.now ?? (() => new Date());
  const { db } = options.database;
  const processId = options.processId ?? newProcessId();
  const shops = new DrizzleShopRepository(db);
  const settings = new DrizzleSettingsRepository(db);
  const tokens = new JoseAppTokens(options.appTokenSecret, now);
  const creditReferral = new CreditInstallReferralUseCase(shops, settings, now);
  const shopifyAuth = options.shopify
    ? composeShopifyAuth(options.shopify, {
        db,
        shops,
        tokens,
        appTokenSecret: options.appTokenSecret,
        adminOrigin: options.shopifyAdminOrigin ?? shopifyAdminOrigin,
        adminApiOrigin: options.shopifyAdminApiOrigin ?? options.shopifyAdminOrigin ?? shopifyAdminOrigin,
        logger: options.logger,
        now,
        creditReferral,
      })
    : null;
  // Shopify mode reads the Admin API with the shop's own grant; development store mode the seeded catalog.
  const shopifyGateway: ShopifyGateway =
    shopifyAuth?.gateway ??
    new DrizzleCatalogGateway(db, {
      now,
      // Development store mode has no Shopify Flow: each trigger is recorded, and said here (docs/product/shopify-flow.md#development-store).
      onFlowTrigger: (shop, trigger) => options.logger.info({ shop: shop.domain, handle: trigger.handle, payload: trigger.payload }, 'Shopify Flow trigger recorded by the development store'),
    });
  const settingsWithQueue = new DrizzleTransactions(db, (tx) => ({
    settings: new DrizzleSettingsRepository(tx),
    queue: new DrizzleStorefrontSyncQueue(tx),
    allowance: new StorefrontWidgetAllowance(new DrizzleSettingsRepository(tx), new DrizzleShopRepository(tx)),
  }));
  const rateLimitStore: RateLimitStore = { redis: options.redis ?? null, db: options.database.driver === 'postgres' ? db : null };
  return {
    options,
    logger: options.logger,
    now,
    db,
    shops,
    settings,
    tokens,
    creditReferral,
    shopifyAuth,
    shopifyGateway,
    /** The admin's authentication: the app token, and in Shopify mode the granted scopes. */
    signedIn: authenticate(tokens, shops, shopifyAuth?.endpoints.checkScopes ?? null),
    /** Where rate limits count: in Redis with REDIS_URL, else in the database on PostgreSQL (several processes), in memory on PGlite (decision 0076). */
    rateLimitStore,
    /** Deletes run-out counters from the database's rate_limits table; null when they are not there. */
    // On the wall clock, not `now`: rate-limiter-flexible writes its counters' expiry from Date.now().
    rateLimitSweep: expiredRateLimitSweep(rateLimitStore, (error) => options.logger.warn({ err: error }, 'deleting expired rate limit counters failed; the next sweep tries again'), () => new Date()),
    files: composeFiles(options, shops, now),
    /** Settings written in a transaction of their own. */
    settingsWrites: new DrizzleTransactions(db, (tx) => ({ settings: new DrizzleSettingsRepository(tx) })),
    /** Widget settings written with their storefront sync queued and the plan's widget allowance checked. */
    settingsWithQueue,
    /** The same writes for areas that own a widget's settings (questions, collect). */
    widgetSettingsSaver: new TransactionalWidgetSettingsSaver(settingsWithQueue),
    mail: composeMail(options, shops, now),
    origins: {
      /** The Shopify app's URL without a trailing slash; empty in development store mode. */
      app: options.shopify?.appUrl.replace(/\/+$/, '') ?? '',
      /** Development store mode: where this server is reached, for links back to it. */
      development: (options.developmentOrigin ?? DEFAULT_DEVELOPMENT_ORIGIN).replace(/\/+$/, ''),
      /** Where links in the collect e-mails that lead to our own pages (the photo link) point. */
      mailLinks: (options.publicOrigin ?? options.shopify?.appUrl ?? options.developmentOrigin ?? DEFAULT_DEVELOPMENT_ORIGIN).replace(/\/+$/, ''),
    },
    /** An admin page as the merchant opens it: in the shop's Shopify admin (/admin/apps/<api key><path>), or on this server in development store mode. */
    adminPageUrl: (shop: AuthenticatedShop, path: string) =>
      options.shopify ? `https://${shop.domain}/admin/apps/${options.shopify.apiKey}${path}` : `${(options.developmentOrigin ?? DEFAULT_DEVELOPMENT_ORIGIN).replace(/\/+$/, '')}${path}`,
    /** A background worker's lease owner: this process's id and a random tail, so the process's heartbeat vouches for it (decision 0084). */
    workerOwner: () => `${processId}:${randomBytes(4).toString('hex')}`,
  };
}

/** Uploaded files: signed upload policies, the files' rows and their bytes (on the local disk, or the configured bucket). */
function composeFiles(options: CompositionOptions, shops: DrizzleShopRepository, now: () => Date) {
  const uploaded = new DrizzleUploadedFileRepository(options.database.db);
  const storage = options.fileStorage ?? new LocalDiskFileStorage(options.uploadDir);
  const signer = new HmacUploadPolicySigner(options.appTokenSecret);
  return {
    uploaded,
    storage,
    issuePolicy: new IssueUploadPolicyUseCase(signer, now),
    accept: new AcceptUploadUseCase(signer, shops, uploaded, storage, randomUploadName, now),
    /** The configured public address; null answers with the address a request came to. */
    publicOrigin: options.shopify?.appUrl ?? null,
  };
}
