import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** A subscription to ask the merchant to approve (docs/product/plans-and-limits.md#billing). */
export interface SubscriptionRequest {
  /** The plan's product name, shown on the confirmation page. */
  readonly name: string;
  readonly planId: number;
  /** What one billing period costs before the discount, USD. */
  readonly price: number;
  readonly interval: 'EVERY_30_DAYS' | 'ANNUAL';
  readonly trialDays: number;
  /** Percent off for `discountIntervals` periods; 0 without a discount. */
  readonly discountPercent: number;
  readonly discountIntervals: number;
  /** The usage line's cap (the spending limit), USD. */
  readonly cappedAmount: number;
  /** Where the merchant comes back; Shopify appends `charge_id`. */
  readonly returnUrl: string;
  /** A development or partner store: Shopify records the charge but bills nothing. */
  readonly test: boolean;
}

export interface CreatedSubscription {
  /** The id Shopify appends to the return URL as `charge_id`. */
  readonly chargeId: string;
  readonly confirmationUrl: string;
  /** The usage line item, for usage records; '' when the platform gives none yet. */
  readonly usageLineItemId: string;
}

export type ChargeStatus = 'pending' | 'active' | 'declined' | 'cancelled' | 'unknown';

export interface ChargeState {
  readonly status: ChargeStatus;
  /** The usage line item of an active subscription; '' when unknown. */
  readonly usageLineItemId: string;
}

/** A charge for e-mails bought past the quota (docs/product/plans-and-limits.md#spending-limit-and-usage-charges). */
export interface UsageRecordRequest {
  readonly description: string;
  readonly priceUsd: number;
  /** The same key twice bills once. */
  readonly idempotencyKey: string;
  /** The active subscription's usage line item; '' when the shop has none. */
  readonly usageLineItemId: string;
}

/**
 * Billing behind one port (docs/decisions/0054-billing-behind-a-gateway-port.md): Shopify's
 * Billing API in Shopify mode, a simulated confirmation page in development store mode.
 */
export interface BillingGateway {
  createSubscription(shop: AuthenticatedShop, request: SubscriptionRequest): Promise<CreatedSubscription>;
  /** What the platform says of the shop's charge; `unknown` when it has no such charge for this shop. */
  chargeState(shop: AuthenticatedShop, chargeId: string): Promise<ChargeState>;
  cancelSubscription(shop: AuthenticatedShop, chargeId: string): Promise<void>;
  /** Bills a usage charge; answers the platform's id of the record. */
  createUsageRecord(shop: AuthenticatedShop, request: UsageRecordRequest): Promise<string>;
}
