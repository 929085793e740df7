import { type ReferralRefusalReason } from './referral-rules';

/**
 * The merchant's referrals list (docs/product/referrals-list.md): what each referral came to, and
 * the programme's figures over the chosen days.
 */

/**
 * The list's page: a page of the settings beside the offer (/settings/referral_offer), also linked
 * from the collect overview and /data-analyze (docs/product/referrals-list.md#where-it-lives).
 */
export const REFERRALS_LIST_PATH = '/settings/referrals';

export const REFERRAL_STATES = ['rewarded', 'refused'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

export const REFERRAL_LIST_PAGE_SIZE = 20;
export const REFERRAL_LIST_MAX_PAGE = 10_000;

/** One row: an order that used a friend's code (rewarded or refused) or a friend refused on the share page. */
export interface ReferralListItem {
  readonly id: number;
  /** ISO time the row was recorded. */
  readonly created_at: string;
  readonly state: ReferralState;
  /** Why no reward was given; null when rewarded. */
  readonly refusal_reason: ReferralRefusalReason | null;
  readonly friend_email: string;
  /** Shopify's customer id of the advocate, and their name and e-mail as known when the friend claimed ('' when not known). */
  readonly advocate_customer_id: string;
  readonly advocate_name: string;
  readonly advocate_email: string;
  /** '#1001'; '' for a refusal on the share page. */
  readonly order_name: string;
  /** The order's total; null without an order. */
  readonly order_total: number | null;
  readonly currency_code: string;
  /** The advocate's THANKS- code when rewarded. */
  readonly reward_code: string | null;
  /** pending: not yet created in Shopify (the reward e-mail creates it); active: usable. */
  readonly reward_status: 'pending' | 'active' | null;
}

/** The programme's figures over the list's days (docs/product/referrals-list.md#figures). */
export interface ReferralSummary {
  /** Friends who gave their e-mail on a share page: those who claimed a code and those refused there. */
  readonly shares: number;
  readonly friends: number;
  /** Orders that used a friend's code, rewarded or refused. */
  readonly conversions: number;
  /** The sum of those orders' totals, in `currency`. */
  readonly revenue: number;
  readonly rewards_issued: number;
  readonly refusals: number;
  readonly currency: string;
}
