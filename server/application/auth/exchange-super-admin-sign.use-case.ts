import { AppError } from '../shared/app-error';
import { type Transactions } from '../shared/transactions.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type AppTokens } from './app-token.port';
import { type LoginResponse } from '../../../src/contracts/auth.contract';
import { signInResponse } from './sign-in-response';
import { signAgeSeconds, type ShopSigns } from './shop-signs.port';
import { redeemShopSign, type UsedSignWrites } from './used-sign-repository.port';

/** How long a super-admin sign can be exchanged after it was made. */
export const SUPER_ADMIN_SIGN_LIFETIME_SECONDS = 300;

const superAdminSignInDisabled = () => new AppError('forbidden', 'sign: super-admin sign-in is not enabled on this server');

export interface SuperAdminSignExchange {
  readonly sign: string;
  readonly shopId: number;
}

/**
 * exchange_customer_token_by_sign (docs/product/auth-and-session.md): a genuine, unexpired, unused sign for an installed
 * shop becomes an app token for that shop with the super-admin flag. Only signs made for the
 * 'super-admin' purpose count: a Channelwill sign, which any signed-in merchant can get, does not.
 */
export class ExchangeSuperAdminSignUseCase {
  constructor(
    private readonly signs: ShopSigns | null,
    private readonly shops: ShopRepository,
    private readonly transactions: Transactions<UsedSignWrites>,
    private readonly tokens: AppTokens,
    private readonly now: () => Date,
  ) {}

  async execute(request: SuperAdminSignExchange): Promise<LoginResponse> {
    if (!this.signs) throw superAdminSignInDisabled();
    const signTime = this.signs.verify('super-admin', request.sign, request.shopId);
    if (signTime === null) throw new AppError('unauthorized', 'sign: is not valid for this shop');
    const now = this.now();
    const ageSeconds = signAgeSeconds(signTime, now);
    if (ageSeconds < 0 || ageSeconds > SUPER_ADMIN_SIGN_LIFETIME_SECONDS) {
      throw new AppError('unauthorized', `sign: has expired (signs last ${SUPER_ADMIN_SIGN_LIFETIME_SECONDS} seconds)`);
    }
    const shop = await this.shops.findById(request.shopId);
    if (!shop || shop.uninstalledAt) throw new AppError('unauthorized', 'shopify_shop_id: the shop is not installed');
    await this.transactions.run(({ usedSigns }) => redeemShopSign(usedSigns, shop, request.sign, now, SUPER_ADMIN_SIGN_LIFETIME_SECONDS));
    return signInResponse(shop, await this.tokens.issue({ id: shop.id, domain: shop.domain, installedAt: shop.installedAt, superAdmin: true }));
  }
}
