import { type UpgradeDiscountOffer } from '../../contracts/discount.contract';

/** The upgrade offer of the signed-in shop. Failures reject with an ApiError (its `data` may tell why). */
export interface DiscountGateway {
  upgradeOffer(): Promise<UpgradeDiscountOffer>;
}
