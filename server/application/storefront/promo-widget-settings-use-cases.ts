import {
  DEFAULT_ORDER_REVIEW_SETTINGS,
  DEFAULT_REFERRAL_SETTINGS,
  REFERRAL_MINIMUM_ORDER_MAX,
  REFERRAL_MONTHLY_CAP_MAX,
  REFERRAL_MONTHLY_CAP_MIN,
  referralRewardProblems,
  type ReferralOfferErrorKey,
  type OrderReviewSettings,
  type ReferralSettings,
  type ReferralWidgetView,
} from '../../../src/domain/storefront/promo-widget-settings';
import { REVIEW_DISCOUNT_EXPIRY_MAX_DAYS, REVIEW_DISCOUNT_EXPIRY_MIN_DAYS } from '../../../src/domain/collect/review-discount';
import { definedOnly, documentOverDefaults } from '../../../src/domain/storefront/settings-document';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { saveSettingsDocument, type WidgetSettingsWrites } from './settings-document-writes';
import { STOREFRONT_WIDGETS } from '../../../src/domain/storefront/widget-registry';

/** The shop_documents kinds of the referral offer and the order review prompt. */
export const REFERRAL_SETTINGS_DOCUMENT = STOREFRONT_WIDGETS.referral.settingsDocument;
export const ORDER_REVIEW_SETTINGS_DOCUMENT = STOREFRONT_WIDGETS.checkout.settingsDocument;

const REWARD_MESSAGES: Readonly<Record<ReferralOfferErrorKey, string>> = {
  discountValueLimit: 'a percent discount must be greater than 0 and at most 100',
  enterIntegerThanZero: 'a fixed discount must be greater than 0',
  onlyTwoDecimal: 'a fixed discount may have at most two decimals',
  minimumOrderRange: `must be an amount from 0 (no minimum) to ${REFERRAL_MINIMUM_ORDER_MAX} with at most two decimals`,
  expiryDaysRange: `must be whole days from ${REVIEW_DISCOUNT_EXPIRY_MIN_DAYS} (no end) to ${REVIEW_DISCOUNT_EXPIRY_MAX_DAYS}`,
  monthlyCapRange: `must be a whole number from ${REFERRAL_MONTHLY_CAP_MIN} to ${REFERRAL_MONTHLY_CAP_MAX}`,
};

export async function readReferralSettings(settings: SettingsRepository, shop: AuthenticatedShop): Promise<ReferralSettings> {
  return documentOverDefaults(DEFAULT_REFERRAL_SETTINGS, await settings.readDocument(shop, REFERRAL_SETTINGS_DOCUMENT));
}

export async function readOrderReviewSettings(settings: SettingsRepository, shop: AuthenticatedShop): Promise<OrderReviewSettings> {
  return documentOverDefaults(DEFAULT_ORDER_REVIEW_SETTINGS, await settings.readDocument(shop, ORDER_REVIEW_SETTINGS_DOCUMENT));
}

/** What the referral and order review blocks read from `app.metafields.starling.settings`. */
export interface PromoStorefrontSettings {
  readonly referral: ReferralWidgetView;
  readonly order_review: OrderReviewSettings;
}

/** get_referral_offer_setting and set_referral_setting. */
export class ReferralSettingsUseCases {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly writes: Transactions<WidgetSettingsWrites>,
  ) {}

  get(shop: AuthenticatedShop): Promise<ReferralSettings> {
    return readReferralSettings(this.settings, shop);
  }

  /** Each reward is checked with its type as it will be stored (a type sent alone is checked against the saved value). */
  async set(shop: AuthenticatedShop, changes: Partial<ReferralSettings>): Promise<ReferralSettings> {
    const merged = { ...(await this.get(shop)), ...definedOnly(changes) };
    const [problem] = referralRewardProblems(merged);
    if (problem) throw invalidInput(problem.field, REWARD_MESSAGES[problem.key]);
    return saveSettingsDocument(this.writes, shop, [REFERRAL_SETTINGS_DOCUMENT, definedOnly(changes)], (owner) => this.get(owner));
  }
}

/** get_auto_leave_review_setting and set_auto_leave_review_setting. */
export class OrderReviewSettingsUseCases {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly writes: Transactions<WidgetSettingsWrites>,
  ) {}

  get(shop: AuthenticatedShop): Promise<OrderReviewSettings> {
    return readOrderReviewSettings(this.settings, shop);
  }

  set(shop: AuthenticatedShop, changes: Partial<OrderReviewSettings>): Promise<OrderReviewSettings> {
    return saveSettingsDocument(this.writes, shop, [ORDER_REVIEW_SETTINGS_DOCUMENT, definedOnly(changes)], (owner) => this.get(owner));
  }
}
