import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRecord } from '../shops/shop-repository.port';

/** The percent a paid plan is offered at now: the larger of a running offer and a redeemed code, with how many periods it lasts. */
export interface PlanDiscount {
  readonly percentOff: number;
  readonly intervals: number;
}

/**
 * What a paid plan chosen now is discounted by, which a new charge carries: the pricing plans
 * (server/application/plans) decide it and show it on their cards, so billing asks through this
 * port instead of importing them.
 */
export interface PlanDiscounts {
  discountFor(shop: AuthenticatedShop, record: ShopRecord): Promise<PlanDiscount>;
}
