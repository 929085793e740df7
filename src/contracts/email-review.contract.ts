import { answer, get, post, schemasOf } from './contract';
import { type StoredUpload, type UploadPolicy } from './uploads.contract';

/**
 * The public /email_review page (docs/product/storefront.md#email-review): a customer adds photos
 * or a video to their review from a signed, expiring e-mail link. Every call carries the link's
 * token; the shop and the review are the token's, never a parameter.
 */

const schema = schemasOf(() => import('./email-review.schema'));

export const EMAIL_REVIEW_PAGE_PATH = '/email_review';

/** What the page shows of the review being completed: no e-mail address, no name. */
export interface EmailReviewAnswer {
  readonly product_title: string;
  readonly rating: number;
  readonly title: string;
  readonly photo_count: number;
  readonly video_count: number;
  /** Photos and videos it may still take. */
  readonly photos_left: number;
  readonly videos_left: number;
}

/** GET email_review/review?token=: the review the link is for (401 for a link that is not ours or expired). */
export const getEmailReview = get('/api/v1/public/email_review/review', schema('emailReviewTokenRequest'), answer<EmailReviewAnswer>());

/** GET email_review/upload_policy?token=: a one-hour upload policy for the link's shop. */
export const getEmailReviewUploadPolicy = get('/api/v1/public/email_review/upload_policy', schema('emailReviewTokenRequest'), answer<UploadPolicy>());

/** POST /email_review_upload?token=: the multipart form of the upload path, for the link's shop. */
export const emailReviewUpload = post('/email_review_upload', schema('emailReviewUploadRequest'), answer<StoredUpload>(), { raw: true });

/** POST email_review/attach: adds the uploaded files to the review (at most 5 photos and one video in all). */
export const attachEmailReviewMedia = post('/api/v1/public/email_review/attach', schema('attachEmailReviewMediaRequest'), answer<EmailReviewAnswer>());

export interface ReviewPhotoLink {
  readonly url: string;
  /** ISO date and time the link stops working. */
  readonly expires_at: string;
}

/** GET get_review_photo_link?id=: the signed link a customer adds photos to that review with (for the review e-mails). */
export const getReviewPhotoLink = get('/api/v1/admin/get_review_photo_link', schema('reviewPhotoLinkRequest'), answer<ReviewPhotoLink>());
