import { reviewFollowUps } from '../../../src/domain/collect/request-queue';
import { suppressionAddress } from '../../../src/domain/collect/unsubscribe';
import { type NewCollectMail } from './collect-mail-queue.port';

/** The queue rows of a customer's review's follow-up e-mails (docs/product/collect.md#after-a-review). */
export function followUpMails(reviewId: number, email: string, hasMedia: boolean, at: Date): readonly NewCollectMail[] {
  return reviewFollowUps({ id: reviewId, email, hasMedia, atMs: at.getTime() }).map((followUp) => ({
    key: followUp.key,
    type: followUp.type,
    orderId: null,
    reviewId,
    step: null,
    recipient: suppressionAddress(email),
    dueAt: new Date(followUp.dueMs),
  }));
}
