import { randomUUID } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { type Logger } from 'pino';
import { exchangeSuperAdminSign, login as loginContract, oauthCallback } from '../../../src/contracts/auth.contract';
import { type AppTokens } from '../../application/auth/app-token.port';
import { type CheckAccessScopesUseCase } from '../../application/auth/check-access-scopes.use-case';
import { type CompleteOAuthInstallUseCase } from '../../application/auth/complete-oauth-install.use-case';
import { type ExchangeSuperAdminSignUseCase } from '../../application/auth/exchange-super-admin-sign.use-case';
import { type IssueChannelwillSignUseCase } from '../../application/auth/issue-channelwill-sign.use-case';
import { type Login } from '../../application/auth/login.port';
import { type SavedViewsUseCases } from '../../application/lists/saved-views-use-cases';
import { type NpsSurveyUseCases } from '../../application/nps/nps-survey-use-cases';
import { type GetUpgradeDiscountUseCase } from '../../application/discount/get-upgrade-discount.use-case';
import { type QuestionsUseCases } from '../../application/questions/questions-use-cases';
import { type ShopSettingsUseCases } from '../../application/settings/shop-settings-use-cases';
import { AppError } from '../../application/shared/app-error';
import { type GetUserInfoUseCase } from '../../application/shops/get-user-info.use-case';
import { type ShopRepository } from '../../application/shops/shop-repository.port';
import { type AcceptUploadUseCase } from '../../application/storage/accept-upload.use-case';
import { type IssueUploadPolicyUseCase } from '../../application/storage/issue-upload-policy.use-case';
import { type ReadUploadUseCase } from '../../application/storage/read-upload.use-case';
import { authenticate } from './authenticate';
import { compressLargeAnswers } from './compression';
import { createErrorHandler } from './error-handler';
import { limitBody } from './limit-body';
import { type HttpEnv } from './http-env';
import { discountRoutes } from './routes/discount.routes';
import { plansRoutes, type PlansEndpoints } from './routes/plans.routes';
import { appConfigRoutes } from './routes/app-config.routes';
import { userInfoRoutes } from './routes/get-user-info.routes';
import { loginRoutes } from './routes/login.routes';
import { monitoringRoutes } from './routes/monitoring.routes';
import { oauthCallbackRoutes } from './routes/oauth-callback.routes';
import { questionsRoutes } from './routes/questions.routes';
import { collectOrdersRoutes } from './routes/collect-orders.routes';
import { type CollectOrdersUseCases } from '../../application/collect/collect-orders-use-cases';
import { reviewRoutes, type ReviewUseCases } from './routes/reviews.routes';
import { savedViewsRoutes } from './routes/saved-views.routes';
import { npsRoutes } from './routes/nps.routes';
import { reviewAttributesRoutes } from './routes/review-attributes.routes';
import { type ReviewAttributesUseCases } from '../../application/collect/review-attributes-use-cases';
import { shopSettingsRoutes } from './routes/shop-settings.routes';
import { type StoreRouteDependencies, storeRoutes } from './routes/store.routes';
import { channelwillSignRoutes, superAdminSignInRoutes } from './routes/super-admin.routes';
import { uploadPolicyRoutes } from './routes/upload-policy.routes';
import { uploadRoutes } from './routes/uploads.routes';
import { importRoutes, REVIEW_FILE_UPLOAD_PATH } from './routes/imports.routes';
import { type ReviewImportUseCases } from '../../application/imports/review-import-use-cases';
import { type WebhookEndpoint, webhookRoutes } from './routes/webhooks.routes';
import { type WidgetSettingsEndpoints, widgetSettingsRoutes } from './routes/widget-settings.routes';
import { showcaseWidgetsRoutes } from './routes/showcase-widgets.routes';
import { type ShowcaseSettingsUseCases } from '../../application/storefront/showcase-settings-use-cases';
import { storeReviewWidgetsRoutes } from './routes/store-review-widgets.routes';
import { reviewRequestProductsRoutes } from './routes/review-request-products.routes';
import { type ReviewRequestProductsUseCases } from '../../application/collect/review-request-products-use-cases';
import { type StoreReviewWidgetsUseCases } from '../../application/storefront/store-review-widgets-use-cases';
import { collectManageRoutes } from './routes/collect-manage.routes';
import { type ReviewHandlingUseCases } from '../../application/collect/review-handling-use-cases';
import { type ReplyTemplatesUseCases } from '../../application/reviews/reply-templates-use-cases';
import { reviewSummaryRoutes } from './routes/review-summary.routes';
import { analyticsRoutes } from './routes/analytics.routes';
import { type GetAnalyticsUseCase } from '../../application/analytics/get-analytics.use-case';
import { type ReviewSummaryUseCases } from '../../application/storefront/review-summary-use-cases';
import { type PromoWidgetsEndpoints, promoWidgetsRoutes } from './routes/promo-widgets.routes';
import { noStoreAnswers, securityHeaders } from './security-headers';
import { byShopDomain, byShopId, limitSignIns, type ShopNamedBy, type SignInLimiters, shopInJsonBody, shopInQuery } from './sign-in-limits';
import { spaRoutes } from './spa';
import { type StorefrontRouteDependencies, storefrontRoutes } from './routes/storefront.routes';
import { collectLinkRoutes } from './routes/collect-link.routes';
import { dashboardRoutes, merchantRoutes } from './routes/dashboard.routes';
import { type DashboardUseCases } from '../../application/dashboard/dashboard-use-cases';
import { type GetReviewRequestLinkUseCase } from '../../application/collect/get-review-request-link.use-case';
import { type EmailReviewRouteDependencies, emailReviewRoutes, reviewPhotoLinkRoutes } from './routes/email-review.routes';
import { type OutboxUseCases } from '../../application/mail/outbox-use-cases';
import { type UnsubscribeUseCase } from '../../application/mail/unsubscribe.use-case';
import { outboxRoutes } from './routes/outbox.routes';
import { unsubscribeRoutes } from './routes/unsubscribe.routes';
import { reviewDiscountRoutes } from './routes/review-discount.routes';
import { type ReviewDiscountUseCases } from '../../application/collect/review-discount-use-cases';
import { collectEmailsRoutes } from './routes/collect-emails.routes';
import { type ImportAppsEndpoints, importAppsRoutes } from './routes/import-apps.routes';
import { type EmailTemplatesUseCases } from '../../application/collect/email-templates-use-cases';
import { type MarketplaceImportUseCases } from '../../application/imports/marketplace-import-use-cases';
import { importSourcesRoutes, type PublicBookmarkImportDependencies, publicBookmarkImportRoutes } from './routes/import-sources.routes';

