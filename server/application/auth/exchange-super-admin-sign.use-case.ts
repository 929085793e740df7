import { AppError } from '../shared/app-error';
import { type Transactions } from '../shared/transactions.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type AppTokens } from './app-token.port';
import { type LoginResponse } from '../../../src/contracts/auth.contract';
import { signInResponse } from './sign-in-response';
import { type ShopSigns } from './shop-signs.port';
import { type UsedSignWrites } from './used-sign-repository.port';

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
    const ageSeconds = now.getTime() / 1000 - signTime;
    if (ageSeconds < 0 || ageSeconds > SUPER_ADMIN_SIGN_LIFETIME_SECONDS) {
      throw new AppError('unauthorized', `sign: has expired (signs last ${SUPER_ADMIN_SIGN_LIFETIME_SECONDS} seconds)`);
    }
    const shop = await this.shops.findById(request.shopId);
    if (!shop || shop.uninstalledAt) throw new AppError('unauthorized', 'shopify_shop_id: the shop is not installed');
    const forgetBefore = new Date(now.getTime() - SUPER_ADMIN_SIGN_LIFETIME_SECONDS * 1000);
    const claimed = await this.transactions.run(({ usedSigns }) => usedSigns.claim(shop, request.sign, now, forgetBefore));
    if (!claimed) {
      throw new AppError('unauthorized', 'sign: has already been used');
    }
    return signInResponse(shop, await this.tokens.issue({ id: shop.id, domain: shop.domain, installedAt: shop.installedAt, superAdmin: true }));
  }
}
