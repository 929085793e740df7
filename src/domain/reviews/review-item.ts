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
}

/** The list's sort orders (get_reviews `sort`). */
export const REVIEW_SORTS = ['commented_at_desc', 'commented_at_asc', 'rating_desc', 'rating_asc', 'helpful_desc'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
