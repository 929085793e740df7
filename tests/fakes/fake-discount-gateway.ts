import { type DiscountGateway } from '../../src/application/discount/discount-gateway.port';
import { ApiError } from '../../src/application/http/api-error';
import { type UpgradeDiscountOffer } from '../../src/contracts/discount.contract';

/** No offer running, none to trigger (a paid plan). */
export const NO_UPGRADE_OFFER: UpgradeDiscountOffer = {
  is_get_discount: 0,
  discount_remaining: 0,
  discount_value: 0.8,
  original_price: 19.99,
  trigger_mode: 0,
  tag: '',
  is_triggerable: 0,
};

/** The upgrade offer as a settable answer (or failure); counts the calls. */
export class FakeDiscountGateway implements DiscountGateway {
  offer: UpgradeDiscountOffer | ApiError = NO_UPGRADE_OFFER;
  calls = 0;
  /** What activate answers; the trigger modes it was called with. */
  activation: UpgradeDiscountOffer | ApiError = NO_UPGRADE_OFFER;
  readonly activations: number[] = [];

  upgradeOffer(): Promise<UpgradeDiscountOffer> {
    this.calls += 1;
    return this.offer instanceof ApiError ? Promise.reject(this.offer) : Promise.resolve({ ...this.offer });
  }

  activate(triggerMode: number): Promise<UpgradeDiscountOffer> {
    this.activations.push(triggerMode);
    return this.activation instanceof ApiError ? Promise.reject(this.activation) : Promise.resolve({ ...this.activation });
  }
}
