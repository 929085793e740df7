import { type CSSProperties } from 'react';
import { type ReferralOfferAnswer } from '../../contracts/referrals.contract';

/** The referral pages' look: a plain card that fits a phone, no admin chrome, in the shop's colours where it has them. */
export const referralPageStyles = {
  page: { minHeight: '100vh', background: '#f6f6f7', color: '#202223', font: '16px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif', padding: '24px 16px', boxSizing: 'border-box' },
  card: { maxWidth: 560, margin: '0 auto', background: '#fff', borderRadius: 12, padding: '24px 20px', boxShadow: '0 1px 3px rgba(0,0,0,.12)' },
  shop: { fontSize: 14, fontWeight: 600, letterSpacing: 0.5, textTransform: 'uppercase', margin: '0 0 8px' },
  heading: { fontSize: 26, lineHeight: 1.25, margin: '0 0 8px' },
  muted: { color: '#4a4f55', margin: '0 0 16px' },
  label: { fontWeight: 600, display: 'block', margin: '16px 0 4px' },
  input: { display: 'block', width: '100%', minHeight: 48, boxSizing: 'border-box', border: '1px solid #8c9196', borderRadius: 8, padding: '0 12px', fontSize: 16 },
  check: { display: 'flex', gap: 12, alignItems: 'flex-start', margin: '16px 0 0' },
  checkbox: { width: 24, height: 24, margin: 0, flex: '0 0 auto' },
  button: { display: 'block', width: '100%', minHeight: 48, border: 0, borderRadius: 8, fontSize: 16, fontWeight: 600, cursor: 'pointer', marginTop: 20, textAlign: 'center', lineHeight: '48px', textDecoration: 'none' },
  code: { fontFamily: "'Courier New', Courier, monospace", fontSize: 26, fontWeight: 700, letterSpacing: 2, textAlign: 'center', border: '2px dashed #1f2124', borderRadius: 8, padding: 16, margin: '16px 0' },
  error: { color: '#8e1f0b', margin: '6px 0 0' },
  link: { color: '#005bd3' },
} satisfies Record<string, CSSProperties>;

/** The offer card in the colours the merchant chose for the referral card (docs/product/storefront.md#referral-and-checkout). */
export function brandedCard(offer: Pick<ReferralOfferAnswer, 'bg_color' | 'text_color'> | null): CSSProperties {
  return offer ? { ...referralPageStyles.card, background: offer.bg_color, color: offer.text_color } : referralPageStyles.card;
}

export function brandedButton(offer: Pick<ReferralOfferAnswer, 'button_bg_color' | 'button_text_color'> | null): CSSProperties {
  return { ...referralPageStyles.button, background: offer?.button_bg_color ?? '#1f2124', color: offer?.button_text_color ?? '#ffffff' };
}
