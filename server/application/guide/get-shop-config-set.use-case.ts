import { deriveGuideGroup, type GuideGroup, parseGuideGroup } from '../../../src/domain/guide/guide-group';
import { formatFlagSet } from '../../../src/domain/shop/flag-value';
import { parseShopConfig, SHOP_CONFIG_FLAG_FORMATS, type ShopConfigFlagKey } from '../../../src/domain/shop/shop-config-flags';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { SHOP_GUIDE_GROUP_KEY } from '../settings/shop-config-rules';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { daysSinceInstall } from '../shops/days-since-install';
import { type ShopRepository } from '../shops/shop-repository.port';

/** The guide setup flags of spec §3, in the order the spec lists them. */
export const GUIDE_SETUP_FLAG_KEYS = [
  'is_guide_banner',
  'clicked_custom_reviews_widget_btn',
  'clicked_migrate_reviews_btn',
  'clicked_guide_discount_show',
  'enable_review_request_1st_email',
  'clicked_auto_reviews',
] as const satisfies readonly ShopConfigFlagKey[];

export type GuideSetupFlagKey = (typeof GUIDE_SETUP_FLAG_KEYS)[number];

export type GuideSetupFlags = Readonly<Record<GuideSetupFlagKey, string>> & {
  readonly shop_guide_group: GuideGroup;
};

/**
 * get_shop_config_set. A shop keeps the guide group it was first given; the first call derives it
 * from the shop's order requests and age (spec §4) and saves it.
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
    return { ...setupFlags, shop_guide_group: group };
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
