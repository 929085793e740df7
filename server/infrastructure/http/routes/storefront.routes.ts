import { createHash } from 'node:crypto';
import { type Context, type Hono, type MiddlewareHandler } from 'hono';
import { type RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  APP_PROXY_PREFIX,
  askStorefrontQuestion,
  getStorefrontReviews,
  getStorefrontShopReviews,
  getStorefrontStoreReviews,
  getStorefrontUploadPolicy,
  getReviewTranslations,
  recordStorefrontBeacon,
  STOREFRONT_PROXY_PATH,
  storefrontUpload,
  submitStorefrontReview,
  voteReviewHelpful,
} from '../../../../src/contracts/storefront.contract';
import { type AcceptUploadUseCase } from '../../../application/storage/accept-upload.use-case';
import { type IssueUploadPolicyUseCase } from '../../../application/storage/issue-upload-policy.use-case';
import { uploadFormHandlers } from './uploads.routes';
import { type RecordBeaconUseCase } from '../../../application/storefront/record-beacon.use-case';
import { type AskQuestionUseCase } from '../../../application/storefront/ask-question.use-case';
import { AppError } from '../../../application/shared/app-error';
import { type ShopRepository } from '../../../application/shops/shop-repository.port';
import { getReferralLink } from '../../../../src/contracts/promo-widgets.contract';
import { type IssueReferralLinkUseCase } from '../../../application/storefront/issue-referral-link.use-case';
import { type GetStorefrontReviewsUseCase } from '../../../application/storefront/get-storefront-reviews.use-case';
import { type GetStoreReviewPagesUseCase } from '../../../application/storefront/get-store-review-pages.use-case';
import { type SubmitStorefrontReviewUseCase } from '../../../application/storefront/submit-storefront-review.use-case';
import { type VoteHelpfulUseCase } from '../../../application/storefront/vote-helpful.use-case';
import { type TranslateReviewsUseCase } from '../../../application/storefront/translate-reviews.use-case';
import { addressKey, clientAddress } from '../client-address';
import { ContractRoutes, readRequest } from '../contract-routes';
import { ok, okEnvelope } from '../envelope';
import { type HttpEnv } from '../http-env';
import { limitBody } from '../limit-body';
import { consumeOrRefuse, rateLimiter, type RateLimitStore, withoutDatabase } from '../rate-limiters';
import { verifiedAppProxy } from '../verified-app-proxy';
import { STOREFRONT_ENDPOINTS } from '../../../../src/contracts/storefront-paths';
import { type ReviewFormPage, type ReviewFormUseCases } from '../../../application/collect/review-form-use-cases';
import { type AuthenticatedShop } from '../../../application/shared/authenticated-shop';

/** How much each shop's storefront and each shopper may ask (docs/product/storefront.md#public-endpoints). */
export interface StorefrontLimitSettings {
  readonly readsPerShopPerMinute: number;
  /** So one client cannot spend a shop's whole allowance. */
  readonly readsPerAddressPerMinute: number;
  readonly reviewsPerAddressPerHour: number;
  readonly reviewsPerShopPerHour: number;
  readonly votesPerAddressPerMinute: number;
  readonly beaconsPerAddressPerMinute: number;
  /** Upload policies and uploads of review photos and videos. */
  readonly uploadsPerAddressPerHour: number;
  /** Proxies of ours in front of the server (TRUSTED_PROXY_HOPS); Shopify's app proxy is one more. */
  readonly trustedProxyHops: number;
}

export const DEFAULT_STOREFRONT_LIMITS: StorefrontLimitSettings = {
  // 1,000 a second: a busy store's shoppers, while one shop cannot take the server from the others.
  readsPerShopPerMinute: 60_000,
  readsPerAddressPerMinute: 300,
  reviewsPerAddressPerHour: 10,
  reviewsPerShopPerHour: 600,
  votesPerAddressPerMinute: 30,
  beaconsPerAddressPerMinute: 120,
  uploadsPerAddressPerHour: 60,
  trustedProxyHops: 0,
};

/** Browsers and Shopify's edge may keep a page this long; a change reaches shoppers within it. */
export const REVIEWS_PAGE_MAX_AGE_SECONDS = 60;
const STOREFRONT_BODY_LIMIT_BYTES = 64 * 1024;

