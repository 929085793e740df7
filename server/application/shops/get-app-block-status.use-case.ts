import { notFound } from '../shared/app-error';
import { type RefreshThemeAppStatusUseCase } from '../shopify/refresh-theme-app-status.use-case';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from './shop-repository.port';
import { themeEditorProductTemplateUrl } from './theme-editor-links';

/** get_app_block_status: whether the reviews widget is on the storefront's product page. */
export interface AppBlockStatus {
  /** 1 when the reviews widget app block has been added to the live theme. */
  readonly is_app_block_added: 0 | 1;
  /** The theme editor on the product template, where the merchant adds the block. */
  readonly url: string;
}

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
