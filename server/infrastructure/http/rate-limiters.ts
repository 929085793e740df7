import { type MiddlewareHandler } from 'hono';
import { type RateLimiterAbstract, RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../application/shared/app-error';
import { type AppDatabase } from '../db/database';
import { rateLimits } from '../db/schema';
import { addressKey, clientAddress } from './client-address';
import { type HttpEnv } from './http-env';

/** Where counters live: PostgreSQL's rate_limits table, or this process's memory. */
export type RateLimitStore = { readonly db: AppDatabase } | 'memory';

/**
 * A counter of `points` per `durationSeconds`: in PostgreSQL when the server runs on it, so every
 * process behind a load balancer counts together (in memory while the database cannot be
 * reached), and in memory on the embedded database, which only one process can open.
 */
export function rateLimiter(store: RateLimitStore, keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
  const options = { keyPrefix, points, duration: durationSeconds };
  if (store === 'memory') return new RateLimiterMemory(options);
  return new RateLimiterDrizzle({ ...options, storeClient: store.db, schema: rateLimits, insuranceLimiter: new RateLimiterMemory(options) });
}

/** A 429 naming `field`, with how long to wait. */
function tooMany(field: string, what: string, wait: RateLimiterRes): AppError {
  const afterSeconds = Math.max(1, Math.ceil(wait.msBeforeNext / 1000));
  return new AppError('tooManyRequests', `${field}: too many ${what}; try again in ${afterSeconds} s`, { kind: 'retryLater', afterSeconds });
}

/** Counts one point against `key`; over the limit, a 429 naming `field` with how long to wait. */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, field: string, what: string): Promise<void> {
  await limiter.consume(key).catch((rejection: unknown) => {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw tooMany(field, what, rejection);
  });
}

/** Counts nothing; a 429 as consumeOrRefuse's when `key` has spent its points (penalties count, e.g. refused attempts). */
export async function refuseIfSpent(limiter: RateLimiterAbstract, key: string, field: string, what: string): Promise<void> {
  const spent = await limiter.get(key);
  if (spent !== null && spent.consumedPoints >= limiter.points) throw tooMany(field, what, spent);
}

/** A middleware counting each request against the client's address (behind `trustedProxyHops` proxies of ours); over the limit, a 429 naming 'address'. */
export function limitedByAddress(limiter: RateLimiterAbstract, trustedProxyHops: number, what: string): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    await consumeOrRefuse(limiter, addressKey(clientAddress(c, trustedProxyHops)), 'address', what);
    await next();
  };
}
