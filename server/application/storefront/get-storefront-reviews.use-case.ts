import { type StorefrontReviewPage } from '../../../src/domain/storefront/storefront-review';
import { type ValidRequestOf } from '../../../src/contracts/contract';
import { type getStorefrontReviews } from '../../../src/contracts/storefront.contract';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type BuildReviewPage } from './build-review-page';
import { productGid } from '../../../src/domain/shop/shopify-ids';

/** GET /proxy/reviews: the next pages after the one Liquid drew, or another order. */
export class GetStorefrontReviewsUseCase {
  constructor(private readonly buildPage: BuildReviewPage) {}

  execute(shop: AuthenticatedShop, request: ValidRequestOf<typeof getStorefrontReviews>): Promise<StorefrontReviewPage> {
    return this.buildPage.execute(shop, productGid(request.product_id), { page: request.page ?? 1, sort: request.sort });
  }
}
