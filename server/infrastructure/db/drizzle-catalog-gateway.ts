import { and, asc, count, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../application/shared/app-error';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import {
  CATALOG_PAGE_SIZE,
  CATALOG_VARIANTS_PER_PRODUCT,
  DEFAULT_VARIANT_TITLE,
  keywordWords,
  type CatalogCollection,
  type CatalogImage,
  type CatalogProduct,
  type CatalogSearch,
  type CatalogVariant,
  type CustomerContact,
  type DiscountCodeRequest,
  type MetafieldOwner,
  type MetafieldWrite,
  type OrderPageRequest,
  type ShopifyOrderPage,
  type ProductIdentity,
  type ProductReferences,
  type ProductSearch,
  type ShopifyGateway,
  type ShopInfo,
  type StorePage,
  type ThemeAppStatus,
} from '../../application/shopify/shopify-gateway.port';
import { type StorefrontLanguage } from '../../../src/contracts/languages.contract';
import { PRODUCT_STATUSES, type ProductStatus } from '../../../src/domain/catalog/product-status';
import { type FlowPayload, type FlowTrigger } from '../../../src/domain/outgoing-webhooks/flow-triggers';
import { DevelopmentStoreStorefrontLanguages } from '../shopify/development-store-storefront-languages';
import { type AppDatabase } from './database';
import { DrizzleSettingsRepository } from './drizzle-settings-repository';
import { DEMO_STORE_PAGES_DOCUMENT, demoStorePagesFrom } from '../demo-storefront/demo-store-pages';
import { DEMO_CUSTOMER, DEMO_CUSTOMER_ID } from '../demo-storefront/demo-app-proxy';
import { collectionProducts, collections, orderItems, orders, products, productVariants, shops, storefrontMetafields } from './schema';

/** The development store's discount codes, by code (what Shopify's Discounts page would list). */
export const DEMO_DISCOUNT_CODES_DOCUMENT = 'demo_discount_codes';
export const DEMO_DISCOUNT_ID_PREFIX = 'gid://starling/DiscountCodeNode/';
/** The Shopify Flow triggers the development store received, oldest first (what Flow would have run on). */
export const DEMO_FLOW_TRIGGERS_DOCUMENT = 'demo_flow_triggers';
/** The triggers that document keeps; an older one goes as a new one comes. */
export const DEMO_FLOW_TRIGGERS_KEPT = 50;

/** One trigger as the development store recorded it. */
export interface DemoFlowTrigger {
  readonly handle: FlowTrigger;
  readonly payload: FlowPayload;
  /** ISO 8601. */
  readonly received_at: string;
}

export interface DrizzleCatalogGatewayOptions {
  /** Told of every Flow trigger the development store records (the server log). */
  readonly onFlowTrigger?: (shop: AuthenticatedShop, trigger: DemoFlowTrigger) => void;
  readonly now?: () => Date;
}

/** Development store mode: the seeded catalog tables stand in for the Shopify Admin API. */
export class DrizzleCatalogGateway implements ShopifyGateway {
  private readonly storefrontLanguages: DevelopmentStoreStorefrontLanguages;

  constructor(
    private readonly db: AppDatabase,
    private readonly options: DrizzleCatalogGatewayOptions = {},
  ) {
    this.storefrontLanguages = new DevelopmentStoreStorefrontLanguages(new DrizzleSettingsRepository(db));
  }

