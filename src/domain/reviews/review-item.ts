/**
 * The admin API's review as both sides see it (get_reviews, get_review): the server builds it,
 * the admin shows it. Text is exactly as stored, HTML-looking text included; renderers escape it.
 */
export interface ReviewMedia {
  readonly kind: 'photo' | 'video';
  readonly url: string;
}

export interface ReviewReply {
  readonly body: string;
  readonly published: boolean;
  readonly replied_at: string | null;
}

export interface ReviewItem {
  readonly id: number;
  readonly product_id: string;
  /** '' when the product is not in the catalog copy (Shopify mode reads products from the Admin API). */
  readonly product_title: string;
  readonly product_image_url: string | null;
  readonly author_name: string;
  readonly author_email: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly source: string;
  readonly verified: boolean;
  readonly featured: boolean;
  readonly top_review: boolean;
  readonly in_shows: boolean;
  readonly published: boolean;
  readonly media: readonly ReviewMedia[];
  readonly helpful_count: number;
  readonly country: string;
  readonly original_language: string;
  readonly reply: ReviewReply | null;
  /** ISO 8601 instants. */
  readonly commented_at: string;
  readonly imported_at: string | null;
  /** Verified reviewer: the source knew the reviewer but no order of theirs was found (`verified` is a verified buyer). */
  readonly reviewer_verified: boolean;
  /** The reviewer was given something for the review; shown as a disclosure. */
  readonly incentivized: boolean;
  /** Where an imported review came from; null for reviews collected here (docs/product/import.md#provenance). */
  readonly provenance: ReviewProvenance | null;
}

export interface ReviewProvenance {
  /** IMPORT_ORIGINS (src/domain/import/imported-review.ts). */
  readonly origin: string;
  /** The file name, page address or app name. */
  readonly label: string;
  /** The row of the file, when it came from one. */
  readonly row: number | null;
  readonly import_id: number | null;
}

/** The list's sort orders (get_reviews `sort`). */
export const REVIEW_SORTS = ['commented_at_desc', 'commented_at_asc', 'rating_desc', 'rating_asc', 'helpful_desc'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
