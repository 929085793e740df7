import { suppressionAddress } from '../../../src/domain/collect/unsubscribe';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type EmailSuppressionRepository } from './email-suppression-repository.port';
import { type UnsubscribeTokens } from './unsubscribe-tokens.port';

/** What the unsubscribe page shows for a link. */
export type UnsubscribeCheck =
  | { readonly valid: true; readonly shopName: string; readonly email: string; readonly unsubscribed: boolean }
  | { readonly valid: false };

/**
 * The public unsubscribe page and RFC 8058's one-click POST (docs/product/collect-mail.md#unsubscribe):
 * the signed link is the credential; the suppression holds from the moment it is stored.
 */
export class UnsubscribeUseCase {
  constructor(
    private readonly tokens: UnsubscribeTokens,
    private readonly suppressions: EmailSuppressionRepository,
    private readonly shops: Pick<ShopRepository, 'findById'>,
  ) {}

  async check(token: string): Promise<UnsubscribeCheck> {
    const claims = await this.tokens.read(token);
    const shop = claims && (await this.shops.findById(claims.shopId));
    if (!claims || !shop) return { valid: false };
    return { valid: true, shopName: shop.name, email: claims.email, unsubscribed: await this.suppressions.isSuppressed(shop.id, claims.email) };
  }

  /** Stores the unsubscribe; false when the link is not genuine or its shop is gone. */
  async unsubscribe(token: string): Promise<UnsubscribeCheck> {
    const claims = await this.tokens.read(token);
    const shop = claims && (await this.shops.findById(claims.shopId));
    if (!claims || !shop) return { valid: false };
    await this.suppressions.suppress(shop.id, suppressionAddress(claims.email));
    return { valid: true, shopName: shop.name, email: claims.email, unsubscribed: true };
  }
}
