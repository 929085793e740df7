import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../../../server/infrastructure/db/schema';
import { expiredRateLimitSweep } from '../../../../server/infrastructure/http/rate-limit-sweep';
import { IN_MEMORY, rateLimiter, type RateLimitStore } from '../../../../server/infrastructure/http/rate-limiters';
import { TEST_DATABASES } from '../../support/test-databases';
import { useTestDatabase } from '../../support/use-test-server';

const HOUR_MS = 3600_000;
const failOnError = (error: unknown) => {
  throw error;
};

describe.each(TEST_DATABASES)('expired rate limit counters on $name', (target) => {
  const ctx = useTestDatabase(target);

  it('one sweep deletes the counters an hour past their window and keeps the others', async () => {
    const store: RateLimitStore = { redis: null, db: ctx.database.handle.db };
    await rateLimiter(store, 'per-minute', 5, 60).consume('203.0.113.9');
    await rateLimiter(store, 'per-three-hours', 5, 3 * 3600).consume('203.0.113.9');
    const readKeys = async () => (await ctx.database.handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).sort();
    expect(await readKeys()).toEqual(['per-minute:203.0.113.9', 'per-three-hours:203.0.113.9']);

    const inThirtyMinutes = expiredRateLimitSweep(store, failOnError, () => new Date(Date.now() + HOUR_MS / 2));
    inThirtyMinutes?.start();
    await inThirtyMinutes?.stop();
    expect(await readKeys()).toHaveLength(2);

    const inTwoHours = expiredRateLimitSweep(store, failOnError, () => new Date(Date.now() + 2 * HOUR_MS));
    inTwoHours?.start();
    await inTwoHours?.stop();
    expect(await readKeys()).toEqual(['per-three-hours:203.0.113.9']);
  });

  it('has nothing to sweep where counters are not in the database', () => {
    expect(expiredRateLimitSweep(IN_MEMORY, failOnError, () => new Date())).toBeNull();
  });
});