/** What Shopify mode adds to the HTTP surface (its sign-in itself is `login`, with the session token). */
export interface ShopifyAuthEndpoints {
  readonly completeInstall: CompleteOAuthInstallUseCase;
  readonly checkScopes: CheckAccessScopesUseCase;
}

export interface HttpDependencies {
  readonly logger: Logger;
  readonly distDir: string;
  readonly ping: () => Promise<boolean>;
  readonly tokens: AppTokens;
  readonly shops: ShopRepository;
  readonly login: Login;
  /** Counters of the sign-in routes' rate limits (docs/product/api.md#rate-limits). */
  readonly signInLimiters: SignInLimiters;
  readonly getUserInfo: GetUserInfoUseCase;
  readonly getUpgradeDiscount: GetUpgradeDiscountUseCase;
  readonly plans: PlansEndpoints;
  readonly shopSettings: ShopSettingsUseCases;
  /** get_questions, answers, update/delete_questions and the Q&A settings (docs/product/questions.md). */
  readonly questions: QuestionsUseCases;
  /** get_orders, the request bulk actions, the demo order, the collect overview and the back-fill (docs/product/collect-orders.md). */
  readonly collectOrders: CollectOrdersUseCases;
  /** get_reviews, facets, detail, bulk actions and jobs, replies and the CSV export (docs/product/reviews.md). */
  readonly reviews: ReviewUseCases;
  /** The admin lists' saved views, per shop (get_saved_views, save_saved_view, delete_saved_view). */
  readonly savedViews: SavedViewsUseCases;
  /** The NPS survey's answers (docs/product/nps.md). */
  readonly nps: NpsSurveyUseCases;
  /** The review form's own questions (docs/product/collect-attributes.md). */
  readonly reviewAttributes: ReviewAttributesUseCases;
  /** Null in development store mode: without the API secret no webhook can be verified. */
  readonly webhooks: WebhookEndpoint | null;
  /** Null in development store mode: the OAuth install callback and the scope check. */
  readonly shopifyAuth: ShopifyAuthEndpoints | null;
  /** The Shopify client id; null in development store mode (public: /api/v1/app_config, index.html). */
  readonly shopifyApiKey: string | null;
  readonly superAdmin: { readonly issueChannelwillSign: IssueChannelwillSignUseCase; readonly exchange: ExchangeSuperAdminSignUseCase };
  readonly picker: Pick<StoreRouteDependencies, 'pickerTokens' | 'issuePickerAccess' | 'browseCatalog'>;
  /** Origins besides our own that may frame /resource_picker (PICKER_HOST_ORIGINS); none by default. */
  readonly pickerHostOrigins?: readonly string[];
  /** The widgets' settings and live preview of the /display screens. */
  readonly widgetSettings: WidgetSettingsEndpoints;
  /** The buyers' show, the card carousel and home reviews (docs/product/storefront.md#showcase). */
  readonly showcaseSettings: ShowcaseSettingsUseCases;
  /** Store reviews' and the side tab's settings (docs/product/storefront.md#store-reviews). */
  readonly storeReviewWidgets: StoreReviewWidgetsUseCases;
  /** Reply templates and how collected reviews are handled (docs/product/collect-manage.md). */
  readonly collectManage: { readonly replyTemplates: ReplyTemplatesUseCases; readonly reviewHandling: ReviewHandlingUseCases };
  readonly reviewSummary: ReviewSummaryUseCases;
  /** get_analytics: the dashboard's tiles and /data-analyze (docs/product/analytics.md). */
  readonly getAnalytics: GetAnalyticsUseCase;
  readonly promoWidgets: PromoWidgetsEndpoints;
  /** Review discounts' settings and issued codes (docs/product/collect-discount.md). */
  readonly reviewDiscounts: ReviewDiscountUseCases;
  /** Which products get review requests (docs/product/collect-auto.md#products). */
  readonly reviewRequestProducts: ReviewRequestProductsUseCases;
  /** The storefront's public endpoints behind Shopify's app proxy (docs/product/storefront.md). */
  readonly storefront: StorefrontRouteDependencies;
  /** The public /email_review endpoints (a review's e-mail link adds photos to it). */
  readonly emailReview: EmailReviewRouteDependencies;
  /** /collect/outbox: the shop's caught mail (docs/product/collect-mail.md#outbox). */
  readonly outbox: OutboxUseCases;
  /** The public unsubscribe page and one-click endpoint (docs/product/collect-mail.md#unsubscribe). */
  readonly unsubscribe: UnsubscribeUseCase;
  /** The shop's review link and QR code (docs/product/collect-link.md). */
  readonly collectLink: GetReviewRequestLinkUseCase;
  /** The dashboard's ads, recommended apps and review anomalies (docs/product/dashboard-and-guide.md). */
  readonly dashboard: DashboardUseCases;
  /** The collect e-mails' templates, preview and test e-mail (docs/product/collect-emails.md). */
  readonly emailTemplates: EmailTemplatesUseCases;
  /** Reviews from Amazon and AliExpress: the bookmarklet's token and send, the URL import (docs/product/import-marketplaces.md). */
  readonly marketplaceImports: PublicBookmarkImportDependencies & { readonly useCases: MarketplaceImportUseCases };
  /** Imports from Dropshipman, another review app's API and by hand (docs/product/import-apps.md). */
  readonly importApps: ImportAppsEndpoints;
  readonly imports: ReviewImportUseCases;
  /** Called after every request that may have changed data: the storefront sync looks at its queue. */
  readonly afterWrite: () => void;
  /** Extra routes mounted before the admin's pages (development store mode's demo storefront). */
  readonly extraRoutes?: readonly { readonly path: string; readonly routes: Hono<HttpEnv> }[];
  readonly uploads: {
    readonly issuePolicy: IssueUploadPolicyUseCase;
    readonly accept: AcceptUploadUseCase;
    readonly read: ReadUploadUseCase;
    /** The configured public address; null answers with the address a request came to. */
    readonly publicOrigin: string | null;
  };
}

