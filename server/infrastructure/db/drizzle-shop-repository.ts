import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  type NewShop,
  type ReviewsOverLimit,
  type ShopActivity,
  type ShopProfile,
  type ShopRecord,
  type ShopRepository,
  type ThemeExtensionFlags,
} from '../../application/shops/shop-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { rowsOf } from './raw-rows';
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
  emailQuotaExtra: shops.emailQuotaExtra,
  emailQuotaResetAt: shops.emailQuotaResetAt,
  installedAt: shops.installedAt,
  uninstalledAt: shops.uninstalledAt,
  storefrontVersion: shops.storefrontVersion,
};

/** A shop's reviews API key: 128 random bits as 32 hex characters. */
const newReviewsApiKey = () => randomBytes(16).toString('hex');

/** Every request reads these; prepared once, they skip query building and planning. */
function prepareHotQueries(db: AppDatabase) {
  const shopId = sql.placeholder('shopId');
  return {
    shopByIdAndDomain: db
      .select(shopColumns)
      .from(shops)
      .where(and(eq(shops.id, shopId), eq(shops.domain, sql.placeholder('domain'))))
      .prepare('shop_by_id_and_domain'),
    /** The app proxy's check on every storefront request. */
    shopByDomain: db.select(shopColumns).from(shops).where(eq(shops.domain, sql.placeholder('domain'))).prepare('shop_by_domain'),
    activity: db
      .select({
        reviewCount: sql<number>`(select count(*) from ${reviews} where ${reviews.shopId} = ${shopId})`.mapWith(Number),
        publishedReviewCount: sql<number>`(select count(*) from ${reviews}
          where ${reviews.shopId} = ${shopId} and ${reviews.published})`.mapWith(Number),
        maxReviewsOnOneProduct: sql<number>`(select coalesce(max(per_product.total), 0) from (
          select count(*) as total from ${reviews}
          where ${reviews.shopId} = ${shopId} and ${reviews.published}
          group by ${reviews.productId}) as per_product)`.mapWith(Number),
        orderRequests: sql<number>`(select count(*) from ${orders}
          where ${orders.shopId} = ${shopId} and ${orders.reviewRequestSentAt} is not null)`.mapWith(Number),
      })
      .from(shops)
      .where(eq(shops.id, shopId))
      .prepare('shop_activity'),
  };
}

export class DrizzleShopRepository implements ShopRepository {
  private readonly hot: ReturnType<typeof prepareHotQueries>;

  constructor(private readonly db: AppDatabase) {
    this.hot = prepareHotQueries(db);
  }

  async findByDomain(domain: string): Promise<ShopRecord | null> {
    const [row] = await this.hot.shopByDomain.execute({ domain });
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
        reviewsApiKey: newReviewsApiKey(),
        installedAt: shop.installedAt ?? new Date(),
      })
      .onConflictDoUpdate({
        target: shops.domain,
        // Only a reinstall starts a new install (it retires older app tokens); a re-grant keeps it.
        set: {
          uninstalledAt: null,
          installedAt: sql`case when ${shops.uninstalledAt} is null then ${shops.installedAt} else excluded.installed_at end`,
          updatedAt: new Date(),
        },
      })
      .returning(shopColumns);
    if (!row) throw new Error(`Installing ${shop.domain} returned no row`);
    return row;
  }

  async get(shop: AuthenticatedShop): Promise<ShopRecord | null> {
    const [row] = await this.hot.shopByIdAndDomain.execute({ shopId: shop.id, domain: shop.domain });
    return row ?? null;
  }

  async hold(shop: AuthenticatedShop): Promise<void> {
    // NO KEY UPDATE: two holders take turns, while rows that only reference the shop (reviews, the sync queue) go on being written.
    await this.db.select({ id: shops.id }).from(shops).where(eq(shops.id, shop.id)).for('no key update');
  }

  /** One round trip: every figure is a scalar subquery scoped to the shop. */
  async activity(shop: AuthenticatedShop): Promise<ShopActivity> {
    const [row] = await this.hot.activity.execute({ shopId: shop.id });
    return row ?? { reviewCount: 0, publishedReviewCount: 0, maxReviewsOnOneProduct: 0, orderRequests: 0 };
  }

  /** Reads `reviews_shop_product_idx` once: the per-product counts, then the ones past the limit summed. */
  async reviewsOverLimit(shop: AuthenticatedShop, perProductLimit: number, maxProductIds: number): Promise<ReviewsOverLimit> {
    const [row] = await rowsOf<{ hidden: number | string | null; products: number | string; product_ids: string[] | null }>(
      this.db.execute(sql`
        select sum(total - ${perProductLimit}) as hidden, count(*) as products,
          (array_agg(product_id order by total desc, product_id))[1:${maxProductIds}] as product_ids
        from (
          select ${reviews.productId} as product_id, count(*) as total from ${reviews}
          where ${reviews.shopId} = ${shop.id} and ${reviews.published}
          group by ${reviews.productId}
          having count(*) > ${perProductLimit}
        ) as over_limit`),
    );
    return { hiddenReviews: Number(row?.hidden ?? 0), products: Number(row?.products ?? 0), productIds: row?.product_ids ?? [] };
  }

  async markUninstalled(shop: AuthenticatedShop, at: Date): Promise<void> {
    await this.db.update(shops).set({ uninstalledAt: at, updatedAt: at }).where(eq(shops.id, shop.id));
  }

  async updateProfile(shop: AuthenticatedShop, profile: ShopProfile): Promise<ShopRecord | null> {
    const [row] = await this.db
      .update(shops)
      .set({ ...profile, updatedAt: new Date() })
      .where(and(eq(shops.id, shop.id), eq(shops.domain, shop.domain)))
      .returning(shopColumns);
    return row ?? null;
  }

  async updateThemeExtensionFlags(shop: AuthenticatedShop, flags: ThemeExtensionFlags): Promise<void> {
    await this.db
      .update(shops)
      .set({ ...flags, updatedAt: new Date() })
      .where(and(eq(shops.id, shop.id), eq(shops.domain, shop.domain)));
  }

  async findByReviewsApiKey(key: string): Promise<ShopRecord | null> {
    const [row] = await this.db
      .select(shopColumns)
      .from(shops)
      .where(and(eq(shops.reviewsApiKey, key), isNull(shops.uninstalledAt)));
    return row ?? null;
  }

  /** One statement: no moment when the shop has no key, or two. */
  async rotateReviewsApiKey(shop: AuthenticatedShop): Promise<string | null> {
    const [row] = await this.db
      .update(shops)
      .set({ reviewsApiKey: newReviewsApiKey(), updatedAt: new Date() })
      .where(and(eq(shops.id, shop.id), eq(shops.domain, shop.domain)))
      .returning({ key: shops.reviewsApiKey });
    return row?.key ?? null;
  }
}
