import { type QaSettingsFields } from '../../../src/domain/questions/qa-settings';
import { referralWidgetView, type OrderReviewSettings, type ReferralSettings } from '../../../src/domain/storefront/promo-widget-settings';
import { type ReviewSummarySettings } from '../../../src/domain/storefront/review-summary-settings';
import { type ReviewWidgetSettings, type WriteReviewSettings } from '../../../src/domain/storefront/review-widget-settings';
import { type BuyersShowSettings, type CardCarouselSettings } from '../../../src/domain/storefront/showcase-settings';
import { type SideTabSettings, type StoreReviewSettings } from '../../../src/domain/storefront/store-review-widgets';
import { QA_SETTINGS_DOCUMENT, readQaSettings } from '../questions/qa-settings';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRecord } from '../shops/shop-repository.port';
import { readOrderReviewSettings, readReferralSettings } from './promo-widget-settings-use-cases';
import { readReviewSummarySettings } from './review-summary-settings-store';
import { readReviewWidgetSettings } from '../settings/review-widget-settings-store';
import { readBuyersShowSettings, readCardCarouselSettings } from './showcase-settings-store';
import { readSideTabSettings, STORE_REVIEW_SETTINGS_DOCUMENT, storeReviewSettingsFrom } from '../settings/store-review-widgets-settings';
import { type StorefrontSettings } from './storefront-metafields';
import { effectiveWriteReviewSettings, readWriteReviewSettings } from './write-review-settings-use-cases';

/** Every storefront widget's settings as the shop saved them: what the sync publishes and a preview starts from. */
export interface ShopWidgetSettings {
  readonly widget: ReviewWidgetSettings;
  readonly writeReview: WriteReviewSettings;
  readonly qa: QaSettingsFields;
  readonly summary: ReviewSummarySettings;
  readonly buyersShow: BuyersShowSettings;
  readonly cardCarousel: CardCarouselSettings;
  readonly storeReview: StoreReviewSettings;
  readonly sideTab: SideTabSettings;
  readonly referral: ReferralSettings;
  readonly orderReview: OrderReviewSettings;
}

export async function readShopWidgetSettings(settings: SettingsRepository, shop: AuthenticatedShop): Promise<ShopWidgetSettings> {
  const [widget, writeReview, qa, summary, buyersShow, cardCarousel, storeReview, sideTab, referral, orderReview] = await Promise.all([
    readReviewWidgetSettings(settings, shop),
    readWriteReviewSettings(settings, shop),
    settings.readDocument(shop, QA_SETTINGS_DOCUMENT),
    readReviewSummarySettings(settings, shop),
    readBuyersShowSettings(settings, shop),
    readCardCarouselSettings(settings, shop),
    settings.readDocument(shop, STORE_REVIEW_SETTINGS_DOCUMENT),
    readSideTabSettings(settings, shop),
    readReferralSettings(settings, shop),
    readOrderReviewSettings(settings, shop),
  ]);
  return {
    widget,
    writeReview,
    qa: readQaSettings(qa),
    summary,
    buyersShow,
    cardCarousel,
    storeReview: storeReviewSettingsFrom(storeReview, widget.is_active_store_review),
    sideTab,
    referral,
    orderReview,
  };
}

/**
 * What the blocks read as `app.metafields.starling.settings` (docs/product/storefront.md#sync): the
 * branding as the shop's plan allows it, the referral rewards in the shop's currency.
 */
export function storefrontSettingsOf(saved: ShopWidgetSettings, shop: Pick<ShopRecord, 'pricingPlanId' | 'currencySymbol'>): StorefrontSettings {
  return {
    ...saved.widget,
    write_review: effectiveWriteReviewSettings(saved.writeReview, shop.pricingPlanId),
    qa: saved.qa,
    buyers_show: saved.buyersShow,
    card_carousel: saved.cardCarousel,
    summary: saved.summary,
    referral: referralWidgetView(saved.referral, shop.currencySymbol),
    order_review: saved.orderReview,
  };
}
