import { type StorefrontReviewSort } from './review-widget-settings';

/**
 * What shoppers see of a review (docs/product/storefront.md#what-shoppers-see): published
 * reviews only, no e-mail, the reply only when published. Text is exactly as written; every
 * renderer escapes it (Liquid's `escape`, the scripts' textContent).
 */
export interface StorefrontReview {
  readonly id: number;
  /** As the widget settings show names: 'Jane D.', or initials 'J. D.' when anonymous. */
  readonly author: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  /** ISO 8601 instant. */
  readonly date: string;
  /** The date as the widget settings format it. */
  readonly date_text: string;
  /** The same day as YYYY-MM-DD (the shop's calendar): search engines' datePublished. */
  readonly date_published: string;
  /** A verified buyer: we found the reviewer's order. */
  readonly verified: boolean;
  /** A verified reviewer, never with `verified`: the source knew the reviewer, no order of theirs was found (docs/product/import-provenance.md). */
  readonly reviewer_verified: boolean;
  /** The reviewer got something for the review: the card discloses it, whatever the badge settings. */
  readonly incentivized: boolean;
  readonly photos: readonly string[];
  readonly videos: readonly string[];
  readonly reply: { readonly body: string; readonly date_text: string } | null;
  readonly helpful: number;
  /** The language the review was written in ('de', 'pt-PT'); '' when unknown (docs/product/storefront.md#translation). */
  readonly language: string;
}

/** A review's words in the shopper's language (GET review_translations). */
export interface ReviewTranslation {
  readonly review_id: number;
  /** The language it was written in, as the review says or the translator found it. */
  readonly source_language: string;
  readonly title: string;
  readonly body: string;
  /** The merchant's published reply, translated too; null without one. */
  readonly reply_body: string | null;
}

export interface RatingSummary {
  /** One decimal ('4.6'); '' when there is no review. */
  readonly average: string;
  readonly count: number;
  /** Reviews per rating: index 0 is one star, index 4 five stars. */
  readonly histogram: readonly [number, number, number, number, number];
}

/** One page of a product's published reviews: the metafield's first page, or the app proxy's next ones. */
export interface StorefrontReviewPage {
  readonly summary: RatingSummary;
  readonly reviews: readonly StorefrontReview[];
  /** 1-based. */
  readonly page: number;
  readonly pages: number;
  readonly per_page: number;
  readonly sort: StorefrontReviewSort;
}

export const EMPTY_HISTOGRAM: RatingSummary['histogram'] = [0, 0, 0, 0, 0];

/** The average rating to one decimal, as shoppers read it; null without reviews. */
export function roundedAverage(ratingSum: number, count: number): number | null {
  return count === 0 ? null : Math.round((ratingSum / count) * 10) / 10;
}

/** The summary from the count of reviews at each rating (1-5). */
export function ratingSummary(histogram: RatingSummary['histogram']): RatingSummary {
  const count = histogram.reduce((sum, n) => sum + n, 0);
  const total = histogram.reduce((sum, n, index) => sum + n * (index + 1), 0);
  return { average: roundedAverage(total, count)?.toFixed(1) ?? '', count, histogram };
}

/** Shopify's standard `reviews.rating` metafield value (type rating), scale 1-5. */
export function ratingMetafieldValue(summary: RatingSummary): { readonly value: string; readonly scale_min: string; readonly scale_max: string } {
  return { value: summary.average === '' ? '0.0' : summary.average, scale_min: '1.0', scale_max: '5.0' };
}

/**
 * A reviewer's name as shoppers see it: first name and last initial ('Jane D.'), or only
 * initials ('J. D.') when the merchant shows reviewers anonymously.
 */
export function displayAuthorName(name: string, anonymous: boolean): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initial = (word: string) => `${Array.from(word)[0]?.toLocaleUpperCase() ?? ''}.`;
  if (words.length === 0) return '';
  if (anonymous) return words.map(initial).join(' ');
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last === undefined ? first! : `${first} ${initial(last)}`;
}

/** Pages needed for `count` reviews at `perPage` a page; at least one. */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** A published question with its published answers, as shoppers see it (docs/product/storefront.md#questions). */
export interface StorefrontQuestion {
  readonly id: number;
  /** As reviewers' names are shown: 'Jane D.', or initials. */
  readonly author: string;
  readonly body: string;
  readonly date_text: string;
  readonly answers: readonly { readonly author: string; readonly body: string; readonly date_text: string }[];
}

/** The first questions of a product: what its Q&A block draws without a request. */
export interface StorefrontQuestionPage {
  /** Published questions of the product. */
  readonly count: number;
  readonly questions: readonly StorefrontQuestion[];
}
