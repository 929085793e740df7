import { type CSSProperties } from 'react';
import { type ReferralOfferAnswer } from '../../contracts/referrals.contract';
import { plainPageStyles } from '../kit/plain-page-style';

/** The referral pages' look: the plain page's, in the shop's colours where it has them. */
export const referralPageStyles = {
  page: plainPageStyles.page,
  card: plainPageStyles.card,
  shop: { fontSize: 14, fontWeight: 600, letterSpacing: 0.5, textTransform: 'uppercase', margin: '0 0 8px' },
  heading: { ...plainPageStyles.heading, fontSize: 26 },
  muted: plainPageStyles.muted,
  label: { ...plainPageStyles.label, margin: '16px 0 4px' },
  input: { display: 'block', width: '100%', minHeight: 48, boxSizing: 'border-box', border: '1px solid #8c9196', borderRadius: 8, padding: '0 12px', fontSize: 16 },
  check: { display: 'flex', gap: 12, alignItems: 'flex-start', margin: '16px 0 0' },
  checkbox: { width: 24, height: 24, margin: 0, flex: '0 0 auto' },
  button: { ...plainPageStyles.button, marginTop: 20, textAlign: 'center', lineHeight: '48px', textDecoration: 'none' },
  code: { fontFamily: "'Courier New', Courier, monospace", fontSize: 26, fontWeight: 700, letterSpacing: 2, textAlign: 'center', border: '2px dashed #1f2124', borderRadius: 8, padding: 16, margin: '16px 0' },
  error: { ...plainPageStyles.error, margin: '6px 0 0' },
  link: { color: '#005bd3' },
} satisfies Record<string, CSSProperties>;

/** The offer card in the colours the merchant chose for the referral card (docs/product/storefront.md#referral-and-checkout). */
export function brandedCard(offer: Pick<ReferralOfferAnswer, 'bg_color' | 'text_color'> | null): CSSProperties {
  return offer ? { ...referralPageStyles.card, background: offer.bg_color, color: offer.text_color } : referralPageStyles.card;
}

export function brandedButton(offer: Pick<ReferralOfferAnswer, 'button_bg_color' | 'button_text_color'> | null): CSSProperties {
  return { ...referralPageStyles.button, background: offer?.button_bg_color ?? '#1f2124', color: offer?.button_text_color ?? '#ffffff' };
}
