import { type UserInfo } from '../../contracts/shop.contract';

/** Who the signed-in shop is. Failures reject with an ApiError. */
export interface ShopGateway {
  /** The shop, its plan, quotas and permissions. */
  userInfo(): Promise<UserInfo>;
}
