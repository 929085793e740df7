import { randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, max, sql } from 'drizzle-orm';
import { type NewShop, type ShopActivity, type ShopRecord, type ShopRepository } from '../../application/shops/shop-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { orders, reviews, shops } from './schema';

const shopColumns = {
  id: shops.id,
  domain: shops.domain,
  name: shops.name,
  owner: shops.owner,
  email: shops.email,
  customDomain: shops.customDomain,
  shopifyPlan: shops.shopifyPlan,
  currencySymbol: shops.currencySymbol,
  timeZone: shops.timeZone,
  reviewsApiKey: shops.reviewsApiKey,
  pricingPlanId: shops.pricingPlanId,
  isSelectedPlan: shops.isSelectedPlan,
  skipInstall: shops.skipInstall,
  isSuperAdmin: shops.isSuperAdmin,
  themeEmbedEnabled: shops.themeEmbedEnabled,
  themeAppBlockEnabled: shops.themeAppBlockEnabled,
  emailQuotaUsed: shops.emailQuotaUsed,
  emailQuotaResetAt: shops.emailQuotaResetAt,
  installedAt: shops.installedAt,
  uninstalledAt: shops.uninstalledAt,
};

export class DrizzleShopRepository implements ShopRepository {
  constructor(private readonly db: AppDatabase) {}

  async findByDomain(domain: string): Promise<ShopRecord | null> {
    const [row] = await this.db.select(shopColumns).from(shops).where(eq(shops.domain, domain));
    return row ?? null;
  }

  async findById(id: number): Promise<ShopRecord | null> {
    const [row] = await this.db.select(shopColumns).from(shops).where(eq(shops.id, id));
    return row ?? null;
  }

  async install(shop: NewShop): Promise<ShopRecord> {
    const [row] = await this.db
      .insert(shops)
      .values({
        domain: shop.domain,
        name: shop.name,
        owner: shop.owner ?? '',
        email: shop.email ?? '',
        pricingPlanId: shop.pricingPlanId,
        timeZone: shop.timeZone ?? 'UTC',
        currencySymbol: shop.currencySymbol ?? '$',
        reviewsApiKey: randomBytes(16).toString('hex'),
        installedAt: shop.installedAt ?? new Date(),
      })
      .onConflictDoUpdate({ target: shops.domain, set: { uninstalledAt: null, updatedAt: new Date() } })
      .returning(shopColumns);
    if (!row) throw new Error(`Installing ${shop.domain} returned no row`);
    return row;
  }

  async get(shop: AuthenticatedShop): Promise<ShopRecord | null> {
    const [row] = await this.db
      .select(shopColumns)
      .from(shops)
      .where(and(eq(shops.id, shop.id), eq(shops.domain, shop.domain)));
    return row ?? null;
  }

  async activity(shop: AuthenticatedShop): Promise<ShopActivity> {
    const [reviewTotals] = await this.db
      .select({
        reviewCount: count(),
        publishedReviewCount: sql<number>`count(*) filter (where ${reviews.published})`.mapWith(Number),
      })
      .from(reviews)
      .where(eq(reviews.shopId, shop.id));
    const perProduct = this.db
      .select({ total: count().as('total') })
      .from(reviews)
      .where(eq(reviews.shopId, shop.id))
      .groupBy(reviews.productId)
      .as('per_product');
    const [busiest] = await this.db.select({ value: max(perProduct.total) }).from(perProduct);
    const [requests] = await this.db
      .select({ value: count() })
      .from(orders)
      .where(and(eq(orders.shopId, shop.id), isNotNull(orders.reviewRequestSentAt)));
    return {
      reviewCount: reviewTotals?.reviewCount ?? 0,
      publishedReviewCount: reviewTotals?.publishedReviewCount ?? 0,
      maxReviewsOnOneProduct: Number(busiest?.value ?? 0),
      orderRequests: requests?.value ?? 0,
    };
  }

  async markUninstalled(shop: AuthenticatedShop, at: Date): Promise<void> {
    await this.db.update(shops).set({ uninstalledAt: at, updatedAt: at }).where(eq(shops.id, shop.id));
  }
}
