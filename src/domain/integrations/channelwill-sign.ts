/**
 * How long the sister app Channelwill accepts a sign the merchant's admin handed it
 * (get_channelwill_sign, docs/product/integrations.md#channelwill): a sign carries the second it
 * was made; it is good for five minutes, and one made up to 30 seconds "later" than the verifier's
 * clock is still taken, since the two servers' clocks never agree exactly.
 */
export const CHANNELWILL_SIGN_LIFETIME_SECONDS = 300;
export const CHANNELWILL_SIGN_CLOCK_SKEW_SECONDS = 30;

/** A genuine sign's age verdict: usable, too old, or made further in the future than clocks drift. */
export type SignAgeVerdict = 'fresh' | 'expired' | 'from_the_future';

export function judgeChannelwillSignAge(signTime: number, nowSeconds: number): SignAgeVerdict {
  const age = nowSeconds - signTime;
  if (age < -CHANNELWILL_SIGN_CLOCK_SKEW_SECONDS) return 'from_the_future';
  if (age > CHANNELWILL_SIGN_LIFETIME_SECONDS) return 'expired';
  return 'fresh';
}

/** The second a sign made at `signTime` stops being accepted. */
export function channelwillSignExpiry(signTime: number): number {
  return signTime + CHANNELWILL_SIGN_LIFETIME_SECONDS;
}
