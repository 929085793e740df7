import { FLAG_OFF, type FlagValue } from '../shop/flag-value';

/**
 * The storefront's "how we verify reviews" notice (EU Directive 2005/29/EC Art. 7(6), added by
 * Directive (EU) 2019/2161): a shop that shows reviews says whether and how it checks they come from
 * buyers (docs/product/compliance-auditor.md#notice). Shown in the reviews block, as text.
 */
export interface VerificationNoticeSettings {
  readonly is_enabled: FlagValue;
  readonly text: string;
}

export const VERIFICATION_NOTICE_MAX_LENGTH = 600;

export const DEFAULT_VERIFICATION_NOTICE: VerificationNoticeSettings = { is_enabled: FLAG_OFF, text: '' };

/** The shop_documents kind holding it; the storefront sync publishes it with the widgets' settings. */
export const VERIFICATION_NOTICE_DOCUMENT = 'verification_notice';

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored document over the default: anything else than '1' is off, a missing or non-text text is ''. */
export function verificationNoticeFrom(stored: unknown): VerificationNoticeSettings {
  if (!isRecord(stored)) return DEFAULT_VERIFICATION_NOTICE;
  return {
    is_enabled: stored.is_enabled === '1' ? '1' : FLAG_OFF,
    text: typeof stored.text === 'string' ? stored.text.slice(0, VERIFICATION_NOTICE_MAX_LENGTH) : '',
  };
}
