import { type PublicProductRating } from '../../../src/contracts/public-api.contract';
import { ratingSummary } from '../../../src/domain/storefront/storefront-review';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { reviewedProducts } from './reviewed-products';
import { type StorefrontRepository } from './storefront-repository.port';

/** Each product's rating as shoppers see it: its published reviews' average, count and histogram, in the order asked. */
export class GetProductRatingsUseCase {
  constructor(private readonly storefront: StorefrontRepository) {}

  async execute(shop: AuthenticatedShop, productIds: readonly string[]): Promise<readonly PublicProductRating[]> {
    const unique = [...new Set(productIds)];
    return Promise.all(
      unique.map(async (productId) => ({
        product_id: productId,
        ...ratingSummary(await this.storefront.histogram(shop, await reviewedProducts(this.storefront, shop, productId))),
      })),
    );
  }
}
