import { type ValidRequestOf } from '../../../src/contracts/contract';
import { type SubmittedReviewStatus, type submitStorefrontReview } from '../../../src/contracts/storefront.contract';
import { publishesOnSubmit } from '../../../src/domain/storefront/review-publication';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type UploadedFileRepository } from '../storage/uploaded-file-repository.port';
import { uploadedReviewMedia } from '../storage/uploaded-review-media';
import { readReviewWidgetSettings } from '../settings/review-widget-settings-store';
import { isFlagOn } from '../../../src/domain/shop/flag-value';
import { STORE_REVIEW_PRODUCT_ID } from '../../../src/domain/storefront/store-review-widgets';
import { readStoreReviewSettings } from '../settings/store-review-widgets-settings';
import { productGid } from '../../../src/domain/shop/shopify-ids';
import { reviewArrivalHold } from '../collect/review-handling-settings';
import { type Transactions } from '../shared/transactions.port';
import { type StorefrontWrites } from './storefront-repository.port';
import { followUpMails } from '../collect/review-follow-ups';
import { type ReferralInviteSettings } from '../collect/referral-invite-settings';
import { reviewSourceOf } from '../../../src/domain/collect/review-form-link';

import { type ReviewAttributeRepository } from '../collect/review-attribute-repository.port';
import { type NotificationWrites } from '../notifications/notification-queue.port';
import { reviewNotifications } from '../notifications/notification-rows';
import { type NotificationSettingsReader } from '../notifications/notification-settings-reader';
import { checkAnswers, type ReviewAttributeAnswer } from '../../../src/domain/collect/review-attributes';
import { shopifyCustomerId } from '../../../src/domain/shop/shopify-ids';
import { isLowRating } from '../../../src/domain/notifications/merchant-notifications';
import { reviewKlaviyoEvents } from '../../../src/domain/klaviyo/klaviyo-events';
import { type KlaviyoEventWrites, queueKlaviyoEvents } from '../shared/klaviyo-events.port';

type SubmitReviewRequest = ValidRequestOf<typeof submitStorefrontReview>;

/** Who wrote it, as Shopify's app proxy signed it: `logged_in_customer_id`, '' or absent when signed out. */
export interface StorefrontShopper {
  readonly customerId?: string | undefined;
}

/** The order behind a review link's token (the collect area's ReviewFormUseCases). */
export interface ReviewLinkOrders {
  /** Fails naming `token` or `product_id` unless the token is this shop's and the product its order's, not yet reviewed. */
  submission(shop: AuthenticatedShop, token: string, productNumber: string | undefined): Promise<{ readonly orderId: string; readonly customerEmail: string }>;
}

/**
 * POST /proxy/submit_review (docs/product/storefront.md#write-a-review): published at once or
 * held for the merchant by the widget settings and the hold words of /collect/managing_reviews. Never "verified buyer": an address a shopper types
 * proves nothing (and would tell anyone who has ordered); the review-request e-mail's signed link
 * is what will verify. A form whose honeypot is filled is answered as a held review and stored
 * nowhere, so a robot learns nothing. With a review link's `token` the review is the order's and
 * verified, its source "Email request"; from the shop's link (`via`) its source is "QR Code" or
 * "Store link", unverified (docs/product/collect-link.md). A shopper signed in to the store is the
 * review's customer; its Shopify Flow triggers name them (docs/product/shopify-flow.md).
 */
export class SubmitStorefrontReviewUseCase {
  constructor(
    private readonly writes: Transactions<
      StorefrontWrites & { readonly attributes: ReviewAttributeRepository; readonly notifications: NotificationWrites; readonly klaviyo: KlaviyoEventWrites }
    >,
    private readonly settings: SettingsRepository,
    private readonly uploads: UploadedFileRepository,
    private readonly now: () => Date,
    private readonly attributes: ReviewAttributeRepository,
    /** The merchant's notification settings: the new review's e-mail is queued with it (docs/product/notifications.md). */
    private readonly notificationSettings: Pick<NotificationSettingsReader, 'read'>,
    /** Checks the token of a review link (docs/product/collect-link.md); without it, links are refused. */
    private readonly reviewForms: ReviewLinkOrders | null = null,
    /** The referral invite a known customer's review queues (docs/product/referral-invites.md). */
    private readonly referralInvites: Pick<ReferralInviteSettings, 'afterReview'> | null = null,
  ) {}

