import { createHmac } from 'node:crypto';
import { type Logger } from 'pino';
import { CheckAccessScopesUseCase } from './application/auth/check-access-scopes.use-case';
import { CompleteOAuthInstallUseCase } from './application/auth/complete-oauth-install.use-case';
import { CreditInstallReferralUseCase } from './application/auth/credit-install-referral.use-case';
import { CreditingLogin } from './application/auth/crediting-login';
import { DevelopmentStoreLogin } from './application/auth/development-store-login.use-case';
import { ExchangeOfflineAccessTokenUseCase } from './application/auth/exchange-offline-access-token.use-case';
import { ExchangeSuperAdminSignUseCase } from './application/auth/exchange-super-admin-sign.use-case';
import { IssueChannelwillSignUseCase } from './application/auth/issue-channelwill-sign.use-case';
import { ShopInstaller } from './application/auth/shop-installer';
import { ShopifyAccessTokenUseCase } from './application/auth/shopify-access-token.use-case';
import { parseScopes } from './application/auth/shopify-app';
import { ShopifyLogin } from './application/auth/shopify-login.use-case';
import { BulkJobRunner, type BulkJobMode, type ChunkDone } from './application/bulk-jobs/bulk-job-runner';
import { GetUpgradeDiscountUseCase } from './application/discount/get-upgrade-discount.use-case';
import { BillingUseCases } from './application/billing/billing-use-cases';
import { RecordUsageChargesUseCase } from './application/billing/record-usage-charges.use-case';
import { DEVELOPMENT_BILLING_PATH, DevelopmentBillingConfirmation, DevelopmentBillingGateway } from './application/billing/development-billing';
import { PricingPlansUseCases } from './application/plans/pricing-plans.use-case';
import { DrizzleBillingChargeRepository } from './infrastructure/db/drizzle-billing-charge-repository';
import { DrizzleUsageRecordRepository } from './infrastructure/db/drizzle-usage-record-repository';
import { developmentBillingRoutes } from './infrastructure/http/routes/development-billing.routes';
import { ShopifyBillingGateway } from './infrastructure/shopify/shopify-billing-gateway';
import { SavedViewsUseCases } from './application/lists/saved-views-use-cases';
import { NpsSurveyUseCases } from './application/nps/nps-survey-use-cases';
import { StorefrontWidgetAllowance } from './application/storefront/storefront-widget-allowance';
import { BrowsePickerCatalogUseCase } from './application/picker/browse-picker-catalog.use-case';
import { IssuePickerAccessUseCase } from './application/picker/issue-picker-access.use-case';
import { createQuestionsUseCases } from './application/questions/questions-use-cases';
import { CollectOrdersUseCases } from './application/collect/collect-orders-use-cases';
import { type OrderRequestScheduler } from './application/collect/order-request-scheduler.port';
import { DrizzleOrderReadModel } from './infrastructure/db/drizzle-order-read-model';
import { createReviewUseCases } from './application/reviews/review-use-cases';
import { createShopSettingsUseCases } from './application/settings/shop-settings-use-cases';
import { type ShopifyGateway } from './application/shopify/shopify-gateway.port';
import { GetUserInfoUseCase } from './application/shops/get-user-info.use-case';
import { BuildReviewPage } from './application/storefront/build-review-page';
import { BuildQuestionPage } from './application/storefront/build-question-page';
import { AskQuestionUseCase } from './application/storefront/ask-question.use-case';
import { GetStorefrontReviewsUseCase } from './application/storefront/get-storefront-reviews.use-case';
import { StorefrontSyncWorker } from './application/storefront/storefront-sync-worker';
import { SubmitStorefrontReviewUseCase } from './application/storefront/submit-storefront-review.use-case';
import { SyncStorefrontUseCase } from './application/storefront/sync-storefront.use-case';
import { VoteHelpfulUseCase } from './application/storefront/vote-helpful.use-case';
import { RecordBeaconUseCase } from './application/storefront/record-beacon.use-case';
import { DrizzleStorefrontStats, SaltedVisitorKeys } from './infrastructure/db/drizzle-storefront-stats';
import { PreviewWidgetUseCase } from './application/storefront/preview-widget.use-case';
import { BuildShowcase } from './application/storefront/build-showcase';
import { ShowcaseSettingsUseCases } from './application/storefront/showcase-settings-use-cases';
import { DrizzleShowcaseReviews } from './infrastructure/db/drizzle-showcase-reviews';
import { ReviewWidgetSettingsUseCases } from './application/storefront/review-widget-settings-use-cases';
import { TranslateReviewsUseCase } from './application/storefront/translate-reviews.use-case';
import { DrizzleReviewTranslationRepository } from './infrastructure/db/drizzle-review-translation-repository';
import { DeepLReviewTranslator, UnavailableReviewTranslator } from './infrastructure/translation/deepl-review-translator';
import { WriteReviewSettingsUseCases } from './application/storefront/write-review-settings-use-cases';
import { GetStoreReviewPagesUseCase } from './application/storefront/get-store-review-pages.use-case';
import { StoreReviewWidgetsUseCases } from './application/storefront/store-review-widgets-use-cases';
import { ReviewRequestProductsUseCases } from './application/collect/review-request-products-use-cases';
import { DrizzleRequestProductCatalog } from './infrastructure/db/drizzle-request-product-catalog';
import { ReviewHandlingUseCases } from './application/collect/review-handling-use-cases';
import { ReplyTemplatesUseCases } from './application/reviews/reply-templates-use-cases';
import { CssTreeCssSanitizer } from './infrastructure/storefront/css-tree-css-sanitizer';
import { LiquidWidgetPreview } from './infrastructure/storefront/liquid-widget-preview';
import { AspectMentionSummarizer } from './infrastructure/storefront/aspect-mention-summarizer';
import { BuildReviewAiSummary } from './application/storefront/build-review-ai-summary';
import { ReviewSummaryUseCases } from './application/storefront/review-summary-use-cases';
import { ExtensionWidgetAssets } from './infrastructure/storefront/extension-widget-assets';
import { AcceptUploadUseCase } from './application/storage/accept-upload.use-case';
import { IssueUploadPolicyUseCase } from './application/storage/issue-upload-policy.use-case';
import { ReadUploadUseCase } from './application/storage/read-upload.use-case';
import { HandleWebhookUseCase } from './application/webhooks/handle-webhook.use-case';
import { AesGcmTokenCipher } from './infrastructure/auth/aes-gcm-token-cipher';
import { HmacShopSigns } from './infrastructure/auth/hmac-shop-signs';
import { JoseAppTokens } from './infrastructure/auth/jose-app-tokens';
import { JoseOAuthStates } from './infrastructure/auth/jose-oauth-states';
import { JosePickerTokens } from './infrastructure/auth/jose-picker-tokens';
import { type ShopifyAppConfig, type TranslationConfig } from './infrastructure/config/server-config';
import { type DatabaseHandle } from './infrastructure/db/database';
import { DrizzleBulkJobRepository } from './infrastructure/db/drizzle-bulk-job-repository';
import { DrizzleBulkJournal } from './infrastructure/db/drizzle-bulk-journal';
import { DrizzleCatalogGateway } from './infrastructure/db/drizzle-catalog-gateway';
import { DrizzleComplianceRepository } from './infrastructure/db/drizzle-compliance-repository';
import { DrizzleQuestionRepository } from './infrastructure/db/drizzle-question-repository';
import { DrizzleReviewRepository } from './infrastructure/db/drizzle-review-repository';
import { DrizzleSavedViewRepository } from './infrastructure/db/drizzle-saved-view-repository';
import { DrizzleNpsResponseRepository } from './infrastructure/db/drizzle-nps-response-repository';
import { DrizzleReviewAttributeRepository } from './infrastructure/db/drizzle-review-attribute-repository';
import { ReviewAttributesUseCases } from './application/collect/review-attributes-use-cases';
import { DrizzleSettingsRepository } from './infrastructure/db/drizzle-settings-repository';
import { DrizzleShopRepository } from './infrastructure/db/drizzle-shop-repository';
import { DrizzleShopifyCredentialsRepository } from './infrastructure/db/drizzle-shopify-credentials-repository';
import { DrizzleStorefrontRepository } from './infrastructure/db/drizzle-storefront-repository';
import { DrizzleStorefrontSyncQueue } from './infrastructure/db/drizzle-storefront-sync-queue';
import { DrizzleCollectMailQueue } from './infrastructure/db/drizzle-collect-mail-queue';
import { DrizzleTransactions } from './infrastructure/db/drizzle-transactions';
import { DrizzleSetupGuideRepository } from './infrastructure/db/drizzle-setup-guide-repository';
import { DrizzleUploadedFileRepository } from './infrastructure/db/drizzle-uploaded-file-repository';
import { DrizzleUsedSignRepository } from './infrastructure/db/drizzle-used-sign-repository';
import { DrizzleWebhookDeliveryRepository } from './infrastructure/db/drizzle-webhook-delivery-repository';
import { createHttpApp } from './infrastructure/http/app';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimitSettings, signInLimiters } from './infrastructure/http/sign-in-limits';
import { OAUTH_CALLBACK_PATH } from './infrastructure/http/routes/oauth-callback.routes';
import { DEFAULT_STOREFRONT_LIMITS, type StorefrontLimitSettings } from './infrastructure/http/routes/storefront.routes';
import { DEMO_STORE_PATH, demoStorefrontRoutes } from './infrastructure/demo-storefront/demo-storefront.routes';
import { JoseReviewFormTokens } from './infrastructure/auth/jose-review-form-tokens';
import { SignedReviewFormLinks } from './application/collect/signed-review-form-links';
import { ReviewFormUseCases } from './application/collect/review-form-use-cases';
import { GetReviewRequestLinkUseCase } from './application/collect/get-review-request-link.use-case';
import { DrizzleReviewFormRepository } from './infrastructure/db/drizzle-review-form-repository';
import { LiquidReviewFormPage } from './infrastructure/storefront/liquid-review-form-page';
import { NodeQrCodes } from './infrastructure/collect/node-qr-codes';
import { STOREFRONT_PROXY_PATH } from '../src/contracts/storefront.contract';
import { developmentProxySecret } from './infrastructure/demo-storefront/demo-app-proxy';
import { IssueReferralLinkUseCase } from './application/storefront/issue-referral-link.use-case';
import { OrderReviewSettingsUseCases, ReferralSettingsUseCases } from './application/storefront/promo-widget-settings-use-cases';
import { DevelopmentStoreStorefrontLanguages } from './infrastructure/shopify/development-store-storefront-languages';
import { FetchShopifyOAuthGateway, type ShopifyAdminOrigin, shopifyAdminOrigin } from './infrastructure/shopify/fetch-shopify-oauth-gateway';
import { HttpShopifyGateway, STARLING_APP_HANDLE } from './infrastructure/shopify/http-shopify-gateway';
import { JoseSessionTokenVerifier } from './infrastructure/shopify/jose-session-token-verifier';
import { HmacShopifyQuerySignatures } from './infrastructure/shopify/shopify-query-hmac';
import { EmailReviewUseCases } from './application/email-review/email-review-use-cases';
import { JoseReviewLinkTokens } from './infrastructure/auth/jose-review-link-tokens';
import { DrizzleEmailReviewRepository } from './infrastructure/db/drizzle-email-review-repository';
import { DEFAULT_EMAIL_REVIEW_LIMITS } from './infrastructure/http/routes/email-review.routes';
import { ExtensionWordCatalog } from './infrastructure/storefront/extension-word-catalog';
import { ShopifyStorefrontLanguages } from './infrastructure/shopify/shopify-storefront-languages';
import { HmacUploadPolicySigner } from './infrastructure/storage/hmac-upload-policy-signer';
import { LocalDiskFileStorage, randomUploadName } from './infrastructure/storage/local-disk-file-storage';
import { DrizzleImportJobRepository } from './infrastructure/db/drizzle-import-job-repository';
import { DrizzleImportChunkWriter } from './infrastructure/db/drizzle-import-chunk-writer';
import { CsvParseReviewFileReader } from './infrastructure/imports/csv-parse-review-file-reader';
import { DEFAULT_REVIEW_IMPORT_WORKER_OPTIONS, ReviewImportWorker, type ReviewImportWorkerOptions } from './application/imports/review-import-worker';
import { RunReviewImport } from './application/imports/run-review-import';
import { ReviewImportUseCases } from './application/imports/review-import-use-cases';
import { ReviewImportAnalyser } from './application/imports/review-import-analyser';
import { type MailTransport } from './application/mail/mail-transport.port';
import { OutboxUseCases } from './application/mail/outbox-use-cases';
import { GetAnalyticsUseCase } from './application/analytics/get-analytics.use-case';
import { DrizzleAnalyticsReadModel } from './infrastructure/db/drizzle-analytics-read-model';
import { UnsubscribeUseCase } from './application/mail/unsubscribe.use-case';
import { JoseUnsubscribeLinks } from './infrastructure/auth/jose-unsubscribe-links';
import { type MailConfig } from './infrastructure/config/server-config';
import { DrizzleCaughtMailRepository } from './infrastructure/db/drizzle-caught-mail-repository';
import { DrizzleEmailSuppressionRepository } from './infrastructure/db/drizzle-email-suppression-repository';
import { DevelopmentCatcherTransport } from './infrastructure/mail/development-catcher-transport';
import { NodemailerMailTransport } from './infrastructure/mail/nodemailer-mail-transport';
import { SmtpCatcher } from './infrastructure/mail/smtp-catcher';
import { CAUGHT_MAILS_KEPT_PER_SHOP } from '../src/domain/collect/outbox';
import { IssueReviewDiscountUseCase } from './application/collect/issue-review-discount.use-case';
import { ReviewDiscountUseCases } from './application/collect/review-discount-use-cases';
import { DrizzleReviewDiscountRepository } from './infrastructure/db/drizzle-review-discount-repository';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { CollectMailWorker, type CollectMailWorkerOptions, DEFAULT_COLLECT_WORKER_OPTIONS } from './application/collect/collect-mail-worker';
import { FetchImportMediaUseCase } from './application/imports/fetch-import-media.use-case';
import { DEFAULT_IMPORT_MEDIA_WORKER_OPTIONS, ImportMediaWorker, type ImportMediaWorkerOptions } from './application/imports/import-media-worker';
import { DrizzleImportMediaQueue } from './infrastructure/db/drizzle-import-media-queue';
import { DEFAULT_REMOTE_MEDIA_OPTIONS, HttpRemoteMediaFetcher } from './infrastructure/imports/http-remote-media-fetcher';
import { QueueUpdateReviewUseCase } from './application/collect/queue-update-review.use-case';
import { ScheduleOrderRequestsUseCase } from './application/collect/schedule-order-requests.use-case';
import { SendCollectMailUseCase } from './application/collect/send-collect-mail.use-case';
import { SettingsRequestProductFilter } from './application/collect/settings-request-product-filter';
import { DrizzleCollectFacts } from './infrastructure/db/drizzle-collect-facts';
import { DrizzleAdClickRepository, DrizzleReviewActivityReader } from './infrastructure/db/drizzle-dashboard-repository';
import { DashboardUseCases } from './application/dashboard/dashboard-use-cases';
import { DrizzleOrderRepository } from './infrastructure/db/drizzle-order-repository';
import { EmailTemplateStore } from './application/collect/email-template-store';
import { EmailTemplatesUseCases } from './application/collect/email-templates-use-cases';
import { TemplateCollectEmailRenderer, TemplateRequestScheduleReader } from './application/collect/template-collect-email-renderer';
import { MarketplaceImportUseCases } from './application/imports/marketplace-import-use-cases';
import { type ReviewImportStarter } from './application/imports/review-import-starter.port';
import { JoseBookmarkTokens } from './infrastructure/auth/jose-bookmark-tokens';
import { DEFAULT_MARKETPLACE_FETCH_SETTINGS, FetchMarketplacePageFetcher, type MarketplaceFetchSettings } from './infrastructure/imports/fetch-marketplace-page-fetcher';
import { DEFAULT_BOOKMARK_SENDS_PER_ADDRESS_PER_MINUTE } from './infrastructure/http/routes/import-sources.routes';
import { DropshipmanSyncUseCases } from './application/imports/dropshipman-sync-use-cases';
import { ImportFromReviewAppUseCase } from './application/imports/import-from-review-app.use-case';
import { AddManualReviewUseCase } from './application/imports/add-manual-review.use-case';
import { DEFAULT_IMPORT_APPS_CONFIG, type ImportAppsConfig } from './infrastructure/imports/app-api-request';
import { HttpDropshipmanGateway } from './infrastructure/imports/http-dropshipman-gateway';
import { HttpJudgemeReviewAppGateway } from './infrastructure/imports/http-judgeme-review-app-gateway';
import { HttpOkendoReviewAppGateway } from './infrastructure/imports/http-okendo-review-app-gateway';

