import { type MiddlewareHandler } from 'hono';
import { type RateLimiterAbstract } from 'rate-limiter-flexible';
import { API_KEY_HEADER } from '../../../../src/contracts/public-api.constants';
import { AppError } from '../../../application/shared/app-error';
import { type ShopRepository } from '../../../application/shops/shop-repository.port';
import { type HttpEnv } from '../http-env';
import { consumeOrRefuse, rateLimiter, type RateLimitStore } from '../rate-limiters';

/** Query parameters a key could be put in by mistake: refused, since addresses end up in logs and histories. */
const KEY_IN_QUERY = ['api_key', 'apikey', 'key', 'x-api-key', 'access_token', 'token'];
/** No key is longer; longer text is not looked up. */
const MAX_KEY_LENGTH = 200;

/** How many requests one key may make (PUBLIC_API_REQUESTS_PER_MINUTE; docs/api/public-api.md#rate-limits). */
export interface PublicApiLimitSettings {
  readonly requestsPerKeyPerMinute: number;
}

export const DEFAULT_PUBLIC_API_LIMITS: PublicApiLimitSettings = { requestsPerKeyPerMinute: 120 };

const ONE_MINUTE_SECONDS = 60;

/** Each key's counter: in PostgreSQL when the server runs on it, in memory on the embedded database (as the sign-in limits). */
export function publicApiLimiter(settings: PublicApiLimitSettings, store: RateLimitStore): RateLimiterAbstract {
  return rateLimiter(store, 'public-api-key', settings.requestsPerKeyPerMinute, ONE_MINUTE_SECONDS);
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
 * key belongs to no shop any more, so it stops at once. Each shop's key has its own request budget.
 */
export function publicApiKey(shops: ShopRepository, limiter: RateLimiterAbstract): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    const inQuery = Object.keys(c.req.queries()).find((name) => KEY_IN_QUERY.includes(name.toLowerCase()));
    if (inQuery !== undefined) {
      throw refused(`send the key in the ${API_KEY_HEADER} header, never in the address (the query parameter "${inQuery}" is refused; rotate a key that was sent this way)`);
    }
    const key = presentedKey((name) => c.req.header(name));
    const shop = key.length <= MAX_KEY_LENGTH ? await shops.findByReviewsApiKey(key) : null;
    if (shop === null) throw refused('is not a valid API key (a rotated key stops at once: copy the current one from Settings › API access)');
    await consumeOrRefuse(limiter, `shop:${shop.id}`, API_KEY_HEADER, 'requests with this key');
    c.set('shop', { id: shop.id, domain: shop.domain });
    await next();
  };
}
