import { type DiscountGateway } from '../../application/discount/discount-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { getUpgradeDiscount, type UpgradeDiscountOffer } from '../../contracts/discount.contract';
import { activateUpgradeDiscount } from '../../contracts/plans.contract';

/** get_upgrade_discount and activate_upgrade_discount through their contracts. */
export class HttpDiscountGateway implements DiscountGateway {
  constructor(private readonly client: ContractClient) {}

  upgradeOffer(): Promise<UpgradeDiscountOffer> {
    return this.client.call(getUpgradeDiscount, {});
  }

  activate(triggerMode: number): Promise<UpgradeDiscountOffer> {
    return this.client.call(activateUpgradeDiscount, { trigger_mode: triggerMode });
  }
}
