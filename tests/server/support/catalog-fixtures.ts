import { type AuthenticatedShop } from '../../../server/application/shared/authenticated-shop';
import { type DatabaseHandle } from '../../../server/infrastructure/db/database';
import { collectionProducts, collections, products, productVariants } from '../../../server/infrastructure/db/schema';

export interface TestVariant {
  readonly id: string;
  readonly title: string;
  readonly price: string;
  readonly inventoryQuantity?: number;
}

export interface TestProduct {
  readonly id: string;
  readonly title: string;
  readonly status?: string;
  readonly image?: { readonly url: string; readonly altText: string | null };
  readonly variants: readonly TestVariant[];
}

export interface TestCollection {
  readonly id: string;
  readonly title: string;
  readonly image?: { readonly url: string; readonly altText: string | null };
  readonly productIds: readonly string[];
}

/** Writes a shop's catalog straight into the catalog tables (the development store's stand-in for Shopify). */
export async function addCatalog(
  database: DatabaseHandle,
  shop: AuthenticatedShop,
  catalog: { readonly products: readonly TestProduct[]; readonly collections?: readonly TestCollection[] },
): Promise<void> {
  const { db } = database;
  if (catalog.products.length > 0) {
    await db.insert(products).values(
      catalog.products.map((product) => ({
        shopId: shop.id,
        id: product.id,
        title: product.title,
        handle: product.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        status: product.status ?? 'ACTIVE',
        imageUrl: product.image?.url ?? null,
        imageAlt: product.image?.altText ?? null,
      })),
    );
    const variants = catalog.products.flatMap((product) =>
      product.variants.map((variant, position) => ({
        shopId: shop.id,
        id: variant.id,
        productId: product.id,
        title: variant.title,
        price: variant.price,
        inventoryQuantity: variant.inventoryQuantity ?? 0,
        position: position + 1,
      })),
    );
    if (variants.length > 0) await db.insert(productVariants).values(variants);
  }
  for (const collection of catalog.collections ?? []) {
    await db.insert(collections).values({
      shopId: shop.id,
      id: collection.id,
      title: collection.title,
      imageUrl: collection.image?.url ?? null,
      imageAlt: collection.image?.altText ?? null,
    });
    if (collection.productIds.length > 0) {
      await db
        .insert(collectionProducts)
        .values(collection.productIds.map((productId) => ({ shopId: shop.id, collectionId: collection.id, productId })));
    }
  }
}

/** A product with one variant per title, ids derived from the product id. */
export function productWithVariants(id: string, title: string, variantTitles: readonly string[], price = '10.00'): TestProduct {
  return {
    id,
    title,
    variants: variantTitles.map((variantTitle, index) => ({ id: `${id}-v${index + 1}`, title: variantTitle, price, inventoryQuantity: index })),
  };
}
