import { type WidgetActivity } from '../../../src/contracts/storefront-status.contract';
import { isFlagOn } from '../../../src/domain/shop/flag-value';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { WIDGET_STATUS_KEYS, type WidgetStatusKey } from './widget-status';

export class GetWidgetActivityUseCase {
  constructor(
    private readonly shops: ShopRepository,
    private readonly settings: SettingsRepository,
  ) {}

  async execute(shop: AuthenticatedShop): Promise<WidgetActivity> {
    const [record, status] = await Promise.all([this.shops.get(shop), this.settings.readEntries(shop, 'widget_status')]);
    if (!record) throw notFound('shop');
    const switchedOn = Object.fromEntries(
      WIDGET_STATUS_KEYS.map((key) => [key, isFlagOn(status[key]) ? 1 : 0]),
    ) as Record<WidgetStatusKey, 0 | 1>;
    return {
      // The reviews widget is the theme app block; the star rating is the app embed.
      is_reviews_widget_active: record.themeAppBlockEnabled ? 1 : 0,
      is_star_rating_active: record.themeEmbedEnabled ? 1 : 0,
      ...switchedOn,
    };
  }
}
