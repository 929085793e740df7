import { type ProductRef } from '../../../src/domain/import/imported-review';
import { STORE_REVIEW_PRODUCT_ID } from '../../../src/domain/storefront/store-review-widgets';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { chunksOf } from '../shared/chunks-of';
import { PRODUCT_LOOKUP_BATCH, type ProductIdentity, type ShopifyGateway } from '../shopify/shopify-gateway.port';

/** The reference a row names its product by, as the merchant sees it: the id or the handle. */
export function referenceOf(product: ProductRef): string | null {
  if (product.kind === 'id') return product.id;
  if (product.kind === 'handle') return product.handle;
  return null;
}

export interface ResolvedProduct {
  readonly productId: string;
  /** The catalog's title; '' for a store review or an id chosen by the merchant. */
  readonly title: string;
}

/**
 * Settles which product each imported row goes to (docs/product/import.md#products): the
 * merchant's choice for a reference first ('' = store review), then the catalog by id or handle;
 * rows without a product are store reviews; a reference nobody knows stays unresolved.
 * Catalog answers are remembered for the resolver's life (one import).
 */
export class ImportProductResolver {
  private readonly known = new Map<string, ProductIdentity | null>();

  constructor(
    private readonly catalog: Pick<ShopifyGateway, 'findProducts'>,
    private readonly shop: AuthenticatedShop,
    private readonly choices: Readonly<Record<string, string>>,
  ) {}

  /** Looks up every reference not asked before, in batches. */
  async load(products: Iterable<ProductRef>): Promise<void> {
    const ids = new Set<string>();
    const handles = new Set<string>();
    for (const product of products) {
      const reference = referenceOf(product);
      if (reference === null || this.known.has(reference)) continue;
      (product.kind === 'id' ? ids : handles).add(reference);
    }
    const references = [...[...ids].map((id) => ({ kind: 'id' as const, value: id })), ...[...handles].map((handle) => ({ kind: 'handle' as const, value: handle }))];
    for (const batch of chunksOf(references, PRODUCT_LOOKUP_BATCH)) {
      const found = await this.catalog.findProducts(this.shop, {
        ids: batch.filter((reference) => reference.kind === 'id').map((reference) => reference.value),
        handles: batch.filter((reference) => reference.kind === 'handle').map((reference) => reference.value),
      });
      for (const reference of batch) this.known.set(reference.value, null);
      for (const product of found) {
        this.known.set(product.id, product);
        this.known.set(product.handle, product);
      }
    }
  }

  /** Whether the catalog has the row's product, whatever the merchant chose (store reviews: true). */
  inCatalog(product: ProductRef): boolean {
    const reference = referenceOf(product);
    return reference === null || Boolean(this.known.get(reference));
  }

  /** The row's product, or null when its reference is unknown and the merchant chose nothing for it. */
  resolve(product: ProductRef): ResolvedProduct | null {
    const reference = referenceOf(product);
    if (reference === null) return { productId: STORE_REVIEW_PRODUCT_ID, title: '' };
    const choice = this.choices[reference];
    if (choice !== undefined) return choice === '' ? { productId: STORE_REVIEW_PRODUCT_ID, title: '' } : { productId: choice, title: '' };
    const found = this.known.get(reference);
    return found ? { productId: found.id, title: found.title } : null;
  }
}
