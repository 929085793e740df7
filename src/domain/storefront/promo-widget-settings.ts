import { FLAG_OFF, FLAG_ON, type FlagValue } from '../shop/flag-value';
import { DISCOUNT_TYPE_FIXED, DISCOUNT_TYPE_PERCENT, type DiscountType } from '../validation/discount-type';
import { CURRENCY_PLACEHOLDER, DISCOUNT_AMOUNT_PLACEHOLDER, fillDiscountTemplate } from '../validation/discount-template';
import { FIXED_DISCOUNT_MAX_DECIMALS, validateDiscountValue, type DiscountValueErrorKey } from '../validation/discount-value';
import { parseNumericInput } from '../validation/numeric-input';
import { isValidExpiryDays } from '../collect/review-discount';

/**
 * The referral widget and the order review prompt (docs/product/storefront.md#referral-and-checkout):
 * what their storefront blocks draw with and what /display/referral and /display/checkout edit.
 * Colours are #rrggbb; switches are the server's '1' (on) / '2' (off).
 */

export const DISCOUNT_TYPES: readonly DiscountType[] = [DISCOUNT_TYPE_PERCENT, DISCOUNT_TYPE_FIXED];

/** Where the referral card sits: in the theme section it was added to, or floating in a bottom corner. */
export const REFERRAL_POSITIONS = ['inline', 'bottom-left', 'bottom-right'] as const;
export type ReferralPosition = (typeof REFERRAL_POSITIONS)[number];

export const REFERRAL_COLOR_FIELDS = ['bg_color', 'text_color', 'button_bg_color', 'button_text_color'] as const;
export type ReferralColorField = (typeof REFERRAL_COLOR_FIELDS)[number];

/** A merchant's title or description; longer texts would not fit the card. */
export const PROMO_TEXT_MAX_LENGTH = 200;

/** The referral offer (get_referral_offer_setting): the two rewards and the widget's look. */
export type ReferralSettings = Readonly<Record<ReferralColorField, string>> & {
  readonly is_active: FlagValue;
  /** What a friend who follows the shared link gets. */
  readonly friend_discount_type: DiscountType;
  readonly friend_discount_value: number;
  /** What the shopper who shared the link (the advocate) gets when a friend orders. */
  readonly advocate_discount_type: DiscountType;
  readonly advocate_discount_value: number;
  /** The order subtotal a reward code needs, in the shop's currency; 0: none (docs/product/referrals.md#offer). */
  readonly friend_minimum_order: number;
  readonly advocate_minimum_order: number;
  /** Days a reward code stays valid from the day it is created; 0: no end. */
  readonly friend_expiry_days: number;
  readonly advocate_expiry_days: number;
  /** Rewards one advocate earns at most in a calendar month (UTC); a conversion past it is refused. */
  readonly advocate_monthly_cap: number;
  /** With {{Discount_amount}} and {{currency}} of the friend's reward; '' uses the storefront's own words. */
  readonly title_text: string;
  /** With {{Discount_amount}} and {{currency}} of the advocate's reward; '' uses the storefront's own words. */
  readonly description_text: string;
  readonly position: ReferralPosition;
};

/** Off until the merchant sets the offer: the block draws nothing before that. */
export const DEFAULT_REFERRAL_SETTINGS: ReferralSettings = {
  is_active: FLAG_OFF,
  friend_discount_type: DISCOUNT_TYPE_PERCENT,
  friend_discount_value: 10,
  advocate_discount_type: DISCOUNT_TYPE_PERCENT,
  advocate_discount_value: 10,
  friend_minimum_order: 0,
  advocate_minimum_order: 0,
  friend_expiry_days: 30,
  advocate_expiry_days: 60,
  advocate_monthly_cap: 10,
  title_text: '',
  description_text: '',
  position: 'inline',
  bg_color: '#f4f6f8',
  text_color: '#1f2124',
  button_bg_color: '#1f2124',
  button_text_color: '#ffffff',
};

export type RewardValueField = 'friend_discount_value' | 'advocate_discount_value';
export type ReferralOfferField = RewardValueField | 'friend_minimum_order' | 'advocate_minimum_order' | 'friend_expiry_days' | 'advocate_expiry_days' | 'advocate_monthly_cap';
export type ReferralOfferErrorKey = DiscountValueErrorKey | 'minimumOrderRange' | 'expiryDaysRange' | 'monthlyCapRange';
export interface RewardProblem {
  readonly field: ReferralOfferField;
  readonly key: ReferralOfferErrorKey;
}

/** A minimum order is an amount with cents at most, 0 (none) to this. */
export const REFERRAL_MINIMUM_ORDER_MAX = 100_000;
export const REFERRAL_MONTHLY_CAP_MIN = 1;
export const REFERRAL_MONTHLY_CAP_MAX = 100;

