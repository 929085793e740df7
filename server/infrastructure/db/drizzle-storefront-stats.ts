import { createHash, randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type DailyCounts, type StorefrontStats, type VisitorKeys } from '../../application/storefront/storefront-stats.port';
import { type AppDatabase } from './database';
import { beaconSalts, storefrontDailyStats, storefrontDailyVisitors } from './schema';

/** Salts of days older than this are deleted, and those days' keys with them become unguessable. */
const SALT_DAYS_KEPT = 2;

export class DrizzleStorefrontStats implements StorefrontStats {
  constructor(private readonly db: AppDatabase) {}

  /** One statement (the counts in a data-modifying CTE), so the counts and the visitor land together. */
  async record(shop: AuthenticatedShop, day: string, counts: DailyCounts, visitorKey: string): Promise<void> {
    await this.db.execute(sql`
      with counted as (
        insert into ${storefrontDailyStats} (shop_id, day, metric, count)
        select ${shop.id}::bigint, ${day}::text, key, value::integer from jsonb_each_text(${JSON.stringify(counts)}::jsonb)
        on conflict (shop_id, day, metric) do update set count = ${storefrontDailyStats}.count + excluded.count
        returning 1
      )
      insert into ${storefrontDailyVisitors} (shop_id, day, visitor) values (${shop.id}::bigint, ${day}::text, ${visitorKey}::text)
      on conflict do nothing`);
  }
}

/**
 * A visitor key: SHA-256 of the day's random salt, the shop, the address and the browser's user
 * agent, as Plausible counts visitors. The day is the shop's calendar day the visit counts on, so
 * one shopper has one key per counted day. A salt lives two days in beacon_salts, then goes.
 */
export class SaltedVisitorKeys implements VisitorKeys {
  constructor(private readonly db: AppDatabase) {}

  async keyFor(shopId: number, day: string, address: string, userAgent: string): Promise<string> {
    const salt = await this.saltFor(day);
    return createHash('sha256').update(`${salt}\n${shopId}\n${address}\n${userAgent}`).digest('base64url').slice(0, 32);
  }

  private async saltFor(day: string): Promise<string> {
    const [created] = await this.db.insert(beaconSalts).values({ day, salt: randomBytes(32).toString('base64url') }).onConflictDoNothing().returning({ salt: beaconSalts.salt });
    if (created) {
      const oldest = new Date(Date.parse(`${day}T00:00:00Z`) - SALT_DAYS_KEPT * 86_400_000).toISOString().slice(0, 10);
      await this.db.delete(beaconSalts).where(lt(beaconSalts.day, oldest));
      return created.salt;
    }
    const [row] = await this.db.select({ salt: beaconSalts.salt }).from(beaconSalts).where(sql`${beaconSalts.day} = ${day}`);
    return row!.salt;
  }
}
