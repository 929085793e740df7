import { flowReviewAdminPath, flowTriggerPayload, isFlowTrigger } from '../../../src/domain/outgoing-webhooks/flow-triggers';
import { webhookRetryAt } from '../../../src/domain/outgoing-webhooks/outgoing-webhooks';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopifyGateway } from '../shopify/shopify-gateway.port';
import { type ClaimedFlowTrigger, type FlowTriggerQueue } from './flow-trigger-queue.port';

/** The longest failure reason kept on a trigger. */
const ERROR_MAX_LENGTH = 500;

/**
 * Makes one attempt of a claimed Shopify Flow trigger (docs/product/shopify-flow.md#sending): the
 * payload from the review as it is now, sent through the Shopify gateway (the Admin API's
 * flowTriggerReceive, or the development store's record); on a failure pending again after the
 * webhooks' back-off (30 s × 2^n, at most an hour), given up once it has failed for a day. A
 * trigger whose shop was uninstalled or whose review is gone is skipped.
 */
export class SendFlowTriggerUseCase {
  constructor(
    private readonly queue: FlowTriggerQueue,
    private readonly gateway: Pick<ShopifyGateway, 'sendFlowTrigger'>,
    /** The page of the admin at `path`, as the merchant opens it (in the Shopify admin, or on this server in development store mode). */
    private readonly adminUrl: (shop: AuthenticatedShop, path: string) => string,
    private readonly now: () => Date,
  ) {}

  async execute(trigger: ClaimedFlowTrigger, owner: string): Promise<boolean> {
    const handle = trigger.handle;
    if (!isFlowTrigger(handle)) return this.skip(trigger, owner, `no trigger is called ${handle}`);
    if (trigger.shopUninstalled) return this.skip(trigger, owner, 'the shop is not installed');
    const review = await this.queue.review(trigger);
    if (!review) return this.skip(trigger, owner, 'the review is gone');
    const shop: AuthenticatedShop = { id: trigger.shopId, domain: trigger.shopDomain };
    const payload = flowTriggerPayload(handle, review, this.adminUrl(shop, flowReviewAdminPath(review.id)));
    try {
      await this.gateway.sendFlowTrigger(shop, handle, payload);
    } catch (error) {
      const at = this.now();
      const retryAt = webhookRetryAt(trigger.createdAt, trigger.attempts, at);
      const message = error instanceof Error ? error.message : String(error);
      await this.queue.failed(trigger, owner, { payload, error: message.slice(0, ERROR_MAX_LENGTH), retryAt });
      return false;
    }
    await this.queue.sent(trigger, owner, payload, this.now());
    return true;
  }

  private async skip(trigger: ClaimedFlowTrigger, owner: string, reason: string): Promise<boolean> {
    await this.queue.skipped(trigger, owner, reason);
    return false;
  }
}