/** At most two decimals (cents), the rule of a fixed discount's amount. */
export function isValidMinimumOrder(amount: number): boolean {
  const parsed = parseNumericInput(amount);
  return parsed.ok && parsed.value >= 0 && parsed.value <= REFERRAL_MINIMUM_ORDER_MAX && parsed.decimalPlaces <= FIXED_DISCOUNT_MAX_DECIMALS;
}

export function isValidMonthlyCap(cap: number): boolean {
  return Number.isInteger(cap) && cap >= REFERRAL_MONTHLY_CAP_MIN && cap <= REFERRAL_MONTHLY_CAP_MAX;
}

type OfferFields = Pick<ReferralSettings, ReferralOfferField | 'friend_discount_type' | 'advocate_discount_type'>;

/**
 * The offer's problems in field order: each reward by the discount rule of its own type (percent
 * 0-100, fixed > 0 with cents at most), its minimum order (0 to 100,000 with cents at most), its
 * expiry in whole days 0-365 (the review discounts' rule), and the advocate's cap (1-100 a month).
 */
export function referralRewardProblems(settings: OfferFields): RewardProblem[] {
  const problems: RewardProblem[] = [];
  for (const side of ['friend', 'advocate'] as const) {
    const value = validateDiscountValue(settings[`${side}_discount_type`], settings[`${side}_discount_value`]);
    if (!value.ok) problems.push({ field: `${side}_discount_value`, key: value.key });
    if (!isValidMinimumOrder(settings[`${side}_minimum_order`])) problems.push({ field: `${side}_minimum_order`, key: 'minimumOrderRange' });
    if (!isValidExpiryDays(settings[`${side}_expiry_days`])) problems.push({ field: `${side}_expiry_days`, key: 'expiryDaysRange' });
  }
  if (!isValidMonthlyCap(settings.advocate_monthly_cap)) problems.push({ field: 'advocate_monthly_cap', key: 'monthlyCapRange' });
  return problems;
}

/** A reward as shoppers read it: "10%", "$5", "$7.50". */
export function rewardLabel(type: DiscountType, value: number, currencySymbol: string): string {
  return fillDiscountTemplate(`${CURRENCY_PLACEHOLDER}${DISCOUNT_AMOUNT_PLACEHOLDER}`, { type, amount: value, currencySymbol });
}

/** What the referral block draws with: the settings, the rewards as text and the merchant's texts filled in. */
export type ReferralWidgetView = ReferralSettings & {
  readonly friend_reward: string;
  readonly advocate_reward: string;
  /** The merchant's texts with the placeholders filled; '' when the storefront's own words apply. */
  readonly title: string;
  readonly description: string;
};

export function referralWidgetView(settings: ReferralSettings, currencySymbol: string): ReferralWidgetView {
  const friend = { type: settings.friend_discount_type, amount: settings.friend_discount_value, currencySymbol };
  const advocate = { type: settings.advocate_discount_type, amount: settings.advocate_discount_value, currencySymbol };
  return {
    ...settings,
    friend_reward: rewardLabel(settings.friend_discount_type, settings.friend_discount_value, currencySymbol),
    advocate_reward: rewardLabel(settings.advocate_discount_type, settings.advocate_discount_value, currencySymbol),
    title: fillDiscountTemplate(settings.title_text.trim(), friend),
    description: fillDiscountTemplate(settings.description_text.trim(), advocate),
  };
}

/** What a tap on a star of the order review prompt does. */
export const STAR_TAP_ACTIONS = ['review_form', 'product_page'] as const;
export type StarTapAction = (typeof STAR_TAP_ACTIONS)[number];

/** The order review prompt (get_auto_leave_review_setting): stars under each product of an order. */
export interface OrderReviewSettings {
  readonly is_active: FlagValue;
  /** '' uses the storefront's own words ("How was your order?") in the shopper's language. */
  readonly heading_text: string;
  readonly star_color: string;
  /** review_form: the write-review form for the product opens on the page with the rating chosen; product_page: the product's page. */
  readonly star_tap_action: StarTapAction;
  /**
   * Each placement's own switch under `is_active` (docs/product/collect-auto.md): the thank-you page
   * shoppers see right after paying, and the order status page they come back to.
   */
  readonly thank_you_is_active: FlagValue;
  readonly order_status_is_active: FlagValue;
}

export const DEFAULT_ORDER_REVIEW_SETTINGS: OrderReviewSettings = {
  is_active: FLAG_ON,
  heading_text: '',
  star_color: '#f5a623',
  star_tap_action: 'review_form',
  thank_you_is_active: FLAG_ON,
  order_status_is_active: FLAG_ON,
};