/** No admin call needs more; uploads and webhooks set their own limits. */
const API_BODY_LIMIT_BYTES = 1024 * 1024;

const apiBodyLimit = limitBody(API_BODY_LIMIT_BYTES, `body: must be at most ${API_BODY_LIMIT_BYTES} bytes`);
/** The review file's upload sets its own, larger limit (imports.routes.ts). */
const apiBodyLimitButFileUpload: MiddlewareHandler = (c, next) => (c.req.path === REVIEW_FILE_UPLOAD_PATH ? next() : apiBodyLimit(c, next));

/** The one HTTP surface: the API under /api, the picker's store API, webhooks and the admin. */
export function createHttpApp(deps: HttpDependencies) {
  const app = new Hono<HttpEnv>();
  app.use(async (c, next) => {
    c.set('requestId', randomUUID());
    await next();
  });
  app.use(securityHeaders({ pickerHostOrigins: deps.pickerHostOrigins ?? [] }));
  app.onError(createErrorHandler(deps.logger));

  app.use(async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') deps.afterWrite();
  });

  app.get('/healthz', async (c) => {
    const healthy = await deps.ping().catch(() => false);
    return c.json({ status: healthy ? 'ok' : 'database unavailable' }, healthy ? 200 : 503);
  });

  app.use('/api/*', noStoreAnswers(), ...compressLargeAnswers());
  app.use('/store/*', noStoreAnswers(), ...compressLargeAnswers());
  app.use('/admin/v1/*', noStoreAnswers());
  app.use('/api/*', apiBodyLimitButFileUpload);
  // Every way in without an app token is rate limited: by address, and by the shop it names.
  const limitedSignIn = (path: string, shopNamedBy: ShopNamedBy) => app.use(path, limitSignIns(deps.signInLimiters, shopNamedBy));
  limitedSignIn(loginContract.path, shopInJsonBody('shop', byShopDomain));
  limitedSignIn(exchangeSuperAdminSign.path, shopInJsonBody('shopify_shop_id', byShopId));
  limitedSignIn(oauthCallback.path, shopInQuery('shop', byShopDomain));

  const signedIn = authenticate(deps.tokens, deps.shops, deps.shopifyAuth?.checkScopes ?? null);
  const admin = new Hono<HttpEnv>();
  admin.route('/', loginRoutes(deps.login));
  admin.route('/', superAdminSignInRoutes(deps.superAdmin.exchange));
  admin.use(signedIn);
  admin.route('/', channelwillSignRoutes(deps.superAdmin.issueChannelwillSign));
  admin.route('/', userInfoRoutes(deps.getUserInfo));
  admin.route('/', discountRoutes(deps.getUpgradeDiscount));
  admin.route('/', plansRoutes(deps.plans));
  admin.route('/', shopSettingsRoutes(deps.shopSettings));
  admin.route('/', questionsRoutes(deps.questions));
  admin.route('/', collectOrdersRoutes(deps.collectOrders));
  admin.route('/', reviewRoutes(deps.reviews));
  admin.route('/', savedViewsRoutes(deps.savedViews));
  admin.route('/', npsRoutes(deps.nps));
  admin.route('/', reviewAttributesRoutes(deps.reviewAttributes));
  admin.route('/', widgetSettingsRoutes(deps.widgetSettings));
  admin.route('/', showcaseWidgetsRoutes(deps.showcaseSettings));
  admin.route('/', storeReviewWidgetsRoutes(deps.storeReviewWidgets));
  admin.route('/', collectManageRoutes(deps.collectManage));
  admin.route('/', promoWidgetsRoutes(deps.promoWidgets));
  admin.route('/', reviewDiscountRoutes(deps.reviewDiscounts));
  admin.route('/', reviewRequestProductsRoutes(deps.reviewRequestProducts));
  admin.route('/', uploadPolicyRoutes(deps.uploads.issuePolicy, deps.uploads.publicOrigin));
  admin.route('/', reviewPhotoLinkRoutes(deps.emailReview.useCases, deps.emailReview.uploads.publicOrigin));
  admin.route('/', outboxRoutes(deps.outbox));
  admin.route('/', collectLinkRoutes(deps.collectLink));
  admin.route('/', collectEmailsRoutes(deps.emailTemplates));
  admin.route('/', importSourcesRoutes(deps.marketplaceImports.useCases));
  admin.route('/', importAppsRoutes(deps.importApps));
  admin.route('/', importRoutes(deps.imports));
  admin.route('/', dashboardRoutes(deps.dashboard));
  app.route('/api/v1/admin', admin);
  app.route('/api/v1', appConfigRoutes(deps.shopifyApiKey));

  // The spec's newer API base for the review summary.
  const product = new Hono<HttpEnv>();
  product.use(signedIn);
  product.route('/', reviewSummaryRoutes(deps.reviewSummary));
  app.route('/api/v1/product', product);
  const bff = new Hono<HttpEnv>();
  bff.use(signedIn);
  bff.route('/', analyticsRoutes(deps.getAnalytics));
  app.route('/api/v1/bff', bff);
  app.route('/api/v1/monitoring', monitoringRoutes(deps.logger));
  // The spec's merchant API base (get_recommend_app_list).
  const merchant = new Hono<HttpEnv>();
  merchant.use(signedIn);
  merchant.route('/', merchantRoutes(deps.dashboard));
  app.route('/admin/v1/merchant', merchant);

  app.route('/', webhookRoutes(deps.webhooks));
  app.route('/proxy', storefrontRoutes(deps.storefront));
  app.route('/', emailReviewRoutes(deps.emailReview));
  app.route('/', unsubscribeRoutes(deps.unsubscribe));
  app.route('/', publicBookmarkImportRoutes(deps.marketplaceImports));
  for (const extra of deps.extraRoutes ?? []) {
    // Liquid's routes.root_url ends with a slash; the mounted router's root has none.
    app.get(`${extra.path}/`, (c) => c.redirect(`${extra.path}${new URL(c.req.url).search}`, 308));
    app.route(extra.path, extra.routes);
  }
  app.route('/store/v1', storeRoutes({ signedIn, shops: deps.shops, ...deps.picker }));
  app.route('/', uploadRoutes(deps.uploads.accept, deps.uploads.read, deps.uploads.publicOrigin));
  if (deps.shopifyAuth) app.route('/api/v1/auth', oauthCallbackRoutes(deps.shopifyAuth.completeInstall));

  app.all('/api/*', () => {
    throw new AppError('notFound', 'path: no such API endpoint');
  });
  app.route('/', spaRoutes(deps.distDir, deps.shopifyApiKey));
  return app;
}
