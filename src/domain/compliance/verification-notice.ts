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
