import { type AppEmbedsStatus } from '../../../src/contracts/storefront-status.contract';
import { notFound } from '../shared/app-error';
import { type RefreshThemeAppStatusUseCase } from './refresh-theme-app-status.use-case';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { themeEditorUrl } from '../shops/theme-editor-links';

export class GetAppEmbedsStatusUseCase {
  constructor(
    private readonly shops: ShopRepository,
    private readonly themeAppStatus: RefreshThemeAppStatusUseCase,
  ) {}

  async execute(shop: AuthenticatedShop): Promise<AppEmbedsStatus> {
    const record = await this.shops.get(shop);
    if (!record) throw notFound('shop');
    const status = await this.themeAppStatus.execute(shop, record);
    return { app_embeds_enabled: status.embedEnabled ? 1 : 0, url: themeEditorUrl(record.domain) };
  }
}
