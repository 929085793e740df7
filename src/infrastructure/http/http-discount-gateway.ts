import { type DiscountGateway } from '../../application/discount/discount-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { getUpgradeDiscount, type UpgradeDiscountOffer } from '../../contracts/discount.contract';

/** get_upgrade_discount through its contract. */
export class HttpDiscountGateway implements DiscountGateway {
  constructor(private readonly client: ContractClient) {}

  upgradeOffer(): Promise<UpgradeDiscountOffer> {
    return this.client.call(getUpgradeDiscount, {});
  }
}
