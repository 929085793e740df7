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

/** What a page is built with when its caller has only the shop's record (the app proxy's check read it). */
export type KnownShopContext = StorefrontShopContext | { readonly record: ShopRecord };

/** The context, read where the caller did not know it already. */
export function storefrontShopContext(shops: ShopRepository, settings: SettingsRepository, shop: AuthenticatedShop, known: KnownShopContext | undefined): Promise<StorefrontShopContext> {
  if (known && 'widget' in known) return Promise.resolve(known);
  return readStorefrontShopContext(shops, settings, shop, known?.record);
}

export async function readStorefrontShopContext(shops: ShopRepository, settings: SettingsRepository, shop: AuthenticatedShop, knownRecord?: ShopRecord): Promise<StorefrontShopContext> {
  const [record, widget] = await Promise.all([knownRecord ?? shops.get(shop), readReviewWidgetSettings(settings, shop)]);
  if (!record) throw notFound('shop');
  return { record, widget };
}
