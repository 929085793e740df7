import { type AppBlockStatus, type AppEmbedsStatus } from '../../../src/contracts/storefront-status.contract';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRecord, type ShopRepository } from '../shops/shop-repository.port';
import { themeEditorProductTemplateUrl, themeEditorUrl } from '../shops/theme-editor-links';
import { type RefreshThemeAppStatusUseCase } from './refresh-theme-app-status.use-case';
import { type ThemeAppStatus } from './shopify-gateway.port';

/** get_app_embeds_status and get_app_block_status: the theme's app embed and app block, each with the theme editor's page to change it. */
export class ThemeAppStatusReads {
  constructor(
    private readonly shops: ShopRepository,
    private readonly themeAppStatus: RefreshThemeAppStatusUseCase,
  ) {}

  async appEmbeds(shop: AuthenticatedShop): Promise<AppEmbedsStatus> {
    const { record, status } = await this.statusOf(shop);
    return { app_embeds_enabled: status.embedEnabled ? 1 : 0, url: themeEditorUrl(record.domain) };
  }

  async appBlock(shop: AuthenticatedShop): Promise<AppBlockStatus> {
    const { record, status } = await this.statusOf(shop);
    return { is_app_block_added: status.appBlockAdded ? 1 : 0, url: themeEditorProductTemplateUrl(record.domain) };
  }

  private async statusOf(shop: AuthenticatedShop): Promise<{ record: ShopRecord; status: ThemeAppStatus }> {
    const record = await this.shops.get(shop);
    if (!record) throw notFound('shop');
    return { record, status: await this.themeAppStatus.execute(shop, record) };
  }
}
