import { type StorefrontReviewPage } from '../../../src/domain/storefront/storefront-review';
import { type ValidRequestOf } from '../../../src/contracts/contract';
import { type getStorefrontReviews } from '../../../src/contracts/storefront.contract';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRecord } from '../shops/shop-repository.port';
import { type BuildReviewPage } from './build-review-page';
import { productGid } from '../../../src/domain/shop/shopify-ids';

/** GET /proxy/reviews: the next pages after the one Liquid drew, or another order. */
export class GetStorefrontReviewsUseCase {
  constructor(private readonly buildPage: BuildReviewPage) {}

  /** `record`: the shop's record when the caller read it already (the app proxy's check), so it is not read twice. */
  execute(shop: AuthenticatedShop, request: ValidRequestOf<typeof getStorefrontReviews>, record?: ShopRecord): Promise<StorefrontReviewPage> {
    return this.buildPage.execute(shop, productGid(request.product_id), { page: request.page ?? 1, sort: request.sort }, { record });
  }
}
