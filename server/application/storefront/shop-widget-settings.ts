import { documentOverDefaults } from '../../../src/domain/storefront/settings-document';
import { VERIFICATION_NOTICE_DOCUMENT, verificationNoticeFrom, type VerificationNoticeSettings } from '../../../src/domain/compliance/verification-notice';
import { readReferralPlacements, REFERRAL_PLACEMENTS_DOCUMENT, type ReferralPlacementSettings, showsReferral } from '../../../src/domain/storefront/referral-placements';
import { FLAG_OFF, FLAG_ON } from '../../../src/domain/shop/flag-value';
import { type QaSettingsFields } from '../../../src/domain/questions/qa-settings';
import { DEFAULT_ORDER_REVIEW_SETTINGS, DEFAULT_REFERRAL_SETTINGS, referralWidgetView, type OrderReviewSettings, type ReferralSettings } from '../../../src/domain/storefront/promo-widget-settings';
import { type ReviewSummarySettings } from '../../../src/domain/storefront/review-summary-settings';
import { type ReviewWidgetSettings, type WriteReviewSettings } from '../../../src/domain/storefront/review-widget-settings';
import { type BuyersShowSettings, buyersShowSettingsFrom, type CardCarouselSettings, cardCarouselSettingsFrom } from '../../../src/domain/storefront/showcase-settings';
import { type SideTabSettings, type StoreReviewSettings } from '../../../src/domain/storefront/store-review-widgets';
import { QA_SETTINGS_DOCUMENT, readQaSettings } from '../questions/qa-settings';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRecord } from '../shops/shop-repository.port';
import { ORDER_REVIEW_SETTINGS_DOCUMENT, REFERRAL_SETTINGS_DOCUMENT } from './promo-widget-settings-use-cases';
import { REVIEW_SUMMARY_SETTINGS_DOCUMENT, reviewSummarySettingsFrom } from './review-summary-settings-store';
import { REVIEW_WIDGET_SETTINGS_DOCUMENT, reviewWidgetSettingsFrom } from '../settings/review-widget-settings-store';
import { BUYERS_SHOW_SETTINGS_DOCUMENT, CARD_CAROUSEL_SETTINGS_DOCUMENT } from './showcase-settings-store';
import { SIDE_TAB_SETTINGS_DOCUMENT, sideTabSettingsFrom, STORE_REVIEW_SETTINGS_DOCUMENT, storeReviewSettingsFrom } from '../settings/store-review-widgets-settings';
import { type StorefrontSettings } from './storefront-metafields';
import { effectiveWriteReviewSettings, WRITE_REVIEW_SETTINGS_DOCUMENT, writeReviewSettingsFrom } from './write-review-settings-use-cases';

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
  readonly referralPlacements: ReferralPlacementSettings;
  /** The "how we verify reviews" notice the reviews block shows (docs/product/compliance-auditor.md#notice). */
  readonly verificationNotice: VerificationNoticeSettings;
}

/**
 * What {@link readShopWidgetSettings} reads, in one statement (decision 0079: one round trip, and
 * never two at once in a transaction): every widget's settings and the two documents the blocks
 * draw beside them. Not the guide's list of /display screens (guide/widget-settings-documents.ts).
 */
const SHOP_WIDGET_SETTINGS_READ = [
  REVIEW_WIDGET_SETTINGS_DOCUMENT,
  WRITE_REVIEW_SETTINGS_DOCUMENT,
  QA_SETTINGS_DOCUMENT,
  REVIEW_SUMMARY_SETTINGS_DOCUMENT,
  BUYERS_SHOW_SETTINGS_DOCUMENT,
  CARD_CAROUSEL_SETTINGS_DOCUMENT,
  STORE_REVIEW_SETTINGS_DOCUMENT,
  SIDE_TAB_SETTINGS_DOCUMENT,
  REFERRAL_SETTINGS_DOCUMENT,
  ORDER_REVIEW_SETTINGS_DOCUMENT,
  REFERRAL_PLACEMENTS_DOCUMENT,
  VERIFICATION_NOTICE_DOCUMENT,
];

export async function readShopWidgetSettings(settings: SettingsRepository, shop: AuthenticatedShop): Promise<ShopWidgetSettings> {
  const stored = await settings.readDocuments(shop, SHOP_WIDGET_SETTINGS_READ);
  const widget = reviewWidgetSettingsFrom(stored[REVIEW_WIDGET_SETTINGS_DOCUMENT]);
  return {
    widget,
    writeReview: writeReviewSettingsFrom(stored[WRITE_REVIEW_SETTINGS_DOCUMENT]),
    qa: readQaSettings(stored[QA_SETTINGS_DOCUMENT]),
    summary: reviewSummarySettingsFrom(stored[REVIEW_SUMMARY_SETTINGS_DOCUMENT]),
    buyersShow: buyersShowSettingsFrom(stored[BUYERS_SHOW_SETTINGS_DOCUMENT]),
    cardCarousel: cardCarouselSettingsFrom(stored[CARD_CAROUSEL_SETTINGS_DOCUMENT]),
    storeReview: storeReviewSettingsFrom(stored[STORE_REVIEW_SETTINGS_DOCUMENT], widget.is_active_store_review),
    sideTab: sideTabSettingsFrom(stored[SIDE_TAB_SETTINGS_DOCUMENT]),
    referral: documentOverDefaults(DEFAULT_REFERRAL_SETTINGS, stored[REFERRAL_SETTINGS_DOCUMENT]),
    orderReview: documentOverDefaults(DEFAULT_ORDER_REVIEW_SETTINGS, stored[ORDER_REVIEW_SETTINGS_DOCUMENT]),
    referralPlacements: readReferralPlacements(stored[REFERRAL_PLACEMENTS_DOCUMENT]),
    verificationNotice: verificationNoticeFrom(stored[VERIFICATION_NOTICE_DOCUMENT]),
  };
}

/** Each settings document as saved (defaults included), by its shop_documents kind: how the widget registry's switches are read. */
export function settingsDocumentsOf(saved: ShopWidgetSettings): (kind: string) => Readonly<Record<string, unknown>> {
  const byKind: Readonly<Record<string, object>> = {
    [REVIEW_WIDGET_SETTINGS_DOCUMENT]: saved.widget,
    [WRITE_REVIEW_SETTINGS_DOCUMENT]: saved.writeReview,
    [QA_SETTINGS_DOCUMENT]: saved.qa,
    [REVIEW_SUMMARY_SETTINGS_DOCUMENT]: saved.summary,
    [BUYERS_SHOW_SETTINGS_DOCUMENT]: saved.buyersShow,
    [CARD_CAROUSEL_SETTINGS_DOCUMENT]: saved.cardCarousel,
    [STORE_REVIEW_SETTINGS_DOCUMENT]: saved.storeReview,
    [SIDE_TAB_SETTINGS_DOCUMENT]: saved.sideTab,
    [REFERRAL_SETTINGS_DOCUMENT]: saved.referral,
    [ORDER_REVIEW_SETTINGS_DOCUMENT]: saved.orderReview,
  };
  return (kind) => (byKind[kind] ?? {}) as Readonly<Record<string, unknown>>;
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
    // The block reads is_active as whether it draws: off too while the merchant keeps the programme off the storefront (/settings/referral_widgets).
    referral: referralWidgetView(
      { ...saved.referral, is_active: showsReferral(saved.referral, saved.referralPlacements, 'storefront_block') ? FLAG_ON : FLAG_OFF },
      shop.currencySymbol,
    ),
    order_review: saved.orderReview,
    verification_notice: saved.verificationNotice,
  };
}
