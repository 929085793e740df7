import { Redis } from 'ioredis';
import { type Logger } from 'pino';

/** How long one Redis command may take before the caller falls back (a rate limit's insurance): a counter answers in well under a millisecond, and a stalled Redis costs each limiter this much per request. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
/** How long a start waits for Redis before it answers without it (the limits count in their fallback meanwhile). */
export const REDIS_READY_WAIT_MS = 3000;
/** Keys of ours in a Redis that may hold others' too. */
export const REDIS_KEY_PREFIX = 'starling:';

/**
 * This process's one connection to REDIS_URL. A command never waits for Redis to come back: with
 * no offline queue and a command timeout, it fails at once while Redis is gone, and the caller
 * (a rate limiter) counts in its fallback instead of holding the request. The connection keeps
 * retrying in the background and is used again as soon as Redis answers.
 */
export function openRedis(url: string, logger: Logger, keyPrefix: string = REDIS_KEY_PREFIX): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    // Named in Redis's CLIENT LIST, so an operator sees whose connections these are.
    connectionName: 'starling-reviews',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_READY_WAIT_MS,
    // Back off to one attempt every 2 s while Redis is gone; never give up.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Said once per outage, not once per reconnect attempt.
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    logger.warn({ err: error }, 'Redis is unreachable: rate limits count in PostgreSQL (or this process) until it answers again');
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    logger.info('Redis answers again: rate limits count in Redis');
  });
  return redis;
}

/** Resolves once `redis` is ready, or after `waitMs` (false) so a start does not hang on a Redis that is down. */
export function redisReady(redis: Redis, waitMs: number = REDIS_READY_WAIT_MS): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, waitMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    redis.once('ready', onReady);
  });
}
