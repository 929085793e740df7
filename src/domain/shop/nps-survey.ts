import { normaliseRawValue } from './flag-value';
import { NPS_FLAG_OFF } from './shop-config-flags';

/** The survey asks "how likely are you to recommend us" on the usual 0-10 scale (docs/product/nps.md). */
export const NPS_SCORE_MIN = 0;
export const NPS_SCORE_MAX = 10;

/** Every score the survey offers, lowest first. */
export const NPS_SCORES: readonly number[] = Array.from({ length: NPS_SCORE_MAX - NPS_SCORE_MIN + 1 }, (_, index) => NPS_SCORE_MIN + index);

/** The optional comment's longest length, in characters. */
export const NPS_COMMENT_MAX_LENGTH = 1000;

/** A shop is asked once it has used the app this many days… */
export const NPS_SURVEY_MIN_DAYS_INSTALLED = 14;

/** …and collected at least this many reviews, so the merchant has seen the app work. */
export const NPS_SURVEY_MIN_REVIEWS = 1;

/** is_show_nps as stored when the survey is due: the admin shows it. */
export const NPS_FLAG_SHOWN = '1';

export interface NpsSurveyFacts {
  readonly daysSinceInstall: number;
  readonly reviewCount: number;
}

/**
 * is_show_nps as the admin reads it, '1' or '0'. A stored value wins ('1' shown; anything else,
 * such as '0' once answered or closed, off for good); while none is stored, the survey turns on by
 * itself once the shop has been installed long enough and has collected a review.
 */
export function effectiveNpsFlag(stored: unknown, facts: NpsSurveyFacts): string {
  const value = normaliseRawValue(stored);
  if (value !== undefined && value !== '') return value === NPS_FLAG_SHOWN ? NPS_FLAG_SHOWN : NPS_FLAG_OFF;
  return facts.daysSinceInstall >= NPS_SURVEY_MIN_DAYS_INSTALLED && facts.reviewCount >= NPS_SURVEY_MIN_REVIEWS ? NPS_FLAG_SHOWN : NPS_FLAG_OFF;
}

/** Whether the survey shows: is_show_nps is '1' and the admin runs embedded in the Shopify admin. */
export function isNpsSurveyShown(flag: unknown, isEmbedded: boolean): boolean {
  return isEmbedded && normaliseRawValue(flag) === NPS_FLAG_SHOWN;
}
