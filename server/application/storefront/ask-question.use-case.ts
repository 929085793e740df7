import { type ValidRequestOf } from '../../../src/contracts/contract';
import { type askStorefrontQuestion } from '../../../src/contracts/storefront.contract';
import { type NotificationWrites } from '../notifications/notification-queue.port';
import { questionNotifications } from '../notifications/notification-rows';
import { type NotificationSettingsReader } from '../notifications/notification-settings-reader';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { productGid } from '../../../src/domain/shop/shopify-ids';
import { type Transactions } from '../shared/transactions.port';
import { type StorefrontWrites } from './storefront-repository.port';

/**
 * POST /proxy/ask_question (docs/product/storefront.md#questions): stored unpublished, with the
 * merchant's new-question e-mail queued in the same transaction (docs/product/notifications.md);
 * the merchant answers and publishes it in /qa. A filled honeypot is answered alike and stored nowhere.
 */
export class AskQuestionUseCase {
  constructor(
    private readonly writes: Transactions<Pick<StorefrontWrites, 'storefront' | 'events'> & { readonly notifications: NotificationWrites }>,
    private readonly notificationSettings: Pick<NotificationSettingsReader, 'read'>,
    private readonly now: () => Date,
  ) {}

  async execute(shop: AuthenticatedShop, request: ValidRequestOf<typeof askStorefrontQuestion>): Promise<{ readonly status: 'pending' }> {
    if (request.website !== '') return { status: 'pending' };
    const notify = await this.notificationSettings.read(shop);
    const askedAt = this.now();
    await this.writes.run(async ({ storefront, notifications, events }) => {
      const questionId = await storefront.insertQuestion(shop, {
        productId: productGid(request.product_id),
        questionerName: request.name,
        questionerEmail: request.email,
        body: request.body,
        askedAt,
      });
      await notifications.queue(shop.id, questionNotifications(notify, questionId, askedAt));
      await events.queueQuestionEvent(shop, 'question.created', [questionId], askedAt);
    });
    return { status: 'pending' };
  }
}
