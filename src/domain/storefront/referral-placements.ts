import { FLAG_ON, isFlagOn, type FlagValue } from '../shop/flag-value';
import { documentOverDefaults, flagField } from './settings-document';

/**
 * Where the referral programme shows (/settings/referral_widgets, docs/product/referral-invites.md#placements):
 * the storefront's referral block, the prompt on the thank-you and order status pages, and the
 * invite e-mail. A settings document of its own beside the referral offer; each switch only
 * matters while the offer is on.
 */
export const REFERRAL_PLACEMENTS = ['storefront_block', 'checkout_prompt', 'invite_email'] as const;
export type ReferralPlacement = (typeof REFERRAL_PLACEMENTS)[number];

export type ReferralPlacementSettings = Readonly<Record<ReferralPlacement, FlagValue>>;

/** The shop_documents kind. */
export const REFERRAL_PLACEMENTS_DOCUMENT = 'referral_placements';

/** Everywhere by default: turning the offer on is the merchant's choice to run the programme. */
export const DEFAULT_REFERRAL_PLACEMENTS: ReferralPlacementSettings = { storefront_block: FLAG_ON, checkout_prompt: FLAG_ON, invite_email: FLAG_ON };

export function readReferralPlacements(stored: unknown): ReferralPlacementSettings {
  return documentOverDefaults(DEFAULT_REFERRAL_PLACEMENTS, stored, { storefront_block: flagField, checkout_prompt: flagField, invite_email: flagField });
}

export function showsReferralIn(placements: ReferralPlacementSettings, placement: ReferralPlacement): boolean {
  return placements[placement] === FLAG_ON;
}

/** Whether the programme shows in a placement: the referral offer is on and the merchant keeps that placement's switch on. */
export function showsReferral(offer: { readonly is_active: FlagValue }, placements: ReferralPlacementSettings, placement: ReferralPlacement): boolean {
  return isFlagOn(offer.is_active) && showsReferralIn(placements, placement);
}
