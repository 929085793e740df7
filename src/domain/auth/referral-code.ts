/** A partner's referral code: letters, digits, `-` and `_` (docs/product/auth-and-session.md#partner-codes). */
export const REFERRAL_CODE_PATTERN = /^[\w-]{1,64}$/;

export function isReferralCode(value: string): boolean {
  return REFERRAL_CODE_PATTERN.test(value);
}