export interface StorefrontRouteDependencies {
  /** The app secret Shopify signs proxied requests with. */
  readonly proxySecret: string;
  readonly shops: ShopRepository;
  readonly now: () => Date;
  readonly limits: StorefrontLimitSettings;
  readonly limitStore: RateLimitStore;
  readonly getReviews: GetStorefrontReviewsUseCase;
  readonly getStoreReviewPages: GetStoreReviewPagesUseCase;
  readonly submitReview: SubmitStorefrontReviewUseCase;
  readonly voteHelpful: VoteHelpfulUseCase;
  readonly translateReviews: TranslateReviewsUseCase;
  readonly recordBeacon: RecordBeaconUseCase;
  readonly askQuestion: AskQuestionUseCase;
  readonly referralLink: IssueReferralLinkUseCase;
  readonly uploads: { readonly issuePolicy: IssueUploadPolicyUseCase; readonly accept: AcceptUploadUseCase; readonly publicOrigin: string | null };
  /** The review form page of a review link (docs/product/collect-link.md). */
  readonly reviewForm: { readonly useCases: ReviewFormUseCases; readonly page: ReviewFormPageRenderer; readonly shopName: (shop: AuthenticatedShop) => Promise<string> };
}

/** Draws the review form page as the Liquid the app proxy answers (LiquidReviewFormPage). */
export interface ReviewFormPageRenderer {
  render(page: ReviewFormPage, options: { readonly locale: string | undefined; readonly acceptLanguage: string | undefined; readonly shopName: string }): Promise<string>;
}

/**
 * The storefront's public endpoints under /proxy, served only to requests Shopify's app proxy
 * signed; each is scoped to the shop the signature names.
 */
