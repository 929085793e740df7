import { type ReferralMatchWrites } from '../referrals/referral-repository.port';
import { type CollectMailWrites } from '../collect/collect-mail-queue.port';
import { type OrderRepository } from '../collect/order-repository.port';
import { type ComplianceRepository } from './compliance-repository.port';

export interface WebhookDelivery {
  readonly shopDomain: string;
  /** X-Shopify-Event-Id: the same for every retry of one event. */
  readonly eventId: string;
  readonly topic: string;
}

/** What handling a delivery did, stored with it as JSON and returned to Shopify. */
export type WebhookOutcome = Readonly<Record<string, unknown>>;

export interface WebhookDeliveryResult {
  /** True when this event had already been handled: nothing was done again. */
  readonly duplicate: boolean;
  readonly outcome: WebhookOutcome;
}

/** Deliveries of Shopify webhooks, recorded so that each event is acted on once. */
export interface WebhookDeliveryRepository {
  /**
   * Records the delivery as taken; false when it already was (a retry, or the same event
   * arriving twice at once: inside a transaction the second copy waits on the key, then finds it taken).
   */
  claim(delivery: WebhookDelivery): Promise<boolean>;
  /** What handling a claimed delivery did; empty until `recordOutcome`. */
  outcomeOf(delivery: WebhookDelivery): Promise<WebhookOutcome>;
  recordOutcome(delivery: WebhookDelivery, outcome: WebhookOutcome): Promise<void>;
}

/** The repositories a webhook writes through, bound to one transaction. */
export interface WebhookWrites {
  readonly deliveries: WebhookDeliveryRepository;
  readonly data: ComplianceRepository;
  /** Order topics (absent where a test wires the compliance topics only). */
  readonly orders?: OrderRepository;
  readonly mails?: CollectMailWrites;
  /** The referral programme's order matching (absent where a test wires the compliance topics only). */
  readonly referrals?: ReferralMatchWrites;
}
