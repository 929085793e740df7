import { and, eq, lt } from 'drizzle-orm';
import { type UsedSignRepository } from '../../application/auth/used-sign-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { usedSigns } from './schema';

export class DrizzleUsedSignRepository implements UsedSignRepository {
  constructor(private readonly db: AppDatabase) {}

  async claim(shop: AuthenticatedShop, sign: string, usedAt: Date, forgetBefore: Date): Promise<boolean> {
    await this.db.delete(usedSigns).where(and(eq(usedSigns.shopId, shop.id), lt(usedSigns.usedAt, forgetBefore)));
    // The primary key (shop_id, sign) makes a concurrent second claim insert nothing.
    const inserted = await this.db
      .insert(usedSigns)
      .values({ shopId: shop.id, sign, usedAt })
      .onConflictDoNothing()
      .returning({ sign: usedSigns.sign });
    return inserted.length === 1;
  }
}
