import { type ReviewsApiKey } from '../../../src/contracts/reviews-api-key.contract';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from './shop-repository.port';

/**
 * rotate_reviews_api_key: the shop gets a new key and keeps only that one, so the old key stops
 * at once (docs/product/settings.md#api-access).
 */
export class RotateReviewsApiKeyUseCase {
  constructor(private readonly shops: ShopRepository) {}

  async execute(shop: AuthenticatedShop): Promise<ReviewsApiKey> {
    const key = await this.shops.rotateReviewsApiKey(shop);
    if (key === null) throw notFound('shop');
    return { reviews_api_key: key };
  }
}
