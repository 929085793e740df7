import { MS_PER_DAY } from '../shared/time';
import { FLAG_OFF, FLAG_ON, type FlagValue } from '../shop/flag-value';
import { DISCOUNT_TYPE_FIXED, DISCOUNT_TYPE_PERCENT, type DiscountType } from '../validation/discount-type';
import { CURRENCY_PLACEHOLDER, DISCOUNT_AMOUNT_PLACEHOLDER, fillDiscountTemplate } from '../validation/discount-template';
import { validateDiscountValue, type DiscountValueErrorKey } from '../validation/discount-value';

/**
 * Review discounts (docs/product/collect-discount.md): a one-use discount code a customer earns by
 * leaving a review, sent once the review is published. What a review earns depends only on what it
 * holds (text, a photo, a video), NEVER on its rating or wording: an incentive conditioned on
 * sentiment is forbidden (FTC 16 CFR 465, in force 2024-10-21). No rule here takes a rating.
 */

/** `/settings/review_discount/:type`: one discount per kind of review, each on/off with its own value. */
export const REVIEW_DISCOUNT_TYPES = ['text', 'photo', 'video'] as const;
export type ReviewDiscountType = (typeof REVIEW_DISCOUNT_TYPES)[number];

export function isReviewDiscountType(value: unknown): value is ReviewDiscountType {
  return typeof value === 'string' && (REVIEW_DISCOUNT_TYPES as readonly string[]).includes(value);
}

/** The discount value types a review discount takes (1 percent, 2 fixed amount). */
export const REVIEW_DISCOUNT_VALUE_TYPES: readonly DiscountType[] = [DISCOUNT_TYPE_PERCENT, DISCOUNT_TYPE_FIXED];

/** Days a code stays valid; 0 = it never expires. */
export const REVIEW_DISCOUNT_EXPIRY_MIN_DAYS = 0;
export const REVIEW_DISCOUNT_EXPIRY_MAX_DAYS = 365;
export const DEFAULT_REVIEW_DISCOUNT_EXPIRY_DAYS = 30;
/** Every code the app issues (review rewards, referral codes) is for one order: Shopify's usage limit, and once per customer. */
export const SINGLE_USE = 1;
/** Codes are `REVIEW-` and this many characters of REVIEW_DISCOUNT_CODE_ALPHABET. */
export const REVIEW_DISCOUNT_CODE_PREFIX = 'REVIEW-';
export const REVIEW_DISCOUNT_CODE_LENGTH = 10;
/** Upper-case letters and digits without the look-alikes 0/O and 1/I/L: read from an e-mail and typed at checkout. */
export const REVIEW_DISCOUNT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The settings of one kind of review discount (get/save_review_discount_setting). */
export interface ReviewDiscountSettings {
  readonly is_enabled: FlagValue;
  /** 1: percent off, 2: a fixed amount of the shop's currency off. */
  readonly discount_type: DiscountType;
  readonly discount_value: number;
  /** Days the code stays valid from the day it is issued; 0: no end. */
  readonly expiry_days: number;
}

/** Off until the merchant decides to give something away; richer reviews earn more by default. */
export const DEFAULT_REVIEW_DISCOUNT_SETTINGS: Readonly<Record<ReviewDiscountType, ReviewDiscountSettings>> = {
  text: { is_enabled: FLAG_OFF, discount_type: DISCOUNT_TYPE_PERCENT, discount_value: 5, expiry_days: DEFAULT_REVIEW_DISCOUNT_EXPIRY_DAYS },
  photo: { is_enabled: FLAG_OFF, discount_type: DISCOUNT_TYPE_PERCENT, discount_value: 10, expiry_days: DEFAULT_REVIEW_DISCOUNT_EXPIRY_DAYS },
  video: { is_enabled: FLAG_OFF, discount_type: DISCOUNT_TYPE_PERCENT, discount_value: 15, expiry_days: DEFAULT_REVIEW_DISCOUNT_EXPIRY_DAYS },
};

export type ReviewDiscountErrorKey = DiscountValueErrorKey | 'expiryDaysRange';

export interface ReviewDiscountProblem {
  readonly field: 'discount_value' | 'expiry_days';
  /** Message key (English in collect-discount.json): the value rule's keys, or 'expiryDaysRange'. */
  readonly key: ReviewDiscountErrorKey;
}

