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

/**
 * The context, with what the caller knows already taken as it is (a sync round's whole context, the
 * admin preview's unsaved settings, the record the app proxy's check read) and the rest read here.
 */
export async function storefrontShopContext(
  shops: ShopRepository,
  settings: SettingsRepository,
  shop: AuthenticatedShop,
  known: Partial<StorefrontShopContext> = {},
): Promise<StorefrontShopContext> {
  const [record, widget] = await Promise.all([known.record ?? shops.get(shop), known.widget ?? readReviewWidgetSettings(settings, shop)]);
  if (!record) throw notFound('shop');
  return { record, widget };
}
