import { type z } from 'zod';
import {
  type BillingGateway,
  type ChargeState,
  type ChargeStatus,
  type CreatedSubscription,
  type SubscriptionRequest,
  type UsageRecordRequest,
} from '../../application/billing/billing-gateway.port';
import { AppError } from '../../application/shared/app-error';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import {
  APP_SUBSCRIPTION_CANCEL_MUTATION,
  APP_SUBSCRIPTION_CREATE_MUTATION,
  APP_SUBSCRIPTION_QUERY,
  APP_USAGE_RECORD_CREATE_MUTATION,
  appSubscriptionCancelData,
  appSubscriptionCreateData,
  appSubscriptionData,
  appUsageRecordCreateData,
} from './billing-graphql-documents';

/** Calls the shop's GraphQL Admin API (HttpShopifyGateway.graphql: token, throttling, errors). */
export type AdminGraphql = <S extends z.ZodType>(shop: AuthenticatedShop, document: string, variables: Record<string, unknown>, data: S) => Promise<z.infer<S>>;

const SUBSCRIPTION_GID = 'gid://shopify/AppSubscription/';
const USAGE_PRICING = 'AppUsagePricing';
const CURRENCY = 'USD';

/** Shopify's statuses; ACCEPTED is approved but not yet billed, FROZEN a paused store: both keep the plan. */
const STATUS: Readonly<Record<string, ChargeStatus>> = {
  ACTIVE: 'active',
  ACCEPTED: 'active',
  FROZEN: 'active',
  PENDING: 'pending',
  DECLINED: 'declined',
  CANCELLED: 'cancelled',
  EXPIRED: 'cancelled',
};

const refused = (what: string, errors: readonly { readonly message: string }[]) =>
  new AppError('upstreamFailure', `shopify: the Billing API refused the ${what} (${errors[0]?.message ?? 'error'})`);

function usageLineOf(items: readonly { readonly id: string; readonly plan: { readonly pricingDetails: { readonly __typename: string } } }[]): string {
  return items.find((item) => item.plan.pricingDetails.__typename === USAGE_PRICING)?.id ?? '';
}

/**
 * Shopify mode's billing: appSubscriptionCreate with a recurring line (its discount) and a usage
 * line capped at the spending limit; the charge id is the subscription's numeric id, which
 * Shopify appends to the return URL as `charge_id`.
 */
export class ShopifyBillingGateway implements BillingGateway {
  constructor(private readonly graphql: AdminGraphql) {}

  async createSubscription(shop: AuthenticatedShop, request: SubscriptionRequest): Promise<CreatedSubscription> {
    const recurring = {
      price: { amount: request.price, currencyCode: CURRENCY },
      interval: request.interval,
      ...(request.discountPercent > 0
        ? { discount: { value: { percentage: request.discountPercent / 100 }, durationLimitInIntervals: request.discountIntervals } }
        : {}),
    };
    const data = await this.graphql(
      shop,
      APP_SUBSCRIPTION_CREATE_MUTATION,
      {
        name: request.name,
        returnUrl: request.returnUrl,
        test: request.test,
        trialDays: request.trialDays,
        lineItems: [
          { plan: { appRecurringPricingDetails: recurring } },
          // Shopify allows a usage line only on 30-day subscriptions.
          ...(request.interval === 'EVERY_30_DAYS'
            ? [{ plan: { appUsagePricingDetails: { cappedAmount: { amount: request.cappedAmount, currencyCode: CURRENCY }, terms: 'Review request e-mails past the monthly quota' } } }]
            : []),
        ],
      },
      appSubscriptionCreateData,
    );
    const created = data.appSubscriptionCreate;
    if (created.userErrors.length > 0 || !created.appSubscription || !created.confirmationUrl) throw refused('subscription', created.userErrors);
    return {
      chargeId: created.appSubscription.id.replace(SUBSCRIPTION_GID, ''),
      confirmationUrl: created.confirmationUrl,
      usageLineItemId: usageLineOf(created.appSubscription.lineItems),
    };
  }

  /** The subscription as Shopify has it; another app's or another shop's id resolves to nothing. */
  async chargeState(shop: AuthenticatedShop, chargeId: string): Promise<ChargeState> {
    const data = await this.graphql(shop, APP_SUBSCRIPTION_QUERY, { id: `${SUBSCRIPTION_GID}${chargeId}` }, appSubscriptionData);
    if (!data.node) return { status: 'unknown', usageLineItemId: '' };
    return { status: STATUS[data.node.status] ?? 'unknown', usageLineItemId: usageLineOf(data.node.lineItems) };
  }

  async cancelSubscription(shop: AuthenticatedShop, chargeId: string): Promise<void> {
    const data = await this.graphql(shop, APP_SUBSCRIPTION_CANCEL_MUTATION, { id: `${SUBSCRIPTION_GID}${chargeId}` }, appSubscriptionCancelData);
    if (data.appSubscriptionCancel.userErrors.length > 0) throw refused('cancellation', data.appSubscriptionCancel.userErrors);
  }

  /** appUsageRecordCreate on the subscription's usage line; a shop without one cannot be billed for usage. */
  async createUsageRecord(shop: AuthenticatedShop, request: UsageRecordRequest): Promise<string> {
    if (!request.usageLineItemId) throw new AppError('upstreamFailure', 'shopify: the shop has no subscription with a usage line');
    const data = await this.graphql(
      shop,
      APP_USAGE_RECORD_CREATE_MUTATION,
      {
        subscriptionLineItemId: request.usageLineItemId,
        price: { amount: request.priceUsd, currencyCode: CURRENCY },
        description: request.description,
        idempotencyKey: request.idempotencyKey,
      },
      appUsageRecordCreateData,
    );
    const created = data.appUsageRecordCreate;
    if (created.userErrors.length > 0 || !created.appUsageRecord) throw refused('usage record', created.userErrors);
    return created.appUsageRecord.id;
  }
}
