import { REFERRAL_SETTINGS_DOCUMENT } from '../storefront/promo-widget-settings-use-cases';
import { REVIEW_SUMMARY_SETTINGS_DOCUMENT } from '../storefront/review-summary-settings-store';
import { REVIEW_WIDGET_SETTINGS_DOCUMENT } from '../settings/review-widget-settings-store';
import { BUYERS_SHOW_SETTINGS_DOCUMENT, CARD_CAROUSEL_SETTINGS_DOCUMENT } from '../storefront/showcase-settings-store';
import { SIDE_TAB_SETTINGS_DOCUMENT, STORE_REVIEW_SETTINGS_DOCUMENT } from '../settings/store-review-widgets-settings';

/** The shop_documents of the /display widget screens: saving any of them customises a widget (guide step 2). */
export const WIDGET_SETTINGS_DOCUMENTS: readonly string[] = [
  REVIEW_WIDGET_SETTINGS_DOCUMENT,
  REVIEW_SUMMARY_SETTINGS_DOCUMENT,
  BUYERS_SHOW_SETTINGS_DOCUMENT,
  CARD_CAROUSEL_SETTINGS_DOCUMENT,
  STORE_REVIEW_SETTINGS_DOCUMENT,
  SIDE_TAB_SETTINGS_DOCUMENT,
  REFERRAL_SETTINGS_DOCUMENT,
];
