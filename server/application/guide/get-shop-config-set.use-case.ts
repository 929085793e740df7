import { type GuideSetupFlags } from '../../../src/contracts/shop-config.contract';
import { GUIDE_SETUP_FLAG_KEYS, type GuideSetupFlagKey, SHOP_GUIDE_GROUP_KEY } from '../../../src/domain/guide/guide-flags';
import { deriveGuideGroup, type GuideGroup, parseGuideGroup } from '../../../src/domain/guide/guide-group';
import { formatFlagSet } from '../../../src/domain/shop/flag-value';
import { parseShopConfig, SHOP_CONFIG_FLAG_FORMATS } from '../../../src/domain/shop/shop-config-flags';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { daysSinceInstall } from '../shops/days-since-install';
import { type ShopRepository } from '../shops/shop-repository.port';

/**
 * get_shop_config_set. A shop keeps the guide group it was first given; the first call derives it
 * from the shop's order requests and age (docs/product/spec-map.md §4) and saves it.
 */
export class GetShopConfigSetUseCase {
  constructor(
    private readonly shops: ShopRepository,
    private readonly settings: SettingsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async execute(shop: AuthenticatedShop): Promise<GuideSetupFlags> {
    const stored = await this.settings.readEntries(shop, 'shop_config');
    const flags = formatFlagSet(parseShopConfig(stored).flags, SHOP_CONFIG_FLAG_FORMATS);
    const group = parseGuideGroup(stored[SHOP_GUIDE_GROUP_KEY]) ?? (await this.deriveAndSaveGroup(shop));
    const setupFlags = Object.fromEntries(GUIDE_SETUP_FLAG_KEYS.map((key) => [key, flags[key]])) as Record<GuideSetupFlagKey, string>;
    return { ...setupFlags, [SHOP_GUIDE_GROUP_KEY]: group };
  }

  private async deriveAndSaveGroup(shop: AuthenticatedShop): Promise<GuideGroup> {
    const [record, activity] = await Promise.all([this.shops.get(shop), this.shops.activity(shop)]);
    if (!record) throw notFound('shop');
    const group = deriveGuideGroup({
      orderRequests: activity.orderRequests,
      days: daysSinceInstall(record.installedAt, this.now()),
    });
    await this.settings.writeEntries(shop, 'shop_config', { [SHOP_GUIDE_GROUP_KEY]: group });
    return group;
  }
}
