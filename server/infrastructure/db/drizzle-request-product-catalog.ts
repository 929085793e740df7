import { and, eq, inArray } from 'drizzle-orm';
import { type RequestProductFacts } from '../../../src/domain/collect/review-request-products';
import { type RequestProductCatalog } from '../../application/collect/request-product-catalog.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { collectionProducts, collections, productVariants, products } from './schema';

/** The catalog tables' answer to which collections a product is in and what its variants cost, one shop only. */
export class DrizzleRequestProductCatalog implements RequestProductCatalog {
  constructor(private readonly db: AppDatabase) {}

  async factsOf(shop: AuthenticatedShop, productIds: readonly string[]): Promise<readonly RequestProductFacts[]> {
    if (productIds.length === 0) return [];
    const ids = [...productIds];
    const [known, memberships, prices] = await Promise.all([
      this.db.select({ id: products.id }).from(products).where(and(eq(products.shopId, shop.id), inArray(products.id, ids))),
      this.db
        .select({ productId: collectionProducts.productId, collectionId: collectionProducts.collectionId })
        .from(collectionProducts)
        .where(and(eq(collectionProducts.shopId, shop.id), inArray(collectionProducts.productId, ids))),
      this.db
        .select({ productId: productVariants.productId, price: productVariants.price })
        .from(productVariants)
        .where(and(eq(productVariants.shopId, shop.id), inArray(productVariants.productId, ids))),
    ]);
    return known.map(({ id }) => ({
      productId: id,
      collectionIds: memberships.filter((row) => row.productId === id).map((row) => row.collectionId),
      prices: prices.filter((row) => row.productId === id).map((row) => Number(row.price)),
    }));
  }

  async titlesOf(shop: AuthenticatedShop, ids: { readonly productIds: readonly string[]; readonly collectionIds: readonly string[] }): Promise<Readonly<Record<string, string>>> {
    const [productRows, collectionRows] = await Promise.all([
      ids.productIds.length === 0
        ? []
        : this.db.select({ id: products.id, title: products.title }).from(products).where(and(eq(products.shopId, shop.id), inArray(products.id, [...ids.productIds]))),
      ids.collectionIds.length === 0
        ? []
        : this.db.select({ id: collections.id, title: collections.title }).from(collections).where(and(eq(collections.shopId, shop.id), inArray(collections.id, [...ids.collectionIds]))),
    ]);
    return Object.fromEntries([...productRows, ...collectionRows].map((row) => [row.id, row.title]));
  }
}
