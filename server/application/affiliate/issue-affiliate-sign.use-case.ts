import { type ShopSign } from '../../../src/contracts/auth.contract';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopSigns, signNow } from '../auth/shop-signs.port';

/** get_affiliate_sign: a sign for the signed-in shop, with which its admin files the affiliate tracking report. */
export class IssueAffiliateSignUseCase {
  constructor(
    private readonly signs: ShopSigns,
    private readonly now: () => Date,
  ) {}

  execute(shop: AuthenticatedShop): ShopSign {
    return signNow(this.signs, 'affiliate', shop.id, this.now());
  }
}
