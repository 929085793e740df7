import { type MiddlewareHandler } from 'hono';
import { type Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterDrizzle, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../application/shared/app-error';
import { type AppDatabase } from '../db/database';
import { rateLimits } from '../db/schema';
import { addressKey, clientAddress } from './client-address';
import { type HttpEnv } from './http-env';

/**
 * Where counters live: Redis when REDIS_URL is set (every process counts together), else
 * PostgreSQL's rate_limits table when the server runs on it, else this process's memory (the
 * embedded database, which only one process can open). Decision 0076 lists every limiter. Run-out
 * counters in the table are deleted by one sweep per process (rate-limit-sweep.ts).
 */
export interface RateLimitStore {
  readonly redis: Redis | null;
  readonly db: AppDatabase | null;
}

/** Counters in this process's memory only. */
export const IN_MEMORY: RateLimitStore = { redis: null, db: null };

/** The same store without the database: for limits too hot to write a row per request (Redis, else memory). */
export function withoutDatabase(store: RateLimitStore): RateLimitStore {
  return { redis: store.redis, db: null };
}

/**
 * A counter of `points` per `durationSeconds` in `store`. A store that cannot answer never opens
 * the door: Redis falls back to PostgreSQL (or memory), PostgreSQL to memory, and counting goes on
 * there until it answers again.
 */
export function rateLimiter(store: RateLimitStore, keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
  const options = { keyPrefix, points, duration: durationSeconds };
  const memory = new RateLimiterMemory(options);
  const database = store.db ? new RateLimiterDrizzle({ ...options, storeClient: store.db, schema: rateLimits, insuranceLimiter: memory, clearExpiredByTimeout: false }) : memory;
  if (!store.redis) return database;
  return new RateLimiterRedis({ ...options, storeClient: store.redis, rejectIfRedisNotReady: true, insuranceLimiter: database });
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
