import { and, asc, eq, inArray } from 'drizzle-orm';
import { type FeedProduct } from '../../../src/domain/google-shopping/product-ratings-feed';
import { type FeedProductCatalog } from '../../application/google-shopping/feed-product-catalog.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { products, productVariants } from './schema';

/** Development store mode: the seeded products with their variants' SKUs and barcodes, two queries a page. */
export class DrizzleFeedProductCatalog implements FeedProductCatalog {
  constructor(private readonly db: AppDatabase) {}

  async products(shop: AuthenticatedShop, ids: readonly string[]): Promise<Map<string, FeedProduct>> {
    if (ids.length === 0) return new Map();
    const [productRows, variantRows] = await Promise.all([
      this.db
        .select({ id: products.id, title: products.title, handle: products.handle, status: products.status, vendor: products.vendor })
        .from(products)
        .where(and(eq(products.shopId, shop.id), inArray(products.id, [...ids]))),
      this.db
        .select({ productId: productVariants.productId, sku: productVariants.sku, barcode: productVariants.barcode })
        .from(productVariants)
        .where(and(eq(productVariants.shopId, shop.id), inArray(productVariants.productId, [...ids])))
        .orderBy(asc(productVariants.productId), asc(productVariants.position)),
    ]);
    const variants = new Map<string, { skus: string[]; barcodes: string[] }>();
    for (const variant of variantRows) {
      const entry = variants.get(variant.productId) ?? { skus: [], barcodes: [] };
      entry.skus.push(variant.sku);
      entry.barcodes.push(variant.barcode);
      variants.set(variant.productId, entry);
    }
    return new Map(productRows.map(({ id, ...product }) => [id, { ...product, skus: variants.get(id)?.skus ?? [], barcodes: variants.get(id)?.barcodes ?? [] }]));
  }
}
