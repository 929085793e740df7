import { readJsonRecord } from '../shared/server-values';
import { referralWidgetView, type ReferralSettings } from './promo-widget-settings';
import { showsReferral, type ReferralPlacementSettings } from './referral-placements';

/**
 * The referral card of the checkout UI extension (docs/product/referral-invites.md#checkout-prompt):
 * under the order review prompt on the thank-you and order status pages, the offer in the
 * customer's words and the customer's personal share link. The offer travels in a shop metafield
 * the sync writes; the link is signed by the app's server for the customer the checkout's session
 * token names.
 */

/** The shop's app-owned metafield the extension reads the offer from (declared in its shopify.extension.toml). */
export const CHECKOUT_REFERRAL_METAFIELD = { namespace: '$app:starling', key: 'referral_prompt' } as const;

/** Where the extension asks for the customer's share link, with the checkout's session token as its bearer. */
export const CHECKOUT_REFERRAL_LINK_PATH = '/api/v1/checkout/referral_link';

/** What the card draws with; `shows: false` while the offer or the card's switch is off. */
export type CheckoutReferralPrompt =
  | { readonly shows: false }
  | {
      readonly shows: true;
      /** What a friend gets, as shoppers read it ("10%", "€5.00"). */
      readonly friend_reward: string;
      /** What the customer gets when a friend orders. */
      readonly advocate_reward: string;
      /** The app's address of the share link; null where the app has no public address (development store mode). */
      readonly link_endpoint: string | null;
    };

const HIDDEN: CheckoutReferralPrompt = { shows: false };

/** Whether the card shows: the offer is on and the merchant keeps the checkout prompt switch on. */
export function showsCheckoutReferral(offer: Pick<ReferralSettings, 'is_active'>, placements: ReferralPlacementSettings): boolean {
  return showsReferral(offer, placements, 'checkout_prompt');
}

/** The metafield's value: the rewards in the shop's currency, and the app's link endpoint (`appUrl` '' when it has none). */
export function checkoutReferralPrompt(offer: ReferralSettings, placements: ReferralPlacementSettings, currencySymbol: string, appUrl: string): CheckoutReferralPrompt {
  if (!showsCheckoutReferral(offer, placements)) return HIDDEN;
  const view = referralWidgetView(offer, currencySymbol);
  const origin = appUrl.replace(/\/+$/, '');
  return { shows: true, friend_reward: view.friend_reward, advocate_reward: view.advocate_reward, link_endpoint: origin === '' ? null : `${origin}${CHECKOUT_REFERRAL_LINK_PATH}` };
}

/** The metafield as the extension receives it (JSON text or an object); anything unusable hides the card. */
export function readCheckoutReferralPrompt(raw: unknown): CheckoutReferralPrompt {
  const record = readJsonRecord(raw);
  if (!record || record['shows'] !== true) return HIDDEN;
  const { friend_reward, advocate_reward, link_endpoint } = record;
  if (typeof friend_reward !== 'string' || typeof advocate_reward !== 'string' || friend_reward === '' || advocate_reward === '') return HIDDEN;
  const endpoint = typeof link_endpoint === 'string' && /^https:\/\/[^/]+\//.test(link_endpoint) ? link_endpoint : null;
  return { shows: true, friend_reward, advocate_reward, link_endpoint: endpoint };
}

/** A customer's referral code and share link, as the storefront and the checkout extension get them; both null for a shopper who is not signed in. */
export interface ReferralLink {
  readonly code: string | null;
  readonly share_url: string | null;
}
