import {
  CHECKOUT_REFERRAL_METAFIELD,
  readCheckoutReferralPrompt,
  type ReferralLink,
  type CheckoutReferralPrompt,
} from '../../../src/domain/storefront/checkout-referral-prompt';
import { type MetafieldEntryLike } from './prompt-data';

/**
 * The referral card's pure parts (docs/product/referral-invites.md#checkout-prompt): the offer from
 * the shop's metafield, the share link from the app's server, and what the card says.
 */

/** The offer from the shop's metafield; missing or unreadable: hidden. */
export function referralPromptFromMetafields(entries: readonly MetafieldEntryLike[] | undefined): CheckoutReferralPrompt {
  const entry = (entries ?? []).find(
    ({ target, metafield }) => target.type === 'shop' && metafield.namespace === CHECKOUT_REFERRAL_METAFIELD.namespace && metafield.key === CHECKOUT_REFERRAL_METAFIELD.key,
  );
  return readCheckoutReferralPrompt(entry?.metafield.value);
}

/** What became of asking the server: the link, no link for a buyer not signed in, or no answer (the card then shows the offer alone). */
export type ShareLinkState = { readonly kind: 'loading' } | { readonly kind: 'link'; readonly url: string } | { readonly kind: 'signed out' } | { readonly kind: 'unavailable' };

export type Fetcher = (url: string, init: { readonly headers: Record<string, string> }) => Promise<{ readonly ok: boolean; json(): Promise<unknown> }>;

/** Asks the app's server for the buyer's link with the checkout's session token; never throws. */
export async function fetchShareLink(endpoint: string | null, sessionToken: () => Promise<string>, fetcher: Fetcher): Promise<ShareLinkState> {
  if (endpoint === null) return { kind: 'unavailable' };
  try {
    const response = await fetcher(endpoint, { headers: { Authorization: `Bearer ${await sessionToken()}` } });
    if (!response.ok) return { kind: 'unavailable' };
    const data = ((await response.json()) as { data?: Partial<ReferralLink> } | null)?.data;
    if (typeof data?.share_url === 'string' && data.share_url.startsWith('https://')) return { kind: 'link', url: data.share_url };
    return data?.share_url === null ? { kind: 'signed out' } : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}

type Translate = (key: string, options?: Record<string, string | number>) => string;

export interface ReferralCard {
  readonly heading: string;
  readonly offer: string;
  /** The link to copy, or null. */
  readonly shareUrl: string | null;
  /** The line under the offer: the invitation to sign in, or null. */
  readonly note: string | null;
}

/** What the card says; null: no card (the offer or its switch is off). */
export function referralCard(prompt: CheckoutReferralPrompt, link: ShareLinkState, translate: Translate): ReferralCard | null {
  if (!prompt.shows || link.kind === 'loading') return null;
  return {
    heading: translate('referral_heading'),
    offer: translate('referral_offer', { friend_reward: prompt.friend_reward, advocate_reward: prompt.advocate_reward }),
    shareUrl: link.kind === 'link' ? link.url : null,
    note: link.kind === 'signed out' ? translate('referral_sign_in') : null,
  };
}