  /**
   * Shopify Flow is not there: the trigger is recorded in the shop's `demo_flow_triggers` document
   * (the last DEMO_FLOW_TRIGGERS_KEPT, appended and trimmed in one statement, so triggers sent side
   * by side all land) and told to the server log (docs/product/shopify-flow.md#development-store).
   */
  async sendFlowTrigger(shop: AuthenticatedShop, trigger: FlowTrigger, payload: FlowPayload): Promise<void> {
    const recorded: DemoFlowTrigger = { handle: trigger, payload, received_at: (this.options.now?.() ?? new Date()).toISOString() };
    const entry = JSON.stringify([recorded]);
    await this.db.execute(sql`
      insert into shop_documents (shop_id, kind, data, updated_at) values (${shop.id}, ${DEMO_FLOW_TRIGGERS_DOCUMENT}, ${entry}::jsonb, now())
      on conflict (shop_id, kind) do update
      set data = ((case when jsonb_typeof(shop_documents.data) = 'array' then shop_documents.data else '[]'::jsonb end) || excluded.data)
          - (case when jsonb_typeof(shop_documents.data) = 'array' and jsonb_array_length(shop_documents.data) >= ${DEMO_FLOW_TRIGGERS_KEPT} then 0 else ${DEMO_FLOW_TRIGGERS_KEPT} end),
        updated_at = now()`);
    this.options.onFlowTrigger?.(shop, recorded);
  }

  /** The development store has one customer: the demo storefront's signed-in shopper. */
  customer(_shop: AuthenticatedShop, customerId: string): Promise<CustomerContact | null> {
    return Promise.resolve(customerId === DEMO_CUSTOMER_ID ? DEMO_CUSTOMER : null);
  }

