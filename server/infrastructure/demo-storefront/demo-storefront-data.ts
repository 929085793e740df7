import { and, asc, eq, inArray, min } from 'drizzle-orm';
import { DEMO_SHOP_DOMAIN } from '../../../src/domain/shop/shop-domain';
import { type AppDatabase } from '../db/database';
import { collectionProducts, collections, products, productVariants, shopDocuments, shops, storefrontMetafields } from '../db/schema';
import { DEMO_STORE_PAGES_DOCUMENT, demoStorePagesFrom, type DemoStorePage } from './demo-store-pages';

/** Liquid's view of a metafield: `value` typed as Shopify types it. */
interface LiquidMetafield {
  readonly value: unknown;
  readonly type: string;
}

export type LiquidMetafields = Record<string, Record<string, LiquidMetafield>>;

export interface DemoProduct {
  /** Liquid's `product.id`: the number of Shopify's GID. */
  readonly id: string;
  readonly gid: string;
  readonly title: string;
  readonly handle: string;
  readonly url: string;
  readonly price: string;
  readonly featured_image: { readonly src: string; readonly alt: string } | null;
  readonly metafields: LiquidMetafields;
  /** Liquid's `product.collections`, by number only (what the review attributes' scope reads, docs/product/collect-attributes.md). */
  readonly collections: readonly { readonly id: string }[];
}

export interface DemoCollection {
  readonly id: string;
  readonly title: string;
  readonly handle: string;
  readonly url: string;
}

/** Shopify's Liquid value of a metafield of each type the extension reads. */
function liquidValue(type: string, stored: string): unknown {
  if (type === 'json') return JSON.parse(stored) as unknown;
  if (type === 'number_integer') return Number(stored);
  if (type === 'rating') {
    const rating = JSON.parse(stored) as { value: string; scale_min: string; scale_max: string };
    return { rating: Number(rating.value), scale_min: Number(rating.scale_min), scale_max: Number(rating.scale_max) };
  }
  return stored;
}

export const handleOfCollection = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The demo shop's catalog and metafields as the demo storefront's Liquid reads them: what a theme
 * sees of a Shopify store (docs/product/storefront.md#demo-storefront).
 */
export class DemoStorefrontData {
  constructor(
    private readonly db: AppDatabase,
    private readonly baseUrl: string,
  ) {}

  async shop(): Promise<{ readonly id: number; readonly name: string; readonly domain: string } | null> {
    const [row] = await this.db.select({ id: shops.id, name: shops.name, domain: shops.domain }).from(shops).where(eq(shops.domain, DEMO_SHOP_DOMAIN));
    return row ?? null;
  }

  async products(shopId: number, options: { readonly handle?: string; readonly collectionId?: string } = {}): Promise<DemoProduct[]> {
    const conditions = [eq(products.shopId, shopId), eq(products.status, 'ACTIVE')];
    if (options.handle !== undefined) conditions.push(eq(products.handle, options.handle));
    if (options.collectionId !== undefined) {
      const members = this.db
        .select({ id: collectionProducts.productId })
        .from(collectionProducts)
        .where(and(eq(collectionProducts.shopId, shopId), eq(collectionProducts.collectionId, options.collectionId)));
      conditions.push(inArray(products.id, members));
    }
    const rows = await this.db
      .select({ id: products.id, title: products.title, handle: products.handle, imageUrl: products.imageUrl, imageAlt: products.imageAlt, price: min(productVariants.price) })
      .from(products)
      .leftJoin(productVariants, and(eq(productVariants.shopId, products.shopId), eq(productVariants.productId, products.id)))
      .where(and(...conditions))
      .groupBy(products.shopId, products.id)
      .orderBy(asc(products.title));
    const metafields = await this.metafieldsOf(shopId, rows.map((row) => row.id));
    const memberships =
      rows.length === 0
        ? []
        : await this.db
            .select({ productId: collectionProducts.productId, collectionId: collectionProducts.collectionId })
            .from(collectionProducts)
            .where(and(eq(collectionProducts.shopId, shopId), inArray(collectionProducts.productId, rows.map((row) => row.id))));
    const collectionsOf = (productId: string) => memberships.filter((row) => row.productId === productId).map((row) => ({ id: row.collectionId.replace(/^.*\//, '') }));
    return rows.map((row) => ({
      id: row.id.replace(/^.*\//, ''),
      gid: row.id,
      title: row.title,
      handle: row.handle,
      url: `${this.baseUrl}/products/${row.handle}`,
      price: row.price ?? '0.00',
      featured_image: row.imageUrl ? { src: row.imageUrl, alt: row.imageAlt ?? row.title } : null,
      metafields: metafields.get(row.id) ?? {},
      collections: collectionsOf(row.id),
    }));
  }

  async collections(shopId: number): Promise<DemoCollection[]> {
    const rows = await this.db.select({ id: collections.id, title: collections.title }).from(collections).where(eq(collections.shopId, shopId)).orderBy(asc(collections.title));
    return rows.map((row) => ({ ...row, handle: handleOfCollection(row.title), url: `${this.baseUrl}/collections/${handleOfCollection(row.title)}` }));
  }

  /** The app installation's own metafields (`app.metafields`). */
  /** The pages ensurePage made (development store mode), by handle. */
  async pages(shopId: number): Promise<Readonly<Record<string, DemoStorePage>>> {
    const [row] = await this.db
      .select({ data: shopDocuments.data })
      .from(shopDocuments)
      .where(and(eq(shopDocuments.shopId, shopId), eq(shopDocuments.kind, DEMO_STORE_PAGES_DOCUMENT)));
    return demoStorePagesFrom(row?.data);
  }

  async appMetafields(shopId: number): Promise<LiquidMetafields> {
    return (await this.metafieldsOf(shopId, [''])).get('') ?? {};
  }

  private async metafieldsOf(shopId: number, ownerIds: readonly string[]): Promise<Map<string, LiquidMetafields>> {
    const byOwner = new Map<string, LiquidMetafields>();
    if (ownerIds.length === 0) return byOwner;
    const rows = await this.db
      .select()
      .from(storefrontMetafields)
      .where(and(eq(storefrontMetafields.shopId, shopId), inArray(storefrontMetafields.ownerId, [...ownerIds])));
    for (const row of rows) {
      const owner = byOwner.get(row.ownerId) ?? {};
      owner[row.namespace] = { ...owner[row.namespace], [row.key]: { type: row.type, value: liquidValue(row.type, row.value) } };
      byOwner.set(row.ownerId, owner);
    }
    return byOwner;
  }
}
