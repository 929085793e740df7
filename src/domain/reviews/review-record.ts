import {
  PUBLISH_STATUS_PUBLISHED,
  PUBLISH_STATUS_UNPUBLISHED,
  RESOURCE_TYPE_EMPTY,
  RESOURCE_TYPE_PHOTO,
  RESOURCE_TYPE_TEXT,
  RESOURCE_TYPE_VIDEO,
  REVIEW_TAG_FEATURED,
  REVIEW_TAG_IN_SHOWS,
  REVIEW_TAG_TOP_REVIEW,
  REVIEW_TAG_UNFEATURED,
  REVIEW_TAG_UNVERIFIED,
  REVIEW_TAG_VERIFIED,
  type PublishStatusCode,
  type ResourceTypeCode,
  type ReviewTagCode,
} from './review-filter-codes';

/** A review as the filter sees it: the plain record the server's filter SQL is checked against. */
export interface ReviewRecord {
  readonly id: string;
  readonly productId: string;
  /** The product group its product is a member of; absent or null when none. */
  readonly productGroupId?: number | null;
  /** Star rating, 1-5. */
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly authorName: string;
  /** One of REVIEW_SOURCES; any other text matches only when no source is selected. */
  readonly source: string;
  readonly published: boolean;
  readonly featured: boolean;
  readonly verified: boolean;
  readonly topReview: boolean;
  /** Featured in the "shows" (buyers show) gallery. */
  readonly inShows: boolean;
  readonly photoCount: number;
  readonly videoCount: number;
  /** When the review was written: epoch milliseconds (an instant; the shop's zone applies when filtering). */
  readonly commentedAt: number;
  /** The import that added it (its job id); absent or null when none did. */
  readonly importId?: number | null;
}

/** Body text that is more than white space; the title does not count as text. */
export function hasBodyText(review: ReviewRecord): boolean {
  return review.body.trim() !== '';
}

/**
 * The resource types a review belongs to: photo (at least one photo) and video (at least one
 * video) may both apply; text is body text without any media; empty is no body text and no media.
 * So every review has at least one type, and selecting all four matches every review.
 */
export function reviewResourceTypes(review: ReviewRecord): ResourceTypeCode[] {
  const types: ResourceTypeCode[] = [];
  if (review.photoCount > 0) types.push(RESOURCE_TYPE_PHOTO);
  if (review.videoCount > 0) types.push(RESOURCE_TYPE_VIDEO);
  if (types.length === 0) types.push(hasBodyText(review) ? RESOURCE_TYPE_TEXT : RESOURCE_TYPE_EMPTY);
  return types;
}

/** The tags a review carries: featured or unfeatured, verified or unverified, plus top review and in shows. */
export function reviewTags(review: ReviewRecord): ReviewTagCode[] {
  const tags: ReviewTagCode[] = [
    review.featured ? REVIEW_TAG_FEATURED : REVIEW_TAG_UNFEATURED,
    review.verified ? REVIEW_TAG_VERIFIED : REVIEW_TAG_UNVERIFIED,
  ];
  if (review.topReview) tags.push(REVIEW_TAG_TOP_REVIEW);
  if (review.inShows) tags.push(REVIEW_TAG_IN_SHOWS);
  return tags;
}

export function reviewPublishStatus(review: ReviewRecord): PublishStatusCode {
  return review.published ? PUBLISH_STATUS_PUBLISHED : PUBLISH_STATUS_UNPUBLISHED;
}
