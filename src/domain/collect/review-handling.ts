import { FLAG_ON, isFlagOn, type FlagValue } from '../shop/flag-value';

/**
 * How collected reviews are handled when they arrive (docs/product/collect-manage.md): published at
 * once or held for the merchant, per source, and a hold-words list. The merchant's e-mail about a
 * new review belongs to /settings/notifications (docs/product/notifications.md). Never by star rating: holding reviews back for their rating alone is review suppression
 * (FTC 16 CFR 465, in force 2024-10-21), so no rule here reads the rating.
 */

export const HOLD_WORDS_MAX = 100;
export const HOLD_WORD_MAX_LENGTH = 50;

/** Where a review came from, for the publishing rule. */
export const REVIEW_ARRIVAL_SOURCES = ['storefront', 'email_request'] as const;
export type ReviewArrivalSource = (typeof REVIEW_ARRIVAL_SOURCES)[number];

/** The managing_reviews document (shop_documents `review_handling`) with its defaults. */
export interface ReviewHandlingDocument {
  /** '1': a review left through a review-request e-mail's link is published at once. */
  readonly email_review_publish: FlagValue;
  /** A review whose title or text contains one of these (as a word) waits for the merchant. */
  readonly hold_words: readonly string[];
}

export const DEFAULT_REVIEW_HANDLING: ReviewHandlingDocument = {
  email_review_publish: FLAG_ON,
  hold_words: [],
};

/**
 * The managing_reviews screen's settings: the document, and the storefront form's publishing switch,
 * which is the write-review settings' own `is_review_publish` (one stored value, two screens).
 */
export interface ReviewHandlingSettings extends ReviewHandlingDocument {
  readonly is_review_publish: FlagValue;
}

function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** The list as kept: trimmed, blanks dropped, each word once (case ignored), first spelling kept. */
export function normalizeHoldWords(words: readonly string[]): readonly string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const word of words) {
    const trimmed = word.trim().replace(/\s+/g, ' ');
    const key = fold(trimmed);
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}

/** Scripts written without spaces between words: a hold word there matches anywhere in the text. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

function occursAsWord(text: string, word: string): boolean {
  if (UNSPACED_SCRIPT.test(word)) return text.includes(word);
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = text.slice(Math.max(0, at - 1), at);
    const after = text.slice(at + word.length, at + word.length + 1);
    if (!WORD_CHARACTER.test(before) && !WORD_CHARACTER.test(after)) return true;
  }
  return false;
}

/**
 * The first hold word found in the review's title or text, or null. Case and width are ignored
 * ("Refund" holds "REFUND" and "ｒｅｆｕｎｄ"); a word matches as a whole word ("ass" does not hold
 * "class"), except in scripts written without spaces (Chinese, Japanese, Thai…), where it matches
 * anywhere.
 */
export function findHoldWord(review: { readonly title: string; readonly body: string }, words: readonly string[]): string | null {
  const text = fold(`${review.title}\n${review.body}`);
  for (const word of normalizeHoldWords(words)) if (occursAsWord(text, fold(word))) return word;
  return null;
}

/** Why a review waits for the merchant, or null when it is published at once. */
export type HeldReason = 'manual' | 'hold_word' | null;

/**
 * Whether a review arriving from `source` is published at once: when that source publishes
 * automatically and the review holds no hold word. The rating is not an input, on purpose.
 */
export function arrivalHold(
  settings: Pick<ReviewHandlingSettings, 'is_review_publish' | 'email_review_publish' | 'hold_words'>,
  source: ReviewArrivalSource,
  review: { readonly title: string; readonly body: string },
): HeldReason {
  const publishes = source === 'storefront' ? settings.is_review_publish : settings.email_review_publish;
  if (!isFlagOn(publishes)) return 'manual';
  return findHoldWord(review, settings.hold_words) === null ? null : 'hold_word';
}
