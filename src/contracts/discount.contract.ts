import { answer, get, NO_PARAMS } from './contract';

/** The upgrade offer (docs/product/overview.md, "Discount"). */
export interface UpgradeDiscountOffer {
  readonly is_get_discount: 0 | 1;
  /** Whole seconds left on the offer; 0 without one. */
  readonly discount_remaining: number;
  /** Share of the price the merchant pays (0.8 = 20% off). */
  readonly discount_value: number;
  readonly original_price: number;
  /** 0 without an offer. */
  readonly trigger_mode: number;
  readonly tag: string;
  /** 1 while the shop could still be offered a discount (on Free or Import) but has none running. */
  readonly is_triggerable: 0 | 1;
}

/** GET get_upgrade_discount: the offer running for the signed-in shop, if any. */
export const getUpgradeDiscount = get('/api/v1/admin/get_upgrade_discount', NO_PARAMS, answer<UpgradeDiscountOffer>());
