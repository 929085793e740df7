import { AppError } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopSign } from '../../../src/contracts/auth.contract';
import { type ShopSigns, signNow } from './shop-signs.port';

/**
 * get_channelwill_sign (docs/product/api.md): a sign for the signed-in shop that the sister app Channelwill
 * verifies. It cannot be exchanged for a session here. Without a secret the answer is 404, not
 * 403: the admin sends the merchant to /400 on a 403 (docs/product/errors.md).
 */
export class IssueChannelwillSignUseCase {
  constructor(
    private readonly signs: ShopSigns | null,
    private readonly now: () => Date,
  ) {}

  execute(shop: AuthenticatedShop): ShopSign {
    if (!this.signs) throw new AppError('notFound', 'channelwill: sign-in with Channelwill is not configured on this server');
    return signNow(this.signs, 'channelwill', shop.id, this.now());
  }
}
