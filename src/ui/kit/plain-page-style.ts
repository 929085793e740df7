import { type CSSProperties } from 'react';

/**
 * The look of the pages shoppers open from an e-mail or a shared link (the e-mail review, the
 * referral pages): a plain card that fits a phone, no admin chrome. Each page spreads these and
 * adds its own.
 */
export const plainPageStyles = {
  page: { minHeight: '100vh', background: '#f6f6f7', color: '#202223', font: '16px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif', padding: '24px 16px', boxSizing: 'border-box' },
  card: { maxWidth: 560, margin: '0 auto', background: '#fff', borderRadius: 12, padding: '24px 20px', boxShadow: '0 1px 3px rgba(0,0,0,.12)' },
  heading: { lineHeight: 1.25, margin: '0 0 8px' },
  muted: { color: '#4a4f55', margin: '0 0 16px' },
  label: { fontWeight: 600, display: 'block' },
  button: { display: 'block', width: '100%', minHeight: 48, border: 0, borderRadius: 8, fontSize: 16, fontWeight: 600, cursor: 'pointer' },
  error: { color: '#8e1f0b' },
} satisfies Record<string, CSSProperties>;
