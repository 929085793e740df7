import { EMAIL_REVIEW_PAGE_PATH, type EmailReviewAnswer, type ReviewPhotoLink } from '../../../src/contracts/email-review.contract';
import { REVIEW_PHOTOS_MAX, REVIEW_VIDEOS_MAX } from '../../../src/contracts/storefront.schema';
import { AppError, invalidInput, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type UploadedFileRepository } from '../storage/uploaded-file-repository.port';
import { uploadedReviewMedia } from '../storage/uploaded-review-media';
import { type EmailReviewRepository, type EmailReviewRow, type EmailReviewWrites } from './email-review-repository.port';
import { type ReviewLinkTokens } from './review-link-tokens.port';

/** The review a link opens, for the shop the link names. */
export interface LinkedReview {
  readonly shop: AuthenticatedShop;
  readonly reviewId: number;
}

function answerOf(row: EmailReviewRow): EmailReviewAnswer {
  return {
    product_title: row.productTitle,
    rating: row.rating,
    title: row.title,
    photo_count: row.photoCount,
    video_count: row.videoCount,
    photos_left: Math.max(0, REVIEW_PHOTOS_MAX - row.photoCount),
    videos_left: Math.max(0, REVIEW_VIDEOS_MAX - row.videoCount),
  };
}

/**
 * /email_review (docs/product/storefront.md#email-review): a customer adds photos or a video to
 * their review from a signed, expiring e-mail link. The link's token is the only credential: its
 * shop and review are used, never a parameter's.
 */
export class EmailReviewUseCases {
  constructor(
    private readonly tokens: ReviewLinkTokens,
    private readonly shops: ShopRepository,
    private readonly reviews: EmailReviewRepository,
    private readonly writes: Transactions<EmailReviewWrites>,
    private readonly uploads: UploadedFileRepository,
  ) {}

  /** The link's shop and review, or 401 saying whether the link expired or is not one of ours. */
  async open(token: string): Promise<LinkedReview> {
    const check = await this.tokens.verify(token);
    if (!check.valid) throw new AppError('unauthorized', check.reason === 'expired' ? 'token: this link has expired' : 'token: this link is not valid');
    const shop = await this.shops.findByDomain(check.claims.shopDomain);
    if (!shop) throw new AppError('unauthorized', 'token: this link is not valid');
    return { shop: { id: shop.id, domain: shop.domain }, reviewId: check.claims.reviewId };
  }

  async read(token: string): Promise<EmailReviewAnswer> {
    const linked = await this.open(token);
    return answerOf(await this.reviewOf(linked));
  }

  /** Adds the files (each one this shop uploaded, of the field's kind) within the review's room for photos and a video. */
  async attach(token: string, keys: { readonly photos: readonly string[]; readonly videos: readonly string[] }): Promise<EmailReviewAnswer> {
    const linked = await this.open(token);
    const media = await uploadedReviewMedia(this.uploads, linked.shop, keys);
    if (media.length === 0) throw invalidInput('photos', 'choose at least one photo or video');
    await this.writes.run(async ({ emailReviews }) => {
      const row = await emailReviews.review(linked.shop, linked.reviewId);
      if (!row) throw notFound('review');
      const photos = media.filter((item) => item.kind === 'photo').length;
      const videos = media.length - photos;
      if (row.photoCount + photos > REVIEW_PHOTOS_MAX) throw invalidInput('photos', `a review takes at most ${REVIEW_PHOTOS_MAX} photos; it has ${row.photoCount}`);
      if (row.videoCount + videos > REVIEW_VIDEOS_MAX) throw invalidInput('videos', `a review takes at most ${REVIEW_VIDEOS_MAX} video; it has ${row.videoCount}`);
      await emailReviews.attachMedia(linked.shop, linked.reviewId, media);
    });
    return answerOf(await this.reviewOf(linked));
  }

  /** The admin's "copy photo link": a link for a review of the signed-in shop, at the app's public origin. */
  async link(shop: AuthenticatedShop, reviewId: number, origin: string): Promise<ReviewPhotoLink> {
    if (!(await this.reviews.review(shop, reviewId))) throw notFound('review');
    const { token, expiresAt } = await this.tokens.sign({ shopDomain: shop.domain, reviewId });
    return { url: `${origin}${EMAIL_REVIEW_PAGE_PATH}?token=${encodeURIComponent(token)}`, expires_at: expiresAt.toISOString() };
  }

  private async reviewOf(linked: LinkedReview): Promise<EmailReviewRow> {
    const row = await this.reviews.review(linked.shop, linked.reviewId);
    // The review was deleted since the e-mail went out: the link has nothing left to complete.
    if (!row) throw new AppError('unauthorized', 'token: this link is not valid');
    return row;
  }
}
