import { type ContractClient } from '../../application/http/contract-client.port';
import { type ShopGateway } from '../../application/session/shop-gateway.port';
import { getUserInfo, type UserInfo } from '../../contracts/shop.contract';

/** get_user_info through its contract. */
export class HttpShopGateway implements ShopGateway {
  constructor(private readonly client: ContractClient) {}

  userInfo(): Promise<UserInfo> {
    return this.client.call(getUserInfo, {});
  }
}
