import {
  type DraftMedia,
  type ImportedReviewDraft,
  MAX_IMPORTED_AUTHOR_LENGTH,
  MAX_IMPORTED_BODY_LENGTH,
  MAX_IMPORTED_REPLY_LENGTH,
  MAX_IMPORTED_TITLE_LENGTH,
  MAX_MEDIA_PER_REVIEW,
} from './imported-review';
import { isFetchableMediaUrl } from './import-values';

/** What another app's API says of a review, before it is a draft. */
export type AppReview = Omit<ImportedReviewDraft, 'media' | 'commentedAt'> & {
  readonly commentedAt: string;
  readonly photoUrls: readonly string[];
  readonly videoUrls: readonly string[];
};

/**
 * A review another app's API gave, as a draft (docs/product/import-apps.md#drafts): texts cut to
 * the import's limits, the date as an ISO instant (left as given when unreadable: the pipeline's
 * checkDraft reports the row), only media addresses there is a file to fetch from (isFetchableMediaUrl), at most MAX_MEDIA_PER_REVIEW, photos first.
 */
export function appReviewDraft(review: AppReview): ImportedReviewDraft {
  const { photoUrls, videoUrls, ...fields } = review;
  const instant = Date.parse(review.commentedAt);
  const media: DraftMedia[] = [
    ...photoUrls.filter(isFetchableMediaUrl).map((url) => ({ kind: 'photo' as const, url })),
    ...videoUrls.filter(isFetchableMediaUrl).map((url) => ({ kind: 'video' as const, url })),
  ].slice(0, MAX_MEDIA_PER_REVIEW);
  return {
    ...fields,
    title: review.title.trim().slice(0, MAX_IMPORTED_TITLE_LENGTH),
    body: review.body.trim().slice(0, MAX_IMPORTED_BODY_LENGTH),
    authorName: review.authorName.trim().slice(0, MAX_IMPORTED_AUTHOR_LENGTH),
    authorEmail: review.authorEmail.trim(),
    commentedAt: Number.isNaN(instant) ? review.commentedAt : new Date(instant).toISOString(),
    reply: review.reply && review.reply.body.trim() !== '' ? { ...review.reply, body: review.reply.body.trim().slice(0, MAX_IMPORTED_REPLY_LENGTH) } : null,
    media,
  };
}