  /** The demo store's orders stand in for Shopify's (docs/product/collect-orders.md#past-orders). */
  async countOrders(shop: AuthenticatedShop, since: Date): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(orders).where(and(eq(orders.shopId, shop.id), gte(orders.placedAt, since)));
    return row?.total ?? 0;
  }

  async orders(shop: AuthenticatedShop, page: OrderPageRequest): Promise<ShopifyOrderPage> {
    const offset = Number(page.after ?? '0') || 0;
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shop.id), gte(orders.placedAt, page.since)))
      .orderBy(asc(orders.placedAt), asc(orders.id))
      .limit(page.first + 1)
      .offset(offset);
    const pageRows = rows.slice(0, page.first);
    const items =
      pageRows.length === 0
        ? []
        : await this.db
            .select()
            .from(orderItems)
            .where(and(eq(orderItems.shopId, shop.id), inArray(orderItems.orderId, pageRows.map((row) => row.id))))
            .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    return {
      orders: pageRows.map((row) => ({
        id: row.id,
        name: row.name,
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        customerLocale: row.customerLocale,
        totalPrice: row.totalPrice,
        placedAt: row.placedAt,
        fulfilledAt: row.fulfilledAt,
        cancelledAt: row.cancelledAt,
        items: items.filter((item) => item.orderId === row.id).map((item) => ({ productId: item.productId, title: item.title, quantity: item.quantity })),
      })),
      nextCursor: rows.length > page.first ? String(offset + page.first) : null,
    };
  }

  /**
   * Into storefront_metafields, which the demo storefront renders from as a theme reads metafields:
   * one statement for the removals and one for the values, as Shopify's metafieldsSet takes a batch
   * (the sync writes a product's five or six values together). Later writes of one key win.
   */
  async writeMetafields(shop: AuthenticatedShop, writes: readonly MetafieldWrite[]): Promise<void> {
    const latest = new Map<string, MetafieldWrite>();
    for (const write of writes) latest.set(`${developmentOwnerId(write.owner)}\u0000${write.namespace}\u0000${write.key}`, write);
    const removed = [...latest.values()].filter((write) => write.value === null);
    const updatedAt = new Date();
    const values = [...latest.values()].flatMap((write) =>
      write.value === null ? [] : [{ shopId: shop.id, ownerId: developmentOwnerId(write.owner), namespace: write.namespace, key: write.key, type: write.type, value: write.value, updatedAt }],
    );
    await this.db.transaction(async (tx) => {
      if (removed.length > 0) {
        await tx
          .delete(storefrontMetafields)
          .where(
            and(
              eq(storefrontMetafields.shopId, shop.id),
              or(...removed.map((write) => and(eq(storefrontMetafields.ownerId, developmentOwnerId(write.owner)), eq(storefrontMetafields.namespace, write.namespace), eq(storefrontMetafields.key, write.key)))),
            ),
          );
      }
      if (values.length > 0) {
        await tx
          .insert(storefrontMetafields)
          .values(values)
          .onConflictDoUpdate({
            target: [storefrontMetafields.shopId, storefrontMetafields.ownerId, storefrontMetafields.namespace, storefrontMetafields.key],
            set: { type: sql`excluded.type`, value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
          });
      }
    });
  }

  /** Kept for the demo storefront, which serves it at /demo-store/pages/<handle> (docs/product/storefront.md#demo-storefront). */
  async ensurePage(shop: AuthenticatedShop, page: StorePage): Promise<{ readonly url: string }> {
    const settings = new DrizzleSettingsRepository(this.db);
    const pages = demoStorePagesFrom(await settings.readDocument(shop, DEMO_STORE_PAGES_DOCUMENT));
    if (!pages[page.handle]) await settings.mergeDocument(shop, DEMO_STORE_PAGES_DOCUMENT, { [page.handle]: { title: page.title, body: page.body } });
    return { url: `/pages/${page.handle}` };
  }

  /**
   * Recorded in the shop's `demo_discount_codes` document, keyed by code (so a retry records it
   * once), as Shopify would list it under Discounts (docs/product/collect-discount.md).
   */
  async createDiscountCode(shop: AuthenticatedShop, discount: DiscountCodeRequest): Promise<{ readonly id: string }> {
    const recorded = {
      title: discount.title,
      discount_type: discount.discountType,
      value: discount.value,
      starts_at: discount.startsAt.toISOString(),
      ends_at: discount.endsAt?.toISOString() ?? null,
      usage_limit: discount.usageLimit,
      minimum_subtotal: discount.minimumSubtotal ?? 0,
    };
    await new DrizzleSettingsRepository(this.db).mergeDocument(shop, DEMO_DISCOUNT_CODES_DOCUMENT, { [discount.code]: recorded });
    return { id: `${DEMO_DISCOUNT_ID_PREFIX}${discount.code}` };
  }

  async shopInfo(shop: AuthenticatedShop): Promise<ShopInfo> {
    const [row] = await this.db
      .select({
        name: shops.name,
        domain: shops.domain,
        email: shops.email,
        ownerName: shops.owner,
        currencyCode: shops.currencyCode,
        symbol: shops.currencySymbol,
        timeZone: shops.timeZone,
        shopifyPlan: shops.shopifyPlan,
        customDomain: shops.customDomain,
      })
      .from(shops)
      .where(and(eq(shops.id, shop.id), eq(shops.domain, shop.domain)));
    if (!row) throw notFound('shop');
    const { symbol, customDomain, ...info } = row;
    return { ...info, moneyFormat: `${symbol}{{amount}}`, primaryDomain: customDomain || row.domain };
  }

  /** A development store has no theme: the stored flags stand in for it. */
  async themeAppStatus(shop: AuthenticatedShop): Promise<ThemeAppStatus> {
    const [row] = await this.db
      .select({ embedEnabled: shops.themeEmbedEnabled, appBlockAdded: shops.themeAppBlockEnabled })
      .from(shops)
      .where(and(eq(shops.id, shop.id), eq(shops.domain, shop.domain)));
    if (!row) throw notFound('shop');
    return row;
  }

  shopLocales(shop: AuthenticatedShop): Promise<readonly StorefrontLanguage[]> {
    return this.storefrontLanguages.list(shop);
  }

  async findProducts(shop: AuthenticatedShop, references: ProductReferences): Promise<readonly ProductIdentity[]> {
    if (references.ids.length === 0 && references.handles.length === 0) return [];
    const byId = references.ids.length > 0 ? inArray(products.id, [...references.ids]) : undefined;
    const byHandle = references.handles.length > 0 ? inArray(products.handle, [...references.handles]) : undefined;
    return this.db
      .select({ id: products.id, handle: products.handle, title: products.title })
      .from(products)
      .where(and(eq(products.shopId, shop.id), or(byId, byHandle)));
  }

  async products(shop: AuthenticatedShop, search: ProductSearch): Promise<readonly CatalogProduct[]> {
    const conditions = [eq(products.shopId, shop.id), ...titleContainsEvery(products.title, search.keyword)];
    if (search.status) conditions.push(sql`upper(${products.status}) = ${search.status}`);
    const rows = await this.db
      .select({ id: products.id, title: products.title, status: products.status, imageUrl: products.imageUrl, imageAlt: products.imageAlt })
      .from(products)
      .where(and(...conditions))
      .orderBy(asc(products.title), asc(products.id))
      .limit(CATALOG_PAGE_SIZE);
    if (rows.length === 0) return [];
    const variantRows = await this.db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        title: productVariants.title,
        price: productVariants.price,
        inventoryQuantity: productVariants.inventoryQuantity,
      })
      .from(productVariants)
      .where(and(eq(productVariants.shopId, shop.id), inArray(productVariants.productId, rows.map((row) => row.id))))
      .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
    const variantsByProduct = new Map<string, CatalogVariant[]>();
    for (const { productId, ...variant } of variantRows) {
      const list = variantsByProduct.get(productId) ?? [];
      list.push(variant);
      variantsByProduct.set(productId, list);
    }
    return rows.map((row) => {
      const variants = variantsByProduct.get(row.id) ?? [];
      return {
        id: row.id,
        title: row.title,
        status: productStatus(row.status),
        image: imageOf(row.imageUrl, row.imageAlt),
        variants: variants.slice(0, CATALOG_VARIANTS_PER_PRODUCT),
        totalVariants: variants.length,
        hasOnlyDefaultVariant: variants.length === 1 && variants[0]?.title === DEFAULT_VARIANT_TITLE,
      };
    });
  }

  async collections(shop: AuthenticatedShop, search: CatalogSearch): Promise<readonly CatalogCollection[]> {
    const rows = await this.db
      .select({ id: collections.id, title: collections.title, imageUrl: collections.imageUrl, imageAlt: collections.imageAlt })
      .from(collections)
      .where(and(eq(collections.shopId, shop.id), ...titleContainsEvery(collections.title, search.keyword)))
      .orderBy(asc(collections.title), asc(collections.id))
      .limit(CATALOG_PAGE_SIZE);
    if (rows.length === 0) return [];
    const counts = await this.db
      .select({ collectionId: collectionProducts.collectionId, total: count() })
      .from(collectionProducts)
      .where(
        and(
          eq(collectionProducts.shopId, shop.id),
          inArray(collectionProducts.collectionId, rows.map((row) => row.id)),
        ),
      )
      .groupBy(collectionProducts.collectionId);
    const countById = new Map(counts.map((row) => [row.collectionId, row.total]));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      image: imageOf(row.imageUrl, row.imageAlt),
      productsCount: countById.get(row.id) ?? 0,
    }));
  }
}

/** One ILIKE per word, with the pattern characters of the word matched literally. */
function titleContainsEvery(title: typeof products.title | typeof collections.title, keyword: string): SQL[] {
  return keywordWords(keyword).map((word) => ilike(title, `%${word.replace(/[\\%_]/g, '\\$&')}%`));
}

function imageOf(url: string | null, altText: string | null): CatalogImage | null {
  return url ? { url, altText } : null;
}

function productStatus(stored: string): ProductStatus {
  const status = stored.toUpperCase();
  return PRODUCT_STATUSES.find((known) => known === status) ?? 'ACTIVE';
}

/** The development store's owner ids: '' for the app installation, 'shop' for the shop, a product's id. */
function developmentOwnerId(owner: MetafieldOwner): string {
  if (owner.kind === 'product') return owner.productId;
  return owner.kind === 'app' ? '' : 'shop';
}
