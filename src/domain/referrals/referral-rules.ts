import { prefixedDiscountCode } from '../collect/review-discount';

/**
 * The referral programme's rules (docs/product/referrals.md): who may earn a reward, the codes it
 * hands out, and how identities are compared for the fraud checks. Pure: the server reads the
 * facts (under locks, so concurrent orders see each other) and asks these rules.
 */

/** Why a referral was refused; each is recorded with the case and has its own words in the admin. */
export const REFERRAL_REFUSAL_REASONS = [
  'self_referral_email',
  'self_referral_customer',
  'self_referral_address',
  'friend_already_rewarded',
  'advocate_monthly_cap',
  'programme_off',
] as const;
export type ReferralRefusalReason = (typeof REFERRAL_REFUSAL_REASONS)[number];

/** One side of a referral as the fraud checks compare it; '' (or null) where it is not known. */
export interface ReferralParty {
  readonly customerId: string | null;
  readonly email: string;
  /** addressKey() of the shipping or default address. */
  readonly addressKey: string;
}

export interface ReferralFacts {
  readonly advocate: ReferralParty;
  readonly friend: ReferralParty;
  /** The friend already earned the advocate a reward (one reward per friend, whoever shared). */
  readonly friendAlreadyRewarded: boolean;
  /** Rewards the advocate earned in the order's month so far. */
  readonly advocateRewardsThisMonth: number;
  readonly monthlyCap: number;
  /** The merchant's offer is on; a code handed out before it was switched off still gives the friend their discount. */
  readonly programmeOn: boolean;
}

/**
 * The first reason the friend's order earns the advocate nothing, or null: the same person on both
 * sides (by e-mail, customer id or address, in that order), a friend who already earned a reward,
 * an offer the merchant switched off, an advocate at their monthly cap. An unknown side of a comparison never matches.
 */
export function referralRefusal(facts: ReferralFacts): ReferralRefusalReason | null {
  const { advocate, friend } = facts;
  if (sameEmail(advocate.email, friend.email)) return 'self_referral_email';
  if (advocate.customerId !== null && advocate.customerId !== '' && advocate.customerId === friend.customerId) return 'self_referral_customer';
  if (advocate.addressKey !== '' && advocate.addressKey === friend.addressKey) return 'self_referral_address';
  if (facts.friendAlreadyRewarded) return 'friend_already_rewarded';
  if (!facts.programmeOn) return 'programme_off';
  if (facts.advocateRewardsThisMonth >= facts.monthlyCap) return 'advocate_monthly_cap';
  return null;
}

/** Mailboxes that ignore dots in the local part. */
const DOT_BLIND_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * An address as the self-referral check compares it: trimmed, lower case, without a `+tag`, and
 * for Gmail without dots, so `Jane.Doe+friend@gmail.com` is `janedoe@gmail.com`. '' when it is no address.
 */
export function comparableEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return '';
  const domain = trimmed.slice(at + 1);
  let local = trimmed.slice(0, at).split('+')[0] ?? '';
  if (DOT_BLIND_DOMAINS.has(domain)) local = local.replace(/\./g, '');
  return local === '' ? '' : `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/** The key a friend is stored and found by: comparableEmail(), or the address itself when it is none. */
export function friendEmailKey(email: string): string {
  return comparableEmail(email) || email;
}

/** Two addresses name the same mailbox (see comparableEmail); never true for a non-address. */
export function sameEmail(a: string, b: string): boolean {
  const left = comparableEmail(a);
  return left !== '' && left === comparableEmail(b);
}

export interface PostalAddress {
  readonly address1?: string | null;
  readonly zip?: string | null;
  readonly countryCode?: string | null;
}

/**
 * An address as the self-referral check compares it: street line, postcode and country, lower case
 * with only letters and digits ("12 Main St." and "12 main st" agree). '' without a street line.
 */
export function addressKey(address: PostalAddress | null | undefined): string {
  const street = fold(address?.address1);
  if (street === '') return '';
  return [street, fold(address?.zip), fold(address?.countryCode)].join('|');
}

function fold(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The calendar month (UTC) a reward counts in, as 'YYYY-MM'. */
export function rewardMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

export const FRIEND_CODE_PREFIX = 'FRIEND-';
export const ADVOCATE_CODE_PREFIX = 'THANKS-';
/** Characters after the prefix: 31^10 codes, so guessing a live one is hopeless. */
export const REFERRAL_CODE_LENGTH = 10;

/** The friend's single-use code (`FRIEND-…`) from random numbers, one per character. */
export function friendCode(randomNumbers: readonly number[]): string {
  return prefixedDiscountCode(FRIEND_CODE_PREFIX, REFERRAL_CODE_LENGTH, randomNumbers);
}

/** The advocate's reward code (`THANKS-…`). */
export function advocateCode(randomNumbers: readonly number[]): string {
  return prefixedDiscountCode(ADVOCATE_CODE_PREFIX, REFERRAL_CODE_LENGTH, randomNumbers);
}

/** Whether an order's discount code could be a friend's: the prefix, case as the shopper typed it. */
export function isFriendCode(code: string): boolean {
  return code.trim().toUpperCase().startsWith(FRIEND_CODE_PREFIX);
}

/** The advocate's reward e-mail's queue key: one per rewarded conversion. */
export function advocateRewardKey(conversionId: number): string {
  return `referral:${conversionId}:advocate_reward`;
}

/** The conversion an advocate's reward e-mail is for, from its queue key; null for another key. */
export function conversionIdOfKey(key: string): number | null {
  const match = /^referral:(\d{1,15}):advocate_reward$/.exec(key);
  return match ? Number(match[1]) : null;
}
