import { FLAG_ON, type FlagValue } from '../shop/flag-value';

/**
 * The review summary block's settings (docs/product/storefront.md#review-summary): the average, the
 * per-star bars and the summary of what shoppers mention. Switches are '1' (on) / '2' (off).
 */
export interface ReviewSummarySettings {
  readonly is_active: FlagValue;
  readonly show_histogram: FlagValue;
  readonly show_ai_summary: FlagValue;
  /** The per-star bars' colour; empty (the default) draws them in the widget's star colour. */
  readonly bar_color: string;
  readonly text_color: string;
  readonly bg_color: string;
  /** How many of the most mentioned aspects the summary names. */
  readonly max_aspects: number;
}

/** A bar_color that follows the star colour of the widget settings. */
export const BARS_IN_STAR_COLOR = '';

export const REVIEW_SUMMARY_SWITCHES = ['is_active', 'show_histogram', 'show_ai_summary'] as const;
export const REVIEW_SUMMARY_COLOR_FIELDS = ['bar_color', 'text_color', 'bg_color'] as const;
export const MAX_ASPECTS_MIN = 1;
export const MAX_ASPECTS_MAX = 6;

export const DEFAULT_REVIEW_SUMMARY_SETTINGS: ReviewSummarySettings = {
  is_active: FLAG_ON,
  show_histogram: FLAG_ON,
  show_ai_summary: FLAG_ON,
  bar_color: BARS_IN_STAR_COLOR,
  text_color: '#1f2124',
  bg_color: '#ffffff',
  max_aspects: 4,
};

/** What shoppers talk about; the summarizer recognises each in several languages. */
export const REVIEW_ASPECTS = ['quality', 'value', 'size', 'comfort', 'look', 'durability', 'shipping', 'service'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];

/** One aspect: in how many reviews it comes up, and the share of those rated 4 or 5 stars. */
export interface AspectMention {
  readonly aspect: ReviewAspect;
  readonly mentions: number;
  readonly positive_percent: number;
}

/** A summary of published reviews: the most mentioned aspects first, and a sentence saying so. */
export interface ReviewAiSummary {
  readonly review_count: number;
  readonly aspects: readonly AspectMention[];
  /** Empty when no aspect comes up in any review. */
  readonly text: string;
  /** The language the text is written in (the requested one, or English where its words are missing). */
  readonly lang: string;
}

/** A rating counts as positive from 4 stars. */
export const POSITIVE_RATING = 4;

/** The positive share, rounded to a whole percent. */
export function positivePercent(positive: number, mentions: number): number {
  return mentions === 0 ? 0 : Math.round((positive / mentions) * 100);
}

/** Most mentioned first; ties by the larger positive share, then the aspect's fixed order. */
export function rankAspects(mentions: readonly AspectMention[], limit: number): AspectMention[] {
  return mentions
    .filter((mention) => mention.mentions > 0)
    .sort((a, b) => b.mentions - a.mentions || b.positive_percent - a.positive_percent || REVIEW_ASPECTS.indexOf(a.aspect) - REVIEW_ASPECTS.indexOf(b.aspect))
    .slice(0, limit);
}
