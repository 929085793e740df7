import { type ShopConfigEntries } from '../../../src/contracts/shop-config.contract';
import { effectiveNpsFlag } from '../../../src/domain/shop/nps-survey';
import { parseShopConfig, serializeShopConfig } from '../../../src/domain/shop/shop-config-flags';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { daysSinceInstall } from '../shops/days-since-install';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type SettingsRepository } from './settings-repository.port';

/**
 * Every shop config flag of docs/product/spec-map.md §3, defaults applied, in the server's '1'/'2'
 * format; is_show_nps as the survey's rule decides while the shop has not answered (docs/product/nps.md).
 */
export class GetShopConfigsUseCase {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly shops: ShopRepository,
    private readonly now: () => Date,
  ) {}

  async execute(shop: AuthenticatedShop): Promise<ShopConfigEntries> {
    const [stored, record, activity] = await Promise.all([this.settings.readEntries(shop, 'shop_config'), this.shops.get(shop), this.shops.activity(shop)]);
    if (!record) throw notFound('shop');
    return {
      ...serializeShopConfig(parseShopConfig(stored)),
      is_show_nps: effectiveNpsFlag(stored.is_show_nps, { daysSinceInstall: daysSinceInstall(record.installedAt, this.now()), reviewCount: activity.reviewCount }),
    };
  }
}