export function isValidExpiryDays(days: number): boolean {
  return Number.isInteger(days) && days >= REVIEW_DISCOUNT_EXPIRY_MIN_DAYS && days <= REVIEW_DISCOUNT_EXPIRY_MAX_DAYS;
}

/**
 * The settings' problems, in field order: the value by the discount value rule of its type
 * (percent: above 0, at most 100; fixed: above 0, at most two decimals), the expiry in whole days
 * 0-365. A switched-off discount is checked too: switching it on later must not need a fix.
 */
export function reviewDiscountProblems(settings: Pick<ReviewDiscountSettings, 'discount_type' | 'discount_value' | 'expiry_days'>): ReviewDiscountProblem[] {
  const problems: ReviewDiscountProblem[] = [];
  const value = validateDiscountValue(settings.discount_type, settings.discount_value);
  if (!value.ok) problems.push({ field: 'discount_value', key: value.key });
  if (!isValidExpiryDays(settings.expiry_days)) problems.push({ field: 'expiry_days', key: 'expiryDaysRange' });
  return problems;
}

/** What a review holds, as far as the discount cares (its rating is deliberately not part of it). */
export interface ReviewContent {
  readonly photoCount: number;
  readonly videoCount: number;
}

/** The kinds a review qualifies for, richest first: a video review is also a text review. */
export function qualifyingDiscountTypes(review: ReviewContent): ReviewDiscountType[] {
  return [...(review.videoCount > 0 ? (['video'] as const) : []), ...(review.photoCount > 0 ? (['photo'] as const) : []), 'text'];
}

/**
 * The discount a review earns: the richest kind it qualifies for among the kinds switched on (a
 * review with a video and a photo earns the video discount, or the photo one while the video
 * discount is off); null when none of its kinds is on.
 */
export function earnedDiscountType(review: ReviewContent, settings: Readonly<Record<ReviewDiscountType, Pick<ReviewDiscountSettings, 'is_enabled'>>>): ReviewDiscountType | null {
  return qualifyingDiscountTypes(review).find((type) => settings[type].is_enabled === FLAG_ON) ?? null;
}

/** How a value reads in the admin and the e-mail: "{{currency}}{{Discount_amount}}" filled in ("15%", "$5", "$5.50"). */
export const REVIEW_DISCOUNT_VALUE_TEMPLATE = `${CURRENCY_PLACEHOLDER}${DISCOUNT_AMOUNT_PLACEHOLDER}`;

export function reviewDiscountValueText(settings: Pick<ReviewDiscountSettings, 'discount_type' | 'discount_value'>, currencySymbol: string): string {
  return fillDiscountTemplate(REVIEW_DISCOUNT_VALUE_TEMPLATE, { type: settings.discount_type, amount: settings.discount_value, currencySymbol });
}

/** When a code issued at `issuedAt` stops working: the end of the last of its days; null for 0 days (no end). */
export function reviewDiscountExpiry(issuedAt: Date, expiryDays: number): Date | null {
  if (expiryDays <= 0) return null;
  return new Date(issuedAt.getTime() + expiryDays * MS_PER_DAY);
}

/**
 * A discount code from random numbers (one per character, any non-negative integers, e.g. random
 * bytes): the prefix and `length` characters of the alphabet. Too few numbers: an error.
 */
export function prefixedDiscountCode(prefix: string, length: number, randomNumbers: readonly number[]): string {
  if (randomNumbers.length < length) throw new RangeError(`a code needs ${length} random numbers`);
  const alphabet = REVIEW_DISCOUNT_CODE_ALPHABET;
  const characters = randomNumbers.slice(0, length).map((n) => alphabet[Math.abs(Math.trunc(n)) % alphabet.length]);
  return `${prefix}${characters.join('')}`;
}

/** A review's code: `REVIEW-` and REVIEW_DISCOUNT_CODE_LENGTH characters. */
export function reviewDiscountCode(randomNumbers: readonly number[]): string {
  return prefixedDiscountCode(REVIEW_DISCOUNT_CODE_PREFIX, REVIEW_DISCOUNT_CODE_LENGTH, randomNumbers);
}
