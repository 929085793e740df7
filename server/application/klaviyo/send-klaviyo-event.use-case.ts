import { klaviyoEventRequestBody, klaviyoSendVerdict, parseKlaviyoEvent } from '../../../src/domain/klaviyo/klaviyo-events';
import { webhookRetryAt } from '../../../src/domain/outgoing-webhooks/outgoing-webhooks';
import { type KlaviyoGateway } from './klaviyo-gateway.port';
import { type ClaimedKlaviyoEvent, type KlaviyoEventQueue } from './klaviyo-event-queue.port';

const ERROR_MAX_LENGTH = 500;

/**
 * One attempt of a claimed Klaviyo event (docs/product/klaviyo.md#delivery): accepted (2xx) is
 * sent; 429, 5xx and no answer go again after the webhooks' back-off until a day has passed; any
 * other 4xx is failed at once, as Klaviyo would refuse it again. Every attempt carries the event's
 * unique_id, so one Klaviyo took before an answer was lost is not counted twice.
 */
export class SendKlaviyoEventUseCase {
  constructor(
    private readonly queue: KlaviyoEventQueue,
    private readonly gateway: Pick<KlaviyoGateway, 'sendEvent'>,
    private readonly now: () => Date,
  ) {}

  async execute(claimed: ClaimedKlaviyoEvent, owner: string): Promise<boolean> {
    if (claimed.apiKey === null) {
      await this.queue.skipped(claimed, owner, 'Klaviyo is not connected');
      return false;
    }
    const event = parseKlaviyoEvent(claimed.event);
    if (!event) {
      await this.queue.skipped(claimed, owner, 'not a Klaviyo event');
      return false;
    }
    const body = klaviyoEventRequestBody(event, { reviewsCount: await this.queue.reviewsCount(claimed.shopId, event.email) });
    const { status, error } = await this.gateway.sendEvent(claimed.apiKey, body);
    const verdict = klaviyoSendVerdict(status);
    const at = this.now();
    if (verdict === 'accepted' && status !== null) {
      await this.queue.sent(claimed, owner, status, at);
      return true;
    }
    const retryAt = verdict === 'retry' ? webhookRetryAt(claimed.createdAt, claimed.attempts, at) : null;
    const message = (error ?? `Klaviyo answered ${status}`).slice(0, ERROR_MAX_LENGTH);
    await this.queue.failed(claimed, owner, { status, error: message, retryAt });
    return false;
  }
}
