import { type AdminLanguage } from '../domain/i18n/languages';
import { type ReferralRefusalReason } from '../domain/referrals/referral-rules';
import { answer, get, post, schemasOf } from './contract';

/**
 * The referral programme's public pages (docs/product/referrals.md): /referral_share_link, where a
 * friend who followed an advocate's link claims their code, and /referral_conversion, where they
 * see what came of it. Every call carries the share link's shop and code; the code's signature
 * covers the shop, so a changed shop is refused like a made-up code.
 */

const schema = schemasOf(() => import('./referrals.schema'));

export const REFERRAL_SHARE_PAGE_PATH = '/referral_share_link';
export const REFERRAL_CONVERSION_PAGE_PATH = '/referral_conversion';

/** The friend's page of an advocate's share code: the shop and the code it signed. */
export function referralShareUrl(origin: string, shopDomain: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${REFERRAL_SHARE_PAGE_PATH}?${new URLSearchParams({ shop: shopDomain, ref: code }).toString()}`;
}

/**
 * /referral_conversion for a friend's code, in the friend's language. The code travels as
 * `friend_code`: an admin address with `code` beside `shop` is read as Shopify's OAuth callback.
 */
export function referralConversionUrl(origin: string, link: { readonly shop: string; readonly ref: string; readonly code: string; readonly lang: AdminLanguage }): string {
  const query = new URLSearchParams({ shop: link.shop, ref: link.ref, [REFERRAL_CONVERSION_CODE_PARAM]: link.code, lang: link.lang });
  return `${origin}${REFERRAL_CONVERSION_PAGE_PATH}?${query.toString()}`;
}

export const REFERRAL_CONVERSION_CODE_PARAM = 'friend_code';

/** The offer as the friend's page shows it, in the shop's look. */
export interface ReferralOfferAnswer {
  readonly shop_name: string;
  /** "10%" or "€5": the friend's reward. */
  readonly friend_reward: string;
  /** "€50" or '' when the code needs no minimum order. */
  readonly minimum_order: string;
  /** Days the code stays valid once claimed; 0: no end. */
  readonly expiry_days: number;
  readonly bg_color: string;
  readonly text_color: string;
  readonly button_bg_color: string;
  readonly button_text_color: string;
}

/** GET referral/offer?shop=&ref=: 404 for a link that is not the shop's or while the offer is off. */
export const getReferralOffer = get('/api/v1/public/referral/offer', schema('referralLinkRequest'), answer<ReferralOfferAnswer>());

export type ReferralClaimAnswer =
  | {
      readonly state: 'claimed';
      readonly code: string;
      readonly friend_reward: string;
      readonly minimum_order: string;
      /** ISO time the code stops working; null: no end. */
      readonly expires_at: string | null;
      /** The storefront with the code applied (Shopify's /discount/<code> link, or the demo store's). */
      readonly shop_url: string;
      /** /referral_conversion for this code. */
      readonly conversion_url: string;
    }
  | { readonly state: 'refused'; readonly reason: Extract<ReferralRefusalReason, 'self_referral_email'> }
  /** The address (compared as the fraud checks do) already holds a working code: shown once, never again, so typing someone's address reveals nothing. */
  | { readonly state: 'already_given' };

/** POST referral/claim: the friend's single-use code, the same for the same e-mail every time. */
export const claimReferral = post('/api/v1/public/referral/claim', schema('claimReferralRequest'), answer<ReferralClaimAnswer>());

export interface ReferralConversionAnswer {
  readonly shop_name: string;
  readonly code: string;
  readonly friend_reward: string;
  /** waiting: no order used the code yet; rewarded: the order counted and the advocate was thanked; counted: the order counted, without a reward. */
  readonly state: 'waiting' | 'rewarded' | 'counted';
  /** The order's name (#1001) once there is one. */
  readonly order_name: string;
  readonly language: AdminLanguage;
  readonly shop_url: string;
}

/** GET referral/conversion?shop=&ref=&code=: what came of a friend's code (404 for a code that is not the link's). */
export const getReferralConversion = get('/api/v1/public/referral/conversion', schema('referralConversionRequest'), answer<ReferralConversionAnswer>());
