import { type ReviewWidgetSettings } from '../../../src/domain/storefront/review-widget-settings';
import { readReviewWidgetSettings } from '../settings/review-widget-settings-store';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRecord, type ShopRepository } from '../shops/shop-repository.port';

/**
 * What every storefront page of a shop is built with: its record (plan, time zone) and its review
 * widget's settings. A sync round reads it once per shop and hands it to each product's pages,
 * rather than each page reading it again (docs/product/storefront.md#sync).
 */
export interface StorefrontShopContext {
  readonly record: ShopRecord;
  readonly widget: ReviewWidgetSettings;
}

export async function readStorefrontShopContext(shops: ShopRepository, settings: SettingsRepository, shop: AuthenticatedShop): Promise<StorefrontShopContext> {
  const [record, widget] = await Promise.all([shops.get(shop), readReviewWidgetSettings(settings, shop)]);
  if (!record) throw notFound('shop');
  return { record, widget };
}
