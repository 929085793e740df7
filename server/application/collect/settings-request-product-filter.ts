import { isProductExcluded } from '../../../src/domain/collect/review-request-products';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type RequestProductFilter } from './collect-ports.port';
import { type RequestProductCatalog } from './request-product-catalog.port';
import { readReviewRequestProductSettings } from './review-request-products-use-cases';

/**
 * The request queue's RequestProductFilter: the shop's settings applied to an order's products,
 * chosen collections resolved through the catalog (docs/product/collect-auto.md#products).
 */
export class SettingsRequestProductFilter implements RequestProductFilter {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly catalog: RequestProductCatalog,
  ) {}

  async excludedProductIds(shop: AuthenticatedShop, productIds: readonly string[]): Promise<ReadonlySet<string>> {
    const settings = await readReviewRequestProductSettings(this.settings, shop);
    const unique = [...new Set(productIds)];
    const excluded = new Set<string>();
    if (unique.length === 0) return excluded;
    const needsCatalog = settings.min_price > 0 || (settings.scope === 'all_except' && settings.excluded_collection_ids.length > 0);
    const known = needsCatalog ? await this.catalog.factsOf(shop, unique) : [];
    const factsById = new Map(known.map((facts) => [facts.productId, facts]));
    for (const productId of unique) {
      const facts = factsById.get(productId) ?? { productId, collectionIds: [], prices: [] };
      if (isProductExcluded(settings, facts)) excluded.add(productId);
    }
    return excluded;
  }
}
