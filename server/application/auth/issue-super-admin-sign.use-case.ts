import { type ShopSign } from '../../../src/contracts/auth.contract';
import { type ShopSigns, signNow } from './shop-signs.port';

/**
 * A super-admin sign for a shop, made by support staff (scripts/issue-super-admin-sign.ts) and
 * exchanged once through exchange_customer_token_by_sign. No HTTP route issues these.
 */
export class IssueSuperAdminSignUseCase {
  constructor(
    private readonly signs: ShopSigns,
    private readonly now: () => Date,
  ) {}

  execute(shopId: number): ShopSign {
    return signNow(this.signs, 'super-admin', shopId, this.now());
  }
}