export interface CompositionOptions {
  readonly database: DatabaseHandle;
  readonly logger: Logger;
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
  readonly now?: () => Date;
  /** Rows per chunk of a bulk job; tests lower it to see several chunks. */
  readonly bulkChunkSize?: number;
  /** How bulk jobs stay all or nothing; by default journaled on PGlite, one transaction on PostgreSQL (decision 0047). */
  readonly bulkJobMode?: BulkJobMode;
  /** Test seam: awaited after each chunk of a bulk job (BulkJobRunnerOptions.afterChunk). */
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
}

/** Where development store mode's review links point when main.ts does not say (its default port). */
const DEFAULT_DEVELOPMENT_ORIGIN = 'http://localhost:3000';

/** Wires every port to its adapter; main.ts and the HTTP tests both build the app here. */
export function composeServer(options: CompositionOptions) {
  const now = options.now ?? (() => new Date());
  const { db } = options.database;
  const shops = new DrizzleShopRepository(db);
  const settings = new DrizzleSettingsRepository(db);
  const emailTemplateStore = new EmailTemplateStore(settings);
  const collectEmails = {
    renderer: new TemplateCollectEmailRenderer(emailTemplateStore, shops),
    schedule: new TemplateRequestScheduleReader(emailTemplateStore),
  };
  const collectFacts = new DrizzleCollectFacts(db);
  const collectWrites = new DrizzleTransactions(db, (tx) => ({ orders: new DrizzleOrderRepository(tx), mails: new DrizzleCollectMailQueue(tx) }));
  // Orders become review requests (docs/product/collect.md#orders): webhooks, "Send now", past orders, demo orders.
  const scheduleOrderRequests = new ScheduleOrderRequestsUseCase(collectWrites, shops, collectEmails.schedule);
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
  const shopifyGateway: ShopifyGateway = shopifyAuth?.gateway ?? new DrizzleCatalogGateway(db);
  const pickerTokens = new JosePickerTokens(options.appTokenSecret, now);
  const uploadedFiles = new DrizzleUploadedFileRepository(db);
  const fileStorage = new LocalDiskFileStorage(options.uploadDir);
  const uploadSigner = new HmacUploadPolicySigner(options.appTokenSecret);
  const shopSigns = options.shopify?.channelwillSignSecret ? new HmacShopSigns(options.shopify.channelwillSignSecret) : null;
  // PGlite has one connection, which a transaction holds until it ends: its jobs commit chunk by
  // chunk with an undo journal. PostgreSQL runs other requests beside a job's one transaction.
  const bulkJobs = new BulkJobRunner(
    new DrizzleBulkJobRepository(db),
    new DrizzleTransactions(db, (tx) => ({ jobs: new DrizzleBulkJobRepository(tx), journal: new DrizzleBulkJournal(tx) })),
    now,
    {
      mode: options.bulkJobMode ?? (options.database.driver === 'pglite' ? 'journaled' : 'one-transaction'),
      reportFailure: (error) => options.logger.error({ err: error }, 'a bulk job failed'),
      ...(options.bulkChunkSize === undefined ? {} : { chunkSize: options.bulkChunkSize }),
      ...(options.bulkAfterChunk === undefined ? {} : { afterChunk: options.bulkAfterChunk }),
    },
  );
  const reviews = createReviewUseCases({
    replyFollowUp: new QueueUpdateReviewUseCase(collectFacts, new DrizzleCollectMailQueue(db), now),
    reviews: new DrizzleReviewRepository(db),
    reviewTransactions: new DrizzleTransactions(db, (tx) => ({ reviews: new DrizzleReviewRepository(tx) })),
    bulkJobs,
    settings,
    shops,
    now,
    ...(options.reviewTotalCap === undefined ? {} : { reviewTotalCap: options.reviewTotalCap }),
  });
  const storefrontRepository = new DrizzleStorefrontRepository(db);
  const storefrontWords = new ExtensionWordCatalog();
  const storefrontWrites = new DrizzleTransactions(db, (tx) => ({
    storefront: new DrizzleStorefrontRepository(tx),
    mails: new DrizzleCollectMailQueue(tx),
    attributes: new DrizzleReviewAttributeRepository(tx),
  }));
  // Media of ours (`/upload/…`) must be reached at our own origin from a shop's storefront.
  const buildReviewPage = new BuildReviewPage(storefrontRepository, settings, shops, options.shopify?.appUrl.replace(/\/+$/, '') ?? '');
  const reviewTranslator = options.translation
    ? new DeepLReviewTranslator(options.translation.deeplAuthKey, options.translation.deeplApiUrl)
    : new UnavailableReviewTranslator();
  const buildShowcase = new BuildShowcase(new DrizzleShowcaseReviews(db), settings, shops, options.shopify?.appUrl.replace(/\/+$/, '') ?? '');
  const reviewAiSummaries = new BuildReviewAiSummary(storefrontRepository, new AspectMentionSummarizer());
  const storefrontSync = new StorefrontSyncWorker(
    new SyncStorefrontUseCase(
      new DrizzleStorefrontSyncQueue(db),
      buildReviewPage,
      new BuildQuestionPage(storefrontRepository, settings, shops),
      settings,
      shops,
      shopifyGateway,
      buildShowcase,
      now,
      (item, error, dropped) =>
        options.logger[dropped ? 'error' : 'warn'](
          { shop: item.shopDomain, product: item.productId, attempts: item.attempts + 1, err: error },
          dropped ? 'storefront sync gave up on this product until its next change' : 'storefront sync failed; it is tried again later',
        ),
      reviewAiSummaries,
      storefrontWords,
      new DrizzleReviewAttributeRepository(db),
    ),
    (error) => options.logger.error({ err: error }, 'the storefront sync could not read its queue'),
  );
  const settingsWithQueue = new DrizzleTransactions(db, (tx) => ({
    settings: new DrizzleSettingsRepository(tx),
    queue: new DrizzleStorefrontSyncQueue(tx),
    allowance: new StorefrontWidgetAllowance(new DrizzleSettingsRepository(tx), new DrizzleShopRepository(tx)),
  }));
  const proxySecret = options.shopify?.apiSecret ?? developmentProxySecret(options.appTokenSecret);
  const storefrontLimits = options.storefrontLimits ?? DEFAULT_STOREFRONT_LIMITS;
  const cssSanitizer = new CssTreeCssSanitizer();
  const uploadPolicies = new IssueUploadPolicyUseCase(uploadSigner, now);
  const reviewDiscountRepository = new DrizzleReviewDiscountRepository(db);
  // The discount a published review earns (docs/product/collect-discount.md); the review queue calls it.
  const reviewDiscountIssuer = new IssueReviewDiscountUseCase(reviewDiscountRepository, settings, shopifyGateway, (count) => [...randomBytes(count)], now);
  // The review form's links (docs/product/collect-link.md): the shop's own app proxy, or the demo storefront's.
  const reviewFormTokens = new JoseReviewFormTokens(options.appTokenSecret, now);
  const reviewFormLinks = new SignedReviewFormLinks(reviewFormTokens, (shop) =>
    options.shopify ? `https://${shop.domain}${STOREFRONT_PROXY_PATH}` : `${developmentOrigin(options)}${DEMO_STORE_PATH}${STOREFRONT_PROXY_PATH}`,
  );
  const reviewForms = new ReviewFormUseCases(reviewFormTokens, new DrizzleReviewFormRepository(db), settings, new DrizzleReviewAttributeRepository(db), new DrizzleCollectMailQueue(db), now);
  const acceptUpload = new AcceptUploadUseCase(uploadSigner, shops, uploadedFiles, fileStorage, randomUploadName, now);
  const mail = composeMail(options, shops, now);
  const emailReviews = new EmailReviewUseCases(
    new JoseReviewLinkTokens(options.appTokenSecret, now),
    shops,
    new DrizzleEmailReviewRepository(db),
    new DrizzleTransactions(db, (tx) => ({ emailReviews: new DrizzleEmailReviewRepository(tx) })),
    uploadedFiles,
  );
  // Plans and billing (docs/decisions/0054-billing-behind-a-gateway-port.md): Shopify's Billing API, or our simulated confirmation page.
  const billingGateway = shopifyAuth ? new ShopifyBillingGateway(shopifyAuth.gateway.graphql.bind(shopifyAuth.gateway)) : new DevelopmentBillingGateway(settings);
  // E-mails bought past the quota (docs/product/plans-and-limits.md#spending-limit-and-usage-charges), billed after each claim.
  const recordUsageCharges = new RecordUsageChargesUseCase(new DrizzleUsageRecordRepository(db), new DrizzleBillingChargeRepository(db), billingGateway);
  const collectWorker = new CollectMailWorker(
    new DrizzleCollectMailQueue(db),
    new SendCollectMailUseCase(
      {
        queue: new DrizzleCollectMailQueue(db),
        writes: collectWrites,
        orders: new DrizzleOrderRepository(db),
        facts: collectFacts,
        shops,
        schedules: collectEmails.schedule,
        productFilter: new SettingsRequestProductFilter(settings, new DrizzleRequestProductCatalog(db)),
        discounts: reviewDiscountIssuer,
        formLinks: reviewFormLinks,
        photoLink: async (shop, reviewId) => (await emailReviews.link(shop, reviewId, mailLinkOrigin(options))).url,
        renderer: collectEmails.renderer,
        suppressions: mail.suppressions,
        unsubscribe: mail.unsubscribeLinks,
        transport: mail.transport,
        sender: { fromAddress: mail.from, messageIdHost: mail.from.split('@')[1] ?? 'localhost' },
      },
      now,
    ),
    { owner: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`, ...(options.collectWorker ?? DEFAULT_COLLECT_WORKER_OPTIONS) },
    (error) => options.logger.error({ err: error }, 'the collect e-mail worker failed a round; the e-mails stay queued'),
    now,
    () => recordUsageCharges.execute(),
  );
  // Review imports (docs/product/import.md): files and other sources, one pipeline, one worker per process.
  const importJobs = new DrizzleImportJobRepository(db);
  const reviewFileReader = new CsvParseReviewFileReader();
  const reviewImportRunner = new RunReviewImport(importJobs, new DrizzleTransactions(db, (tx) => ({ chunks: new DrizzleImportChunkWriter(tx) })), fileStorage, reviewFileReader, shopifyGateway, now);
  const reviewImportWorker = new ReviewImportWorker(
    importJobs,
    reviewImportRunner,
    { owner: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`, ...(options.importWorker ?? DEFAULT_REVIEW_IMPORT_WORKER_OPTIONS) },
    (error) => options.logger.error({ err: error }, 'the review import worker failed a round; the import is taken up again'),
    now,
    () => importMediaWorker.wake(),
  );
  const reviewImports = new ReviewImportUseCases({
    jobs: importJobs,
    media: new DrizzleImportMediaQueue(db),
    analyser: new ReviewImportAnalyser(fileStorage, reviewFileReader, shopifyGateway, now),
    storage: fileStorage,
    newFileName: randomUploadName,
    wakeWorker: () => reviewImportWorker.wake(),
    now,
  });
  // Imported reviews' photos and videos, fetched into our storage (docs/product/import-media.md). Development store
  // mode (no Shopify app) runs on a developer's machine, where sources on loopback are the point.
  const importMediaQueue = new DrizzleImportMediaQueue(db);
  const importMediaWorker = new ImportMediaWorker(
    importMediaQueue,
    new FetchImportMediaUseCase(
      importMediaQueue,
      new HttpRemoteMediaFetcher({
        ...DEFAULT_REMOTE_MEDIA_OPTIONS,
        timeoutMs: options.importMediaTimeoutMs ?? DEFAULT_REMOTE_MEDIA_OPTIONS.timeoutMs,
        allowPrivateAddresses: options.shopify === null,
      }),
      fileStorage,
      randomUploadName,
      now,
    ),
    { owner: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`, ...(options.importMediaWorker ?? DEFAULT_IMPORT_MEDIA_WORKER_OPTIONS) },
    (error) => options.logger.error({ err: error }, 'the import media worker failed a round; the media stay queued'),
    () => storefrontSync.wake(),
    now,
  );
  const getAnalytics = new GetAnalyticsUseCase(new DrizzleAnalyticsReadModel(db), now);
  const collectOrders = new CollectOrdersUseCases({
    orders: new DrizzleOrderReadModel(db),
    orderWrites: new DrizzleTransactions(db, (tx) => ({ orders: new DrizzleOrderReadModel(tx) })),
    scheduler: options.orderRequestScheduler ?? scheduleOrderRequests,
    shops,
    settings,
    shopify: shopifyGateway,
    schedule: collectEmails.schedule,
    developmentStore: options.shopify === null,
    now,
    reviewRequestsSent: (shop, preset) => getAnalytics.reviewRequestsSent(shop, preset),
    reportFailure: (error) => options.logger.error({ err: error }, 'the sync of past orders failed'),
  });
  const billingCharges = new DrizzleBillingChargeRepository(db);
  const pricingPlans = new PricingPlansUseCases(shops, settings, billingCharges, now);
  const billing = new BillingUseCases({
    gateway: billingGateway,
    charges: billingCharges,
    writes: new DrizzleTransactions(db, (tx) => ({ charges: new DrizzleBillingChargeRepository(tx), storefront: new DrizzleStorefrontSyncQueue(tx) })),
    settings,
    plans: pricingPlans,
    returnUrl: (shop) => `${options.shopify?.appUrl.replace(/\/+$/, '') ?? developmentOrigin(options)}/auth?${new URLSearchParams({ shop: shop.domain }).toString()}`,
    now,
  });
  const app = createHttpApp({
    logger: options.logger,
    distDir: options.distDir,
    ping: () => options.database.ping(),
    tokens,
    shops,
    login: new CreditingLogin(shopifyAuth?.login ?? new DevelopmentStoreLogin(shops, tokens), creditReferral),
    signInLimiters: signInLimiters(options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS, options.database.driver === 'postgres' ? { db } : 'memory'),
    getUserInfo: new GetUserInfoUseCase(shops, settings, now),
    getUpgradeDiscount: new GetUpgradeDiscountUseCase(shops, settings, now),
    plans: { plans: pricingPlans, billing },
    shopSettings: createShopSettingsUseCases({
      shops,
      settings,
      settingsTransactions: new DrizzleTransactions(db, (tx) => ({ settings: new DrizzleSettingsRepository(tx) })),
      storefrontWords,
      storefrontWordsWrites: settingsWithQueue,
      storefrontLanguages: shopifyAuth ? new ShopifyStorefrontLanguages(shopifyGateway) : new DevelopmentStoreStorefrontLanguages(settings),
      shopify: shopifyGateway,
      setupGuides: new DrizzleSetupGuideRepository(db),
      developmentStore: options.shopify === null,
      guideCompleted: (shop, group) => options.logger.info({ shopId: shop.id, group, event: 'setup_guide_completed' }, 'setup guide completed'),
      now,
    }),
    reviews,
    savedViews: new SavedViewsUseCases(
      new DrizzleSavedViewRepository(db),
      new DrizzleTransactions(db, (tx) => ({ views: new DrizzleSavedViewRepository(tx) })),
    ),
    nps: new NpsSurveyUseCases(
      settings,
      new DrizzleTransactions(db, (tx) => ({ responses: new DrizzleNpsResponseRepository(tx), settings: new DrizzleSettingsRepository(tx) })),
    ),
    reviewAttributes: new ReviewAttributesUseCases(
      new DrizzleReviewAttributeRepository(db),
      new DrizzleTransactions(db, (tx) => ({ attributes: new DrizzleReviewAttributeRepository(tx), queue: new DrizzleStorefrontSyncQueue(tx) })),
    ),
    questions: createQuestionsUseCases({
      questions: new DrizzleQuestionRepository(db),
      questionTransactions: new DrizzleTransactions(db, (tx) => ({ questions: new DrizzleQuestionRepository(tx) })),
      shops,
      settings,
      widgetWrites: settingsWithQueue,
      now,
    }),
    collectOrders,
    webhooks: options.shopify
      ? {
          secret: options.shopify.apiSecret,
          handle: new HandleWebhookUseCase(
            new DrizzleTransactions(db, (tx) => ({
              deliveries: new DrizzleWebhookDeliveryRepository(tx),
              data: new DrizzleComplianceRepository(tx),
              orders: new DrizzleOrderRepository(tx),
              mails: new DrizzleCollectMailQueue(tx),
            })),
            fileStorage,
            options.logger,
            now,
            scheduleOrderRequests,
          ),
        }
      : null,
    shopifyAuth: shopifyAuth?.endpoints ?? null,
    shopifyApiKey: options.shopify?.apiKey ?? null,
    superAdmin: {
      issueChannelwillSign: new IssueChannelwillSignUseCase(shopSigns, now),
      exchange: new ExchangeSuperAdminSignUseCase(
        shopSigns,
        shops,
        new DrizzleTransactions(db, (tx) => ({ usedSigns: new DrizzleUsedSignRepository(tx) })),
        tokens,
        now,
      ),
    },
    picker: {
      pickerTokens,
      issuePickerAccess: new IssuePickerAccessUseCase(pickerTokens),
      browseCatalog: new BrowsePickerCatalogUseCase(shopifyGateway),
    },
    pickerHostOrigins: options.pickerHostOrigins ?? [],
    widgetSettings: {
      settings: new ReviewWidgetSettingsUseCases(settings, settingsWithQueue, cssSanitizer, reviewTranslator),
      preview: new PreviewWidgetUseCase(
        { storefront: storefrontRepository, buildPage: buildReviewPage, buildQuestions: new BuildQuestionPage(storefrontRepository, settings, shops), summaries: reviewAiSummaries, showcase: buildShowcase },
        settings,
        shops,
        cssSanitizer,
        new LiquidWidgetPreview(),
      ),
      writeReview: new WriteReviewSettingsUseCases(settings, settingsWithQueue, shops),
      assets: new ExtensionWidgetAssets(),
      demoStorefrontUrl: options.shopify ? null : `${DEMO_STORE_PATH}/`,
    },
    showcaseSettings: new ShowcaseSettingsUseCases(settings, settingsWithQueue),
    storeReviewWidgets: new StoreReviewWidgetsUseCases(
      settings,
      settingsWithQueue,
      shopifyGateway,
    ),
    collectManage: { replyTemplates: new ReplyTemplatesUseCases(settings, shops), reviewHandling: new ReviewHandlingUseCases(settings, settingsWithQueue, shops) },
    getAnalytics,
    reviewSummary: new ReviewSummaryUseCases(
      settings,
      settingsWithQueue,
      reviewAiSummaries,
    ),
    reviewDiscounts: new ReviewDiscountUseCases(settings, new DrizzleTransactions(db, (tx) => ({ settings: new DrizzleSettingsRepository(tx) })), reviewDiscountRepository),
    reviewRequestProducts: new ReviewRequestProductsUseCases(settings, new DrizzleTransactions(db, (tx) => ({ settings: new DrizzleSettingsRepository(tx) })), new DrizzleRequestProductCatalog(db)),
    promoWidgets: { referral: new ReferralSettingsUseCases(settings, settingsWithQueue), orderReview: new OrderReviewSettingsUseCases(settings, settingsWithQueue) },
    storefront: {
      proxySecret,
      shops,
      now,
      limits: storefrontLimits,
      limitStore: options.database.driver === 'postgres' ? { db } : 'memory',
      getReviews: new GetStorefrontReviewsUseCase(buildReviewPage),
      getStoreReviewPages: new GetStoreReviewPagesUseCase(buildReviewPage),
      submitReview: new SubmitStorefrontReviewUseCase(storefrontWrites, settings, uploadedFiles, now, new DrizzleReviewAttributeRepository(db), reviewForms),
      voteHelpful: new VoteHelpfulUseCase(storefrontWrites),
      translateReviews: new TranslateReviewsUseCase(settings, new DrizzleReviewTranslationRepository(db), reviewTranslator),
      askQuestion: new AskQuestionUseCase(storefrontRepository, now),
      referralLink: new IssueReferralLinkUseCase(settings, (text) => createHmac('sha256', proxySecret).update(text).digest('base64url')),
      recordBeacon: new RecordBeaconUseCase(shops, new DrizzleStorefrontStats(db), new SaltedVisitorKeys(db), now),
      uploads: { issuePolicy: uploadPolicies, accept: acceptUpload, publicOrigin: options.shopify?.appUrl ?? null },
      reviewForm: { useCases: reviewForms, page: new LiquidReviewFormPage(), shopName: async (shop) => (await shops.findById(shop.id))?.name ?? shop.domain },
    },
    collectLink: new GetReviewRequestLinkUseCase(reviewFormLinks, new NodeQrCodes()),
    dashboard: new DashboardUseCases(new DrizzleAdClickRepository(db), new DrizzleReviewActivityReader(db), now),
    emailReview: {
      useCases: emailReviews,
      uploads: { issuePolicy: uploadPolicies, accept: acceptUpload, publicOrigin: options.shopify?.appUrl ?? null },
      limits: { ...DEFAULT_EMAIL_REVIEW_LIMITS, trustedProxyHops: storefrontLimits.trustedProxyHops },
      limitStore: options.database.driver === 'postgres' ? { db } : 'memory',
    },
    marketplaceImports: {
      useCases: new MarketplaceImportUseCases({
        tokens: new JoseBookmarkTokens(options.appTokenSecret, now),
        shops,
        signs: new DrizzleTransactions(db, (tx) => ({ usedSigns: new DrizzleUsedSignRepository(tx) })),
        pages: new FetchMarketplacePageFetcher(options.database.driver === 'postgres' ? { db } : 'memory', { ...DEFAULT_MARKETPLACE_FETCH_SETTINGS, ...options.marketplaceFetch }),
        starter: options.reviewImportStarter ?? reviewImports,
        now,
      }),
      limits: { sendsPerAddressPerMinute: DEFAULT_BOOKMARK_SENDS_PER_ADDRESS_PER_MINUTE, trustedProxyHops: storefrontLimits.trustedProxyHops },
      limitStore: options.database.driver === 'postgres' ? { db } : 'memory',
    },
    outbox: mail.outbox,
    unsubscribe: mail.unsubscribe,
    importApps: composeImportApps(options, { settings, uploads: uploadedFiles, starter: options.reviewImportStarter ?? reviewImports, now }),
    emailTemplates: new EmailTemplatesUseCases({
      store: emailTemplateStore,
      writes: new DrizzleTransactions(db, (tx) => ({ settings: new DrizzleSettingsRepository(tx) })),
      shops,
      mail: mail.transport,
      fromAddress: mail.from,
    }),
    imports: reviewImports,
    afterWrite: () => {
      storefrontSync.wake();
      collectWorker.wake();
    },
    // Development store mode serves a demo storefront that renders the theme app extension's blocks.
    extraRoutes: options.shopify
      ? []
      : [
          { path: DEMO_STORE_PATH, routes: demoStorefrontRoutes({ db, proxySecret, now, forward: (request) => app.fetch(request) }) },
          { path: DEVELOPMENT_BILLING_PATH, routes: developmentBillingRoutes(new DevelopmentBillingConfirmation(shops, billingCharges, settings)) },
        ],
    uploads: {
      issuePolicy: uploadPolicies,
      accept: acceptUpload,
      read: new ReadUploadUseCase(uploadedFiles, fileStorage),
      publicOrigin: options.shopify?.appUrl ?? null,
    },
  });
  return { app, shops, settings, reviews, collectOrders, bulkJobs, tokens, shopifyAccessTokens: shopifyAuth?.accessTokens ?? null, shopifyGateway, storefrontSync, mail, reviewDiscountIssuer, reviewFormLinks, collectEmails, collectWorker, importMediaWorker, importMediaQueue, scheduleOrderRequests, reviewImports, reviewImportWorker, importJobs, reviewImportRunner };
}

/** Dropshipman, other review apps' APIs and the manual review (docs/product/import-apps.md), all through the import pipeline. */
function composeImportApps(
  options: CompositionOptions,
  parts: { readonly settings: DrizzleSettingsRepository; readonly uploads: DrizzleUploadedFileRepository; readonly starter: ReviewImportStarter; readonly now: () => Date },
) {
  const config = options.importApps ?? DEFAULT_IMPORT_APPS_CONFIG;
  const { settings, uploads, starter, now } = parts;
  return {
    dropshipman: new DropshipmanSyncUseCases({ settings, gateway: new HttpDropshipmanGateway(config.dropshipmanApiUrl), starter, now }),
    reviewApp: new ImportFromReviewAppUseCase([new HttpJudgemeReviewAppGateway(config.judgemeApiUrl), new HttpOkendoReviewAppGateway(config.okendoApiUrl)], starter),
    manualReview: new AddManualReviewUseCase(uploads, starter, now),
  };
}

/** Development store mode: where this server is reached, for links back to it. */
function developmentOrigin(options: CompositionOptions): string {
  return (options.developmentOrigin ?? DEFAULT_DEVELOPMENT_ORIGIN).replace(/\/+$/, '');
}

/** Where links in the collect e-mails that lead to our own pages (the photo link) point. */
function mailLinkOrigin(options: CompositionOptions): string {
  return (options.publicOrigin ?? options.shopify?.appUrl ?? options.developmentOrigin ?? DEFAULT_DEVELOPMENT_ORIGIN).replace(/\/+$/, '');
}

/**
 * The sending path (docs/product/collect-mail.md): nodemailer to SMTP_URL, or to the loopback
 * catcher when none is set; signed unsubscribe links and the suppressions they write.
 */
function composeMail(options: CompositionOptions, shops: DrizzleShopRepository, now: () => Date) {
  const { db } = options.database;
  const config: MailConfig = options.mail ?? { smtpUrl: null, from: 'reviews@localhost', dkim: null };
  const caughtMails = new DrizzleCaughtMailRepository(db);
  const development =
    config.smtpUrl === null && !options.mail?.transport
      ? new DevelopmentCatcherTransport(
          new SmtpCatcher(caughtMails, {
            keepPerShop: CAUGHT_MAILS_KEPT_PER_SHOP,
            reportFailure: (error) => options.logger.warn({ err: error }, 'the development mail catcher refused a mail'),
          }),
          config.dkim,
        )
      : null;
  const smtp = config.smtpUrl !== null && !options.mail?.transport ? new NodemailerMailTransport({ smtpUrl: config.smtpUrl, dkim: config.dkim }) : null;
  const transport: MailTransport | null = options.mail?.transport ?? development ?? smtp;
  if (!transport) throw new Error('mail: no transport');
  const unsubscribeLinks = new JoseUnsubscribeLinks(options.appTokenSecret, options.publicOrigin ?? options.shopify?.appUrl ?? 'http://localhost', now);
  const suppressions = new DrizzleEmailSuppressionRepository(db);
  return {
    /** Sends one mail: what the request queue calls. */
    transport,
    /** MAIL_FROM: the sender address (the name is the shop's). */
    from: config.from,
    delivery: config.smtpUrl === null ? ('caught' as const) : ('smtp' as const),
    unsubscribeLinks,
    suppressions,
    outbox: new OutboxUseCases(caughtMails, config.smtpUrl === null ? 'caught' : 'smtp'),
    unsubscribe: new UnsubscribeUseCase(unsubscribeLinks, suppressions, shops),
    /** Starts the development catcher (its smtp:// address), or null when mail goes to SMTP_URL. */
    start: async (): Promise<string | null> => (development ? development.start() : null),
    /** Closes the SMTP connections and the catcher. */
    stop: async (): Promise<void> => {
      smtp?.close();
      await development?.stop();
    },
  };
}

interface ShopifyAuthParts {
  readonly db: DatabaseHandle['db'];
  readonly shops: DrizzleShopRepository;
  readonly tokens: JoseAppTokens;
  readonly appTokenSecret: string;
  readonly adminOrigin: ShopifyAdminOrigin;
  readonly adminApiOrigin: ShopifyAdminOrigin;
  readonly logger: Logger;
  readonly now: () => Date;
  readonly creditReferral: CreditInstallReferralUseCase;
}

/** Shopify mode's sign-in: session tokens, token exchange, OAuth install and encrypted, refreshed grants. */
function composeShopifyAuth(config: ShopifyAppConfig, parts: ShopifyAuthParts) {
  const { shops, tokens, now } = parts;
  const app = {
    apiKey: config.apiKey,
    requiredScopes: parseScopes(config.scopes),
    callbackUrl: `${config.appUrl.replace(/\/+$/, '')}${OAUTH_CALLBACK_PATH}`,
  };
  const cipher = new AesGcmTokenCipher(config.tokenEncryptionKey);
  const credentials = new DrizzleShopifyCredentialsRepository(parts.db, cipher);
  const gateway = new FetchShopifyOAuthGateway(config.apiKey, config.apiSecret, parts.adminOrigin);
  const states = new JoseOAuthStates(parts.appTokenSecret, now);
  const accessTokens = new ShopifyAccessTokenUseCase(credentials, gateway, now);
  const adminApi = new HttpShopifyGateway((shop) => accessTokens.accessTokenFor(shop), {
    baseUrlFor: parts.adminApiOrigin,
    themeAppIdentifiers: [STARLING_APP_HANDLE, config.apiKey],
  });
  const installTransactions = new DrizzleTransactions(parts.db, (tx) => ({
    shops: new DrizzleShopRepository(tx),
    credentials: new DrizzleShopifyCredentialsRepository(tx, cipher),
  }));
  const installer = new ShopInstaller(installTransactions, shops, adminApi, now, (domain, error) =>
    parts.logger.warn({ shop: domain, err: error }, 'Shopify shop info unavailable; the shop keeps its stored profile'),
  );
  const sessionTokens = new JoseSessionTokenVerifier(config.apiKey, config.apiSecret, now);
  const exchange = new ExchangeOfflineAccessTokenUseCase(app, sessionTokens, gateway, shops, credentials, installer, tokens, now);
  return {
    login: new ShopifyLogin(app, exchange, states),
    accessTokens,
    gateway: adminApi,
    endpoints: {
      completeInstall: new CompleteOAuthInstallUseCase(app, new HmacShopifyQuerySignatures(config.apiSecret), states, gateway, installer, parts.creditReferral, now),
      checkScopes: new CheckAccessScopesUseCase(app, credentials, states),
    },
  };
}
