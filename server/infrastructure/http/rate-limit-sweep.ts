import { lt } from 'drizzle-orm';
import { BackgroundRounds } from '../../application/shared/background-rounds';
import { rateLimits } from '../db/schema';
import { type RateLimitStore } from './rate-limiters';

const SWEEP_EVERY_MS = 5 * 60_000;
/** A counter is kept an hour past its window, as rate-limiter-flexible's own clean-up does. */
const KEPT_AFTER_EXPIRY_MS = 60 * 60_000;

/**
 * Deletes the `rate_limits` counters that ran out, every five minutes, for the whole process. The
 * library's PostgreSQL store would run a timer of its own per limiter (about twenty deletes of the
 * same rows), and those timers outlive a stopped server and query its closed pool (decision 0076).
 * Null where counters are not in the database.
 */
export function expiredRateLimitSweep(store: RateLimitStore, reportFailure: (error: unknown) => void, now: () => Date): BackgroundRounds | null {
  const { db } = store;
  if (!db) return null;
  const sweep = () => db.delete(rateLimits).where(lt(rateLimits.expire, new Date(now().getTime() - KEPT_AFTER_EXPIRY_MS)));
  return new BackgroundRounds(sweep, reportFailure, SWEEP_EVERY_MS);
}
