import { type AppBlockStatus } from '../../../src/contracts/storefront-status.contract';
import { notFound } from '../shared/app-error';
import { type RefreshThemeAppStatusUseCase } from './refresh-theme-app-status.use-case';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { themeEditorProductTemplateUrl } from '../shops/theme-editor-links';

export class GetAppBlockStatusUseCase {
  constructor(
    private readonly shops: ShopRepository,
    private readonly themeAppStatus: RefreshThemeAppStatusUseCase,
  ) {}

  async execute(shop: AuthenticatedShop): Promise<AppBlockStatus> {
    const record = await this.shops.get(shop);
    if (!record) throw notFound('shop');
    const status = await this.themeAppStatus.execute(shop, record);
    return { is_app_block_added: status.appBlockAdded ? 1 : 0, url: themeEditorProductTemplateUrl(record.domain) };
  }
}