export function storefrontRoutes(deps: StorefrontRouteDependencies): Hono<HttpEnv> {
  const { limits, limitStore } = deps;
  const perShop = (limiter: RateLimiterAbstract, what: string): MiddlewareHandler<HttpEnv> => async (c, next) => {
    await consumeOrRefuse(limiter, String(c.get('shop').id), 'shop', what);
    await next();
  };
  // Shopify's proxy appends the shopper's address to X-Forwarded-For: one hop more than our own proxies.
  const shopperAddress = (c: Context<HttpEnv>) => addressKey(clientAddress(c, limits.trustedProxyHops + 1));
  const perAddress = (limiter: RateLimiterAbstract, what: string): MiddlewareHandler<HttpEnv> => async (c, next) => {
    await consumeOrRefuse(limiter, `${c.get('shop').id}:${shopperAddress(c)}`, 'address', what);
    await next();
  };
  // Reads never count in PostgreSQL: two database writes per page read would cost more than the
  // page (bench:widget). They count in Redis when there is one, else in each process's memory: a
  // read limit only has to stop a flood, not be exact.
  const reads = rateLimiter(withoutDatabase(limitStore), 'storefront-reads-shop', limits.readsPerShopPerMinute, 60);
  const readsByAddress = rateLimiter(withoutDatabase(limitStore), 'storefront-reads-address', limits.readsPerAddressPerMinute, 60);
  const reviewsByAddress = rateLimiter(limitStore, 'storefront-reviews-address', limits.reviewsPerAddressPerHour, 3600);
  const reviewsByShop = rateLimiter(limitStore, 'storefront-reviews-shop', limits.reviewsPerShopPerHour, 3600);
  const votesByAddress = rateLimiter(limitStore, 'storefront-votes-address', limits.votesPerAddressPerMinute, 60);
  const beaconsByAddress = rateLimiter(limitStore, 'storefront-beacons-address', limits.beaconsPerAddressPerMinute, 60);
  const uploadsByAddress = rateLimiter(limitStore, 'storefront-uploads-address', limits.uploadsPerAddressPerHour, 3600);

  const routes = new ContractRoutes(APP_PROXY_PREFIX);
  const jsonBodyLimit = limitBody(STOREFRONT_BODY_LIMIT_BYTES, `body: must be at most ${STOREFRONT_BODY_LIMIT_BYTES} bytes`);
  routes.router.use('*', verifiedAppProxy(deps.proxySecret, deps.shops, deps.now));
  const local = (path: string) => path.slice(APP_PROXY_PREFIX.length);
  for (const contract of [submitStorefrontReview, voteReviewHelpful, recordStorefrontBeacon, askStorefrontQuestion]) routes.router.post(local(contract.path), jsonBodyLimit);
  // Pages of reviews: cacheable, with the same limits (store reviews and the side tab's list too).
  const cachedRead = (read: (c: Context<HttpEnv>) => Promise<unknown>): MiddlewareHandler<HttpEnv> => async (c) => {
    const body = JSON.stringify(okEnvelope(await read(c)));
    const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    c.header('Cache-Control', `public, max-age=${REVIEWS_PAGE_MAX_AGE_SECONDS}`);
    c.header('ETag', etag);
    c.header('Vary', 'Accept-Encoding');
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  };
  const readLimits = [perAddress(readsByAddress, 'storefront requests'), perShop(reads, 'storefront requests')] as const;
  routes.router.get(local(getStorefrontReviews.path), ...readLimits, cachedRead(async (c) => deps.getReviews.execute(c.get('shop'), await readRequest(getStorefrontReviews, c), c.get('proxiedShopRecord'))));
  routes.router.get(local(getStorefrontStoreReviews.path), ...readLimits, cachedRead(async (c) => deps.getStoreReviewPages.storeReviews(c.get('shop'), await readRequest(getStorefrontStoreReviews, c), c.get('proxiedShopRecord'))));
  routes.router.get(local(getStorefrontShopReviews.path), ...readLimits, cachedRead(async (c) => deps.getStoreReviewPages.shopReviews(c.get('shop'), await readRequest(getStorefrontShopReviews, c), c.get('proxiedShopRecord'))));
  // Translations are kept once made, so a shopper's reads cost the service nothing after the first.
  routes.router.get(local(getReviewTranslations.path), ...readLimits, cachedRead(async (c) => deps.translateReviews.execute(c.get('shop'), await readRequest(getReviewTranslations, c))));
  routes.router.post(submitStorefrontReview.path.slice(APP_PROXY_PREFIX.length), perAddress(reviewsByAddress, 'reviews'), perShop(reviewsByShop, 'reviews'));
  routes.router.post(voteReviewHelpful.path.slice(APP_PROXY_PREFIX.length), perAddress(votesByAddress, 'votes'));
  // Questions count against the same limits as reviews: both are a shopper's text for the merchant to read.
  routes.router.post(local(askStorefrontQuestion.path), perAddress(reviewsByAddress, 'questions'), perShop(reviewsByShop, 'questions'));
  routes.router.post(recordStorefrontBeacon.path.slice(APP_PROXY_PREFIX.length), perAddress(beaconsByAddress, 'beacons'));
  // A review's photos and video: the admin's upload path, for a policy of the shop the proxy names.
  routes.router.get(local(getStorefrontUploadPolicy.path), perAddress(uploadsByAddress, 'uploads'), (c) =>
    ok(c, { ...deps.uploads.issuePolicy.execute(c.get('shop'), '', 'storefront'), host: `${STOREFRONT_PROXY_PATH}/${local(storefrontUpload.path).slice(1)}` }),
  );
  routes.router.post(local(storefrontUpload.path), perAddress(uploadsByAddress, 'uploads'), ...uploadFormHandlers(deps.uploads.accept, deps.uploads.publicOrigin, { shopOfRequest: (c) => c.get('shop').id }));
  // The shopper is the one Shopify's proxy signed in (logged_in_customer_id is part of the signed query).
  routes.router.get(local(getReferralLink.path), perAddress(readsByAddress, 'storefront requests'), async (c) =>
    ok(c, await deps.referralLink.execute(c.get('shop'), c.req.query('logged_in_customer_id') ?? '')),
  );
  // The review form page (docs/product/collect-link.md): Liquid that Shopify draws inside the store's theme.
  // A link that is tampered with or expired is a page that says so, never an error.
  routes.router.get(`/${STOREFRONT_ENDPOINTS.reviewForm}`, perAddress(readsByAddress, 'storefront requests'), async (c) => {
    const shop = c.get('shop');
    const query = { token: c.req.query('token'), via: c.req.query('via'), product: c.req.query('product'), rating: c.req.query('rating') };
    const page = await deps.reviewForm.useCases.page(shop, query);
    const liquid = await deps.reviewForm.page.render(page, { locale: c.req.query('locale'), acceptLanguage: c.req.header('Accept-Language'), shopName: await deps.reviewForm.shopName(shop) });
    return c.body(liquid, 200, { 'Content-Type': 'application/liquid; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
  });
  routes
    // The shopper Shopify's proxy signed in (logged_in_customer_id is part of the signed query) is the review's customer.
    .serve(submitStorefrontReview, (request, c) => deps.submitReview.execute(c.get('shop'), request, { customerId: c.req.query('logged_in_customer_id') }))
    .serve(voteReviewHelpful, (request, c) => deps.voteHelpful.execute(c.get('shop'), request))
    .serve(askStorefrontQuestion, (request, c) => deps.askQuestion.execute(c.get('shop'), request))
    .serve(recordStorefrontBeacon, (request, c) =>
      deps.recordBeacon.execute(c.get('shop'), request.events, { address: shopperAddress(c), userAgent: c.req.header('User-Agent') ?? '' }),
    );
  routes.router.all('*', () => {
    throw new AppError('notFound', 'path: no such storefront endpoint');
  });
  return routes.router;
}
