import { type Logger } from 'pino';
import {
  TOPIC_APP_UNINSTALLED,
  TOPIC_CUSTOMERS_DATA_REQUEST,
  TOPIC_CUSTOMERS_REDACT,
  TOPIC_SHOP_REDACT,
  type OrderTopic,
} from '../../../src/contracts/webhooks.constants';
import { type OrderRecord } from '../collect/order-repository.port';
import { type OrderRequestPlanner } from '../collect/schedule-order-requests.use-case';
import { type MatchReferralOrderUseCase, type OrderReferral } from '../referrals/match-referral-order.use-case';
import { type Transactions } from '../shared/transactions.port';
import { type FileStorage } from '../storage/file-storage.port';
import { type ComplianceRepository, type CustomerReference } from './compliance-repository.port';
import { type WebhookDeliveryResult, type WebhookOutcome, type WebhookWrites } from './webhook-delivery-repository.port';

export type WebhookEvent =
  | { readonly topic: typeof TOPIC_APP_UNINSTALLED }
  | { readonly topic: typeof TOPIC_CUSTOMERS_DATA_REQUEST; readonly customer: CustomerReference; readonly dataRequestId: string }
  | { readonly topic: typeof TOPIC_CUSTOMERS_REDACT; readonly customer: CustomerReference }
  | { readonly topic: typeof TOPIC_SHOP_REDACT }
  | { readonly topic: OrderTopic; readonly order: OrderRecord; readonly referral?: OrderReferral | null };

export interface VerifiedDelivery {
  /** From X-Shopify-Shop-Domain, already validated and matched against the signed body. */
  readonly shopDomain: string;
  readonly eventId: string;
}

/**
 * Acts on one verified Shopify webhook exactly once per event id. Outcomes carry counts and row
 * ids only: keeping the redacted customer's e-mail in the record would undo the redaction.
 */
export class HandleWebhookUseCase {
  constructor(
    private readonly transactions: Transactions<WebhookWrites>,
    private readonly files: Pick<FileStorage, 'removeShop'>,
    private readonly logger: Pick<Logger, 'error'>,
    private readonly now: () => Date = () => new Date(),
    private readonly requests: OrderRequestPlanner | null = null,
    private readonly referrals: Pick<MatchReferralOrderUseCase, 'prepare'> | null = null,
  ) {}

  async execute(delivery: VerifiedDelivery, event: WebhookEvent): Promise<WebhookDeliveryResult> {
    let erasedShopId = null as number | null;
    // Read before the transaction: the shop's request schedule and time zone (settings, not rows it writes).
    const plan = 'order' in event && this.requests ? await this.requests.planFor(delivery.shopDomain) : null;
    const referral = 'order' in event && event.referral && this.referrals ? await this.referrals.prepare(delivery.shopDomain, event.referral) : null;
    const act = async (data: ComplianceRepository, writes: WebhookWrites): Promise<WebhookOutcome> => {
      const shop = await data.findShop(delivery.shopDomain);
      if (!shop) return { shop_found: false };
      if ('order' in event) {
        if (shop.uninstalled || !writes.orders || !writes.mails) return { shop_found: true, order_kept: false };
        await writes.orders.upsert(shop.id, event.order);
        // The friend's code is matched even on a cancelled order: the refusal or reward is its record (docs/product/referrals.md#conversions).
        const matched = referral && writes.referrals ? await referral({ referrals: writes.referrals, mails: writes.mails }, shop.id) : null;
        const referralOutcome = matched && matched.referral !== 'none' ? { referral: matched } : {};
        if (event.order.cancelledAt) {
          const skipped = await writes.mails.skipWaiting(shop.id, [event.order.id], 'cancelled');
          return { shop_found: true, order_id: event.order.id, request: 'cancelled', emails_skipped: skipped, ...referralOutcome };
        }
        const request = plan ? await plan.queue(writes.mails, shop.id, event.order, this.now()) : 'requests_off';
        return { shop_found: true, order_id: event.order.id, request, ...referralOutcome };
      }
      switch (event.topic) {
        case TOPIC_APP_UNINSTALLED:
          await data.uninstall(shop, this.now());
          return { shop_found: true, uninstalled: true, access_tokens_erased: true };
        case TOPIC_CUSTOMERS_DATA_REQUEST: {
          const held = await data.findCustomerData(shop, event.customer);
          return {
            shop_found: true,
            data_request_id: event.dataRequestId,
            customer_id: event.customer.customerId,
            reviews: { count: held.reviewIds.length, ids: held.reviewIds },
            questions: { count: held.questionIds.length, ids: held.questionIds },
            orders: { count: held.orderIds.length, ids: held.orderIds },
            referral_friends: { count: held.referralFriendIds.length, ids: held.referralFriendIds },
            referral_conversions: { count: held.referralConversionIds.length, ids: held.referralConversionIds },
          };
        }
        case TOPIC_CUSTOMERS_REDACT: {
          const redaction = await data.redactCustomer(shop, event.customer);
          return {
            shop_found: true,
            customer_id: event.customer.customerId,
            reviews_anonymised: redaction.reviewsAnonymised,
            review_media_deleted: redaction.reviewMediaDeleted,
            questions_anonymised: redaction.questionsAnonymised,
            orders_redacted: redaction.ordersRedacted,
            webhook_deliveries_redacted: redaction.webhookDeliveriesRedacted,
            referral_friends_redacted: redaction.referralFriendsRedacted,
            referral_conversions_redacted: redaction.referralConversionsRedacted,
          };
        }
        case TOPIC_SHOP_REDACT: {
          // Shopify sends shop/redact 48 h after an uninstall; a shop installed again since then
          // is a current customer, and erasing it would destroy a live store's reviews.
          if (!shop.uninstalled) return { shop_found: true, erased: false, reason: 'the shop is installed again' };
          const erased = await data.eraseShop(shop);
          erasedShopId = shop.id;
          return { shop_found: true, erased: true, deleted: erased };
        }
      }
    };
    const recorded = { ...delivery, topic: event.topic };
    // One transaction: the claim, what the event does and its outcome land together or not at all.
    const result = await this.transactions.run(async (writes): Promise<WebhookDeliveryResult> => {
      const { deliveries, data } = writes;
      // Claiming first makes a concurrent copy of the same event wait on the key, then find it taken.
      if (!(await deliveries.claim(recorded))) return { duplicate: true, outcome: await deliveries.outcomeOf(recorded) };
      const outcome = await act(data, writes);
      await deliveries.recordOutcome(recorded, outcome);
      return { duplicate: false, outcome };
    });
    // Only once the erasure has committed: files cannot be restored if the transaction rolls back.
    if (erasedShopId !== null) await this.removeFilesOf(erasedShopId);
    return result;
  }

  /** The rows are gone and Shopify is answered either way; files left behind are for an operator. */
  private async removeFilesOf(shopId: number): Promise<void> {
    try {
      await this.files.removeShop(shopId);
    } catch (error) {
      this.logger.error({ err: error, shopId }, 'shop/redact: could not delete the erased shop’s uploaded files');
    }
  }
}
