import { type Context, type MiddlewareHandler } from 'hono';
import { type RateLimiterAbstract } from 'rate-limiter-flexible';
import { exchangeSuperAdminSignRequest } from '../../../src/contracts/auth.schema';
import { parseShopDomain } from '../../../src/domain/shop/shop-domain';
import { addressKey, clientAddress } from './client-address';
import { consumeOrRefuse, rateLimiter, refuseIfSpent, type RateLimitStore } from './rate-limiters';
import { type HttpEnv } from './http-env';
import { jsonBody } from './request-input';

/** How many sign-in attempts are allowed (docs/product/api.md#rate-limits; env in the README). */
export interface SignInLimitSettings {
  /** Attempts one address may make per minute on the sign-in routes together, whatever their outcome. */
  readonly attemptsPerAddressPerMinute: number;
  /** Refused attempts (a credential that did not verify) one shop may get per ten minutes. */
  readonly refusalsPerShopPerTenMinutes: number;
  /** Proxies in front of the server whose X-Forwarded-For entry is believed; 0 counts the socket's peer. */
  readonly trustedProxyHops: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimitSettings = {
  attemptsPerAddressPerMinute: 60,
  refusalsPerShopPerTenMinutes: 30,
  trustedProxyHops: 0,
};

const ONE_MINUTE_SECONDS = 60;
const TEN_MINUTES_SECONDS = 600;
/** Statuses of a sign-in whose credential was refused; a 422 is a malformed request, counted per address only. */
const REFUSED_STATUSES: readonly number[] = [401, 403];

export interface SignInLimiters {
  readonly perAddress: RateLimiterAbstract;
  readonly perShop: RateLimiterAbstract;
  readonly trustedProxyHops: number;
}

/**
 * The counters: in Redis with REDIS_URL, else in PostgreSQL when the server runs on it, so every
 * process behind a load balancer counts together (each falling back to the next store while its
 * own cannot be reached), and in memory on the embedded database alone (decision 0076).
 */
export function signInLimiters(settings: SignInLimitSettings, store: RateLimitStore): SignInLimiters {
  return {
    perAddress: rateLimiter(store, 'sign-in-address', settings.attemptsPerAddressPerMinute, ONE_MINUTE_SECONDS),
    perShop: rateLimiter(store, 'sign-in-refusals-shop', settings.refusalsPerShopPerTenMinutes, TEN_MINUTES_SECONDS),
    trustedProxyHops: settings.trustedProxyHops,
  };
}

/** The shop a sign-in request names, read as its route reads it, or null when it names none the route would accept. */
export type ShopNamedBy = (c: Context<HttpEnv>) => Promise<string | null>;

/** A shop's key: the same shop written two ways (`HTTPS://Acme.myshopify.com/`, `"07"`) is one counter. */
type ShopKey = (value: unknown) => string | null;

/** A shop domain as every sign-in route reads it. */
export const byShopDomain: ShopKey = parseShopDomain;

/** A shop id as the super-admin exchange reads it. */
export const byShopId: ShopKey = (value) => {
  const id = exchangeSuperAdminSignRequest.shape.shopify_shop_id.safeParse(value);
  return id.success ? `id:${id.data}` : null;
};

/** The shop in a JSON body's `field`; the body text stays cached for the route's own parsing. */
export const shopInJsonBody =
  (field: string, key: ShopKey): ShopNamedBy =>
  async (c) => {
    const body = await jsonBody(c).catch(() => null);
    return typeof body === 'object' && body !== null ? key((body as Record<string, unknown>)[field]) : null;
  };

/** The shop in the query's `field` (Shopify's OAuth redirect). */
export const shopInQuery =
  (field: string, key: ShopKey): ShopNamedBy =>
  (c) =>
    Promise.resolve(key(c.req.query(field)));

/**
 * Guards a sign-in route: every attempt counts against the client's address; a shop that has had
 * too many refused attempts is refused before its credential is looked at, until the window ends.
 * Successful sign-ins never count against a shop, so its staff are not slowed by their own use.
 */
export function limitSignIns(limiters: SignInLimiters, shopNamedBy: ShopNamedBy): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    const address = addressKey(clientAddress(c, limiters.trustedProxyHops));
    await consumeOrRefuse(limiters.perAddress, address, 'address', 'sign-in attempts');
    const shop = await shopNamedBy(c);
    if (shop !== null) await refuseIfSpent(limiters.perShop, shop, 'shop', 'sign-in attempts');
    await next();
    if (shop !== null && REFUSED_STATUSES.includes(c.res.status)) await limiters.perShop.penalty(shop);
  };
}