  async execute(shop: AuthenticatedShop, request: SubmitReviewRequest, shopper: StorefrontShopper = {}): Promise<{ readonly status: SubmittedReviewStatus }> {
    // A review-request e-mail's signed link: the order's product, from a verified buyer (docs/product/collect-link.md).
    const ordered = request.token === undefined || !this.reviewForms ? null : await this.reviewForms.submission(shop, request.token, request.product_id);
    if (request.token !== undefined && !ordered) throw invalidInput('token', 'review links are not taken here');
    if (request.product_id === undefined && !ordered) await this.refuseStoreReviewUnlessTaken(shop);
    if (request.website !== '') return { status: 'pending' };
    const answers = await this.checkedAnswers(shop, request);
    const media = await uploadedReviewMedia(this.uploads, shop, { photos: request.photos ?? [], videos: request.videos ?? [] });
    const settings = await readReviewWidgetSettings(this.settings, shop);
    // The rules of /collect/managing_reviews (docs/product/collect-manage.md): a review from a
    // request e-mail follows its own publish switch and the hold words, never its rating.
    const arrival = ordered ? 'email_request' : 'storefront';
    const held = await reviewArrivalHold(this.settings, shop, arrival, { title: request.title, body: request.body });
    const published = held === null && (ordered !== null || publishesOnSubmit(settings, request.rating));
    const review = {
      productId: request.product_id === undefined ? STORE_REVIEW_PRODUCT_ID : productGid(request.product_id),
      authorName: request.name,
      authorEmail: ordered?.customerEmail ?? request.email ?? '',
      rating: request.rating,
      title: request.title,
      body: request.body,
      verified: ordered !== null,
      published,
      customerId: shopifyCustomerId(shopper.customerId),
      commentedAt: this.now(),
      media,
      ...(ordered ? { source: reviewSourceOf({ kind: 'order' }), orderId: ordered.orderId } : request.via ? { source: reviewSourceOf({ kind: 'shop', channel: request.via }) } : {}),
    };
    const notify = await this.notificationSettings.read(shop);
    const invites = this.referralInvites ? await this.referralInvites.afterReview(shop) : () => [];
    await this.writes.run(async ({ storefront, mails, attributes, notifications, events, klaviyo }) => {
      const reviewId = await storefront.insertReview(shop, review);
      await attributes.insertAnswers(shop, reviewId, answers);
      await mails.schedule(shop.id, [
        ...followUpMails(reviewId, review.authorEmail, media.length > 0, review.commentedAt),
        ...invites({ id: reviewId, customerId: review.customerId, email: review.authorEmail, at: review.commentedAt }),
      ]);
      // The merchant hears of it in the same transaction: a stored review always has its e-mail queued.
      await notifications.queue(shop.id, reviewNotifications(notify, { id: reviewId, rating: review.rating, heldByHoldWord: held === 'hold_word' }, review.commentedAt));
      await events.queueReviewEvent(shop, 'review.created', [reviewId], review.commentedAt);
      if (published) await events.queueReviewEvent(shop, 'review.published', [reviewId], review.commentedAt);
      // Shopify Flow: the merchant's low-rating threshold is the notifications' one (docs/product/shopify-flow.md#triggers).
      if (published) await events.queueFlowTrigger(shop, 'review-published', [reviewId], review.commentedAt);
      if (isLowRating(notify, review.rating)) await events.queueFlowTrigger(shop, 'low-rating-received', [reviewId], review.commentedAt);
      // Klaviyo (docs/product/klaviyo.md#events): the same low-rating threshold.
      await queueKlaviyoEvents(klaviyo, shop, review.commentedAt, (enabled) =>
        reviewKlaviyoEvents(
          { shopId: shop.id, reviewId, email: review.authorEmail, rating: review.rating, title: review.title, body: review.body, productId: request.product_id === undefined ? null : review.productId, published, verified: review.verified, at: review.commentedAt },
          notify.low_rating_threshold,
          enabled,
        ),
      );
    });
    return { status: published ? 'published' : 'pending' };
  }

  /** The answers to the review attributes the form of this product asks (docs/product/collect-attributes.md); 422 naming `attributes.<id>`. */
  private async checkedAnswers(shop: AuthenticatedShop, request: SubmitReviewRequest): Promise<readonly ReviewAttributeAnswer[]> {
    const checked = checkAnswers(await this.attributes.list(shop), request.product_id, request.attributes ?? {});
    if ('problem' in checked) throw invalidInput(checked.problem.field, checked.problem.message);
    return checked.answers;
  }

  /** A review without a product is a store review: only when the shop shows them and lets shoppers write them (docs/product/storefront.md#store-reviews). */
  private async refuseStoreReviewUnlessTaken(shop: AuthenticatedShop): Promise<void> {
    const store = await readStoreReviewSettings(this.settings, shop);
    if (!isFlagOn(store.is_active_store_review) || !isFlagOn(store.is_allow_write)) throw invalidInput('product_id', 'is required: this shop does not take store reviews');
  }
}
