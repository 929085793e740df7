import { type ReviewAppId } from '../../../src/domain/import/import-apps';
import { type ImportedReviewDraft } from '../../../src/domain/import/imported-review';

/** The credentials the merchant pasted for one import: by REVIEW_APP_CREDENTIALS' field names. Used once, never stored. */
export type ReviewAppCredentials = Readonly<Record<string, string>>;

/**
 * Another review app's API (docs/product/import-apps.md#other-apps): every review of the
 * merchant's account, read page by page, as drafts numbered from 1 in the app's order.
 * Refused credentials fail with invalidInput naming the credential field; the app being down or
 * unreachable with AppError('upstreamFailure', …).
 */
export interface ReviewAppGateway {
  readonly app: ReviewAppId;
  /** At most `limit` reviews. */
  reviews(credentials: ReviewAppCredentials, limit: number): Promise<readonly ImportedReviewDraft[]>;
}
