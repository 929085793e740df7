import { type MiddlewareHandler } from 'hono';
import { type RateLimiterAbstract } from 'rate-limiter-flexible';
import { API_KEY_HEADER } from '../../../../src/contracts/public-api.constants';
import { AppError } from '../../../application/shared/app-error';
import { type ShopRepository } from '../../../application/shops/shop-repository.port';
import { addressKey, clientAddress } from '../client-address';
import { type HttpEnv } from '../http-env';
import { consumeOrRefuse, rateLimiter, refuseIfSpent, type RateLimitStore } from '../rate-limiters';

/** Query parameters a key could be put in by mistake: refused, since addresses end up in logs and histories. */
const KEY_IN_QUERY = ['api_key', 'apikey', 'key', 'x-api-key', 'access_token', 'token'];
/** No key is longer; longer text is not looked up. */
const MAX_KEY_LENGTH = 200;

/** The public API's limits (docs/api/public-api.md#rate-limits; env in the README). */
export interface PublicApiLimitSettings {
  /** Requests one key may make per minute (PUBLIC_API_REQUESTS_PER_MINUTE). */
  readonly requestsPerKeyPerMinute: number;
  /** Keys that are not one one address may present per ten minutes before it is refused unheard (PUBLIC_API_BAD_KEYS_PER_ADDRESS). */
  readonly badKeysPerAddressPerTenMinutes: number;
  /** Proxies in front of the server whose X-Forwarded-For entry is believed (TRUSTED_PROXY_HOPS). */
  readonly trustedProxyHops: number;
}

export const DEFAULT_PUBLIC_API_LIMITS: PublicApiLimitSettings = { requestsPerKeyPerMinute: 120, badKeysPerAddressPerTenMinutes: 30, trustedProxyHops: 0 };

const ONE_MINUTE_SECONDS = 60;
const TEN_MINUTES_SECONDS = 600;

export interface PublicApiLimiters {
  readonly perKey: RateLimiterAbstract;
  readonly badKeysPerAddress: RateLimiterAbstract;
  readonly trustedProxyHops: number;
}

/** The counters: in Redis with REDIS_URL, else in PostgreSQL when the server runs on it, else in memory (as the sign-in limits; decision 0076). */
export function publicApiLimiters(settings: PublicApiLimitSettings, store: RateLimitStore): PublicApiLimiters {
  return {
    perKey: rateLimiter(store, 'public-api-key', settings.requestsPerKeyPerMinute, ONE_MINUTE_SECONDS),
    badKeysPerAddress: rateLimiter(store, 'public-api-bad-keys-address', settings.badKeysPerAddressPerTenMinutes, TEN_MINUTES_SECONDS),
    trustedProxyHops: settings.trustedProxyHops,
  };
}

const refused = (message: string) => new AppError('unauthorized', `${API_KEY_HEADER}: ${message}`);

/** The key of `X-Api-Key`, or of `Authorization: Bearer`; both must agree when both are sent. */
function presentedKey(header: (name: string) => string | undefined): string {
  const direct = header(API_KEY_HEADER)?.trim();
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header('Authorization') ?? '')?.[1];
  if (direct && bearer && direct !== bearer) throw refused('send one key: X-Api-Key and Authorization name different ones');
  const key = direct || bearer;
  if (!key) throw refused(`is required: send the shop's reviews API key in the ${API_KEY_HEADER} header (or Authorization: Bearer)`);
  return key;
}

/**
 * Signs a public API request in with the shop's reviews API key (docs/api/public-api.md#authentication):
 * the shop whose key it is, installed, is the request's shop for everything after it; a rotated
 * key belongs to no shop any more, so it stops at once. Each shop's key has its own request budget,
 * and an address that has presented too many keys that are not one is refused before its next
 * key is looked up, so keys cannot be guessed at speed.
 */
export function publicApiKey(shops: ShopRepository, limiters: PublicApiLimiters): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    const address = addressKey(clientAddress(c, limiters.trustedProxyHops));
    await refuseIfSpent(limiters.badKeysPerAddress, address, API_KEY_HEADER, 'keys that are not valid from this address');
    const inQuery = Object.keys(c.req.queries()).find((name) => KEY_IN_QUERY.includes(name.toLowerCase()));
    if (inQuery !== undefined) {
      throw refused(`send the key in the ${API_KEY_HEADER} header, never in the address (the query parameter "${inQuery}" is refused; rotate a key that was sent this way)`);
    }
    const key = presentedKey((name) => c.req.header(name));
    const shop = key.length <= MAX_KEY_LENGTH ? await shops.findByReviewsApiKey(key) : null;
    if (shop === null) {
      await limiters.badKeysPerAddress.penalty(address);
      throw refused('is not a valid API key (a rotated key stops at once: copy the current one from Settings › API access)');
    }
    await consumeOrRefuse(limiters.perKey, `shop:${shop.id}`, API_KEY_HEADER, 'requests with this key');
    c.set('shop', { id: shop.id, domain: shop.domain });
    await next();
  };
}
