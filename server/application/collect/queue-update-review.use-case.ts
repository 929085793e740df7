import { reviewMailKey } from '../../../src/domain/collect/request-queue';
import { isDeliverableEmail, suppressionAddress } from '../../../src/domain/collect/unsubscribe';
import { type ReplyFollowUp } from '../reviews/reply-review.use-case';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type CollectFacts } from './collect-facts.port';
import { type CollectMailWrites } from './collect-mail-queue.port';

/**
 * A published reply invites the customer to update their review (the update-review e-mail,
 * docs/product/collect.md#after-a-review): once per review, whatever its rating, and only when
 * the merchant turned that e-mail on (the sender skips it otherwise).
 */
export class QueueUpdateReviewUseCase implements ReplyFollowUp {
  constructor(
    private readonly facts: CollectFacts,
    private readonly mails: CollectMailWrites,
    private readonly now: () => Date,
  ) {}

  async replyPublished(shop: AuthenticatedShop, reviewId: number): Promise<void> {
    const review = await this.facts.review(shop.id, reviewId);
    if (!review || !isDeliverableEmail(review.authorEmail)) return;
    await this.mails.schedule(shop.id, [
      {
        key: reviewMailKey(reviewId, 'update_review'),
        type: 'update_review',
        orderId: null,
        reviewId,
        step: null,
        recipient: suppressionAddress(review.authorEmail),
        dueAt: this.now(),
      },
    ]);
  }
}
