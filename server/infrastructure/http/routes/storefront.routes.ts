import { createHash } from 'node:crypto';
import { type Hono, type MiddlewareHandler } from 'hono';
import { type RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_PROXY_PREFIX, getStorefrontReviews, submitStorefrontReview, voteReviewHelpful } from '../../../../src/contracts/storefront.contract';
import { AppError } from '../../../application/shared/app-error';
import { type ShopRepository } from '../../../application/shops/shop-repository.port';
import { type GetStorefrontReviewsUseCase } from '../../../application/storefront/get-storefront-reviews.use-case';
import { type SubmitStorefrontReviewUseCase } from '../../../application/storefront/submit-storefront-review.use-case';
import { type VoteHelpfulUseCase } from '../../../application/storefront/vote-helpful.use-case';
import { addressKey, clientAddress } from '../client-address';
import { ContractRoutes, readRequest } from '../contract-routes';
import { okEnvelope } from '../envelope';
import { type HttpEnv } from '../http-env';
import { limitBody } from '../limit-body';
import { consumeOrRefuse, rateLimiter, type RateLimitStore } from '../rate-limiters';
import { verifiedAppProxy } from '../verified-app-proxy';

/** How much each shop's storefront and each shopper may ask (docs/product/storefront.md#public-endpoints). */
export interface StorefrontLimitSettings {
  readonly readsPerShopPerMinute: number;
  readonly reviewsPerAddressPerHour: number;
  readonly reviewsPerShopPerHour: number;
  readonly votesPerAddressPerMinute: number;
  /** Proxies of ours in front of the server (TRUSTED_PROXY_HOPS); Shopify's app proxy is one more. */
  readonly trustedProxyHops: number;
}

export const DEFAULT_STOREFRONT_LIMITS: StorefrontLimitSettings = {
  // 1,000 a second: a busy store's shoppers, while one shop cannot take the server from the others.
  readsPerShopPerMinute: 60_000,
  reviewsPerAddressPerHour: 10,
  reviewsPerShopPerHour: 600,
  votesPerAddressPerMinute: 30,
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
  readonly submitReview: SubmitStorefrontReviewUseCase;
  readonly voteHelpful: VoteHelpfulUseCase;
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
  const perAddress = (limiter: RateLimiterAbstract, what: string): MiddlewareHandler<HttpEnv> => async (c, next) => {
    await consumeOrRefuse(limiter, `${c.get('shop').id}:${addressKey(clientAddress(c, limits.trustedProxyHops + 1))}`, 'address', what);
    await next();
  };
  const reads = rateLimiter(limitStore, 'storefront-reads-shop', limits.readsPerShopPerMinute, 60);
  const reviewsByAddress = rateLimiter(limitStore, 'storefront-reviews-address', limits.reviewsPerAddressPerHour, 3600);
  const reviewsByShop = rateLimiter(limitStore, 'storefront-reviews-shop', limits.reviewsPerShopPerHour, 3600);
  const votesByAddress = rateLimiter(limitStore, 'storefront-votes-address', limits.votesPerAddressPerMinute, 60);

  const routes = new ContractRoutes(APP_PROXY_PREFIX);
  routes.router.use('*', verifiedAppProxy(deps.proxySecret, deps.shops, deps.now), limitBody(STOREFRONT_BODY_LIMIT_BYTES, `body: must be at most ${STOREFRONT_BODY_LIMIT_BYTES} bytes`));
  routes.router.get(getStorefrontReviews.path.slice(APP_PROXY_PREFIX.length), perShop(reads, 'storefront requests'), async (c) => {
    const page = await deps.getReviews.execute(c.get('shop'), await readRequest(getStorefrontReviews, c));
    const body = JSON.stringify(okEnvelope(page));
    const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    c.header('Cache-Control', `public, max-age=${REVIEWS_PAGE_MAX_AGE_SECONDS}`);
    c.header('ETag', etag);
    c.header('Vary', 'Accept-Encoding');
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  routes.router.post(submitStorefrontReview.path.slice(APP_PROXY_PREFIX.length), perAddress(reviewsByAddress, 'reviews'), perShop(reviewsByShop, 'reviews'));
  routes.router.post(voteReviewHelpful.path.slice(APP_PROXY_PREFIX.length), perAddress(votesByAddress, 'votes'));
  routes
    .serve(submitStorefrontReview, (request, c) => deps.submitReview.execute(c.get('shop'), request))
    .serve(voteReviewHelpful, (request, c) => deps.voteHelpful.execute(c.get('shop'), request));
  routes.router.all('*', () => {
    throw new AppError('notFound', 'path: no such storefront endpoint');
  });
  return routes.router;
}
