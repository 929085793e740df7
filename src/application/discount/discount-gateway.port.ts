import { type UpgradeDiscountOffer } from '../../contracts/discount.contract';

/** The upgrade offer of the signed-in shop. Failures reject with an ApiError (its `data` may tell why). */
export interface DiscountGateway {
  upgradeOffer(): Promise<UpgradeDiscountOffer>;
  /** Starts the shop's one offer; `triggerMode` says what started it (docs/product/plans-and-limits.md#the-upgrade-offer). */
  activate(triggerMode: number): Promise<UpgradeDiscountOffer>;
}
