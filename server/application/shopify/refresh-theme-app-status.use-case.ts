import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRecord, type ShopRepository } from '../shops/shop-repository.port';
import { type ShopifyGateway, type ThemeAppStatus } from './shopify-gateway.port';

/**
 * Asks the live theme whether our app embed and app block are in place and keeps the shop's
 * flags (read by get_user_info too) in step; the admin rechecks whenever its tab is shown.
 */
export class RefreshThemeAppStatusUseCase {
  constructor(
    private readonly shops: ShopRepository,
    private readonly shopify: ShopifyGateway,
  ) {}

  async execute(shop: AuthenticatedShop, record: ShopRecord): Promise<ThemeAppStatus> {
    const status = await this.shopify.themeAppStatus(shop);
    if (status.embedEnabled !== record.themeEmbedEnabled || status.appBlockAdded !== record.themeAppBlockEnabled) {
      await this.shops.updateThemeExtensionFlags(shop, { themeEmbedEnabled: status.embedEnabled, themeAppBlockEnabled: status.appBlockAdded });
    }
    return status;
  }
}
