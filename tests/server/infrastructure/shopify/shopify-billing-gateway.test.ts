import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SubscriptionRequest } from '../../../../server/application/billing/billing-gateway.port';
import { AppError } from '../../../../server/application/shared/app-error';
import { type AuthenticatedShop } from '../../../../server/application/shared/authenticated-shop';
import { HttpShopifyGateway } from '../../../../server/infrastructure/shopify/http-shopify-gateway';
import { ShopifyBillingGateway } from '../../../../server/infrastructure/shopify/shopify-billing-gateway';
import { type FakeShop, startFakeShopifyAdminApi } from '../../../fakes/fake-shopify-admin-api';

const SHOP: FakeShop = { domain: 'billing.myshopify.com', accessToken: 'shpat_billing', name: 'Billing', email: 'b@example.com', currencyCode: 'USD', moneyFormat: '${{amount}}', products: [], collections: [] };
const OTHER: FakeShop = { ...SHOP, domain: 'billing-other.myshopify.com', accessToken: 'shpat_billing_other' };

const GROWTH: SubscriptionRequest = {
  name: 'Growth',
  planId: 5,
  price: 19.99,
  interval: 'EVERY_30_DAYS',
  trialDays: 7,
  discountPercent: 20,
  discountIntervals: 3,
  cappedAmount: 120.5,
  returnUrl: 'https://app.example/auth?shop=billing.myshopify.com',
  test: true,
};

describe('the billing gateway over Shopify’s Billing API', () => {
  let fake: Awaited<ReturnType<typeof startFakeShopifyAdminApi>>;
  let billing: ShopifyBillingGateway;
  const shop: AuthenticatedShop = { id: 1, domain: SHOP.domain };
  const other: AuthenticatedShop = { id: 2, domain: OTHER.domain };

  beforeAll(async () => {
    fake = await startFakeShopifyAdminApi([SHOP, OTHER]);
    const admin = new HttpShopifyGateway((asking) => Promise.resolve(asking.domain === SHOP.domain ? SHOP.accessToken : OTHER.accessToken), { baseUrlFor: () => fake.baseUrl });
    billing = new ShopifyBillingGateway(admin.graphql.bind(admin));
  });
  afterAll(async () => {
    await fake.close();
  });

  it('creates a recurring line with its discount and a usage line capped at the spending limit, as a test charge', async () => {
    const created = await billing.createSubscription(shop, GROWTH);
    expect(created.chargeId).toMatch(/^\d+$/);
    expect(created.confirmationUrl).toBe(`https://admin.shopify.example/charges/${created.chargeId}/confirm`);
    expect(created.usageLineItemId).toMatch(/^gid:\/\/shopify\/AppSubscriptionLineItem\//);
    const [subscription] = fake.subscriptionsOf(SHOP.domain);
    expect(subscription!.input).toMatchObject({
      name: 'Growth',
      returnUrl: GROWTH.returnUrl,
      test: true,
      trialDays: 7,
      replacementBehavior: 'APPLY_IMMEDIATELY',
      lineItems: [
        {
          plan: {
            appRecurringPricingDetails: {
              price: { amount: 19.99, currencyCode: 'USD' },
              interval: 'EVERY_30_DAYS',
              discount: { value: { percentage: 0.2 }, durationLimitInIntervals: 3 },
            },
          },
        },
        { plan: { appUsagePricingDetails: { cappedAmount: { amount: 120.5, currencyCode: 'USD' } } } },
      ],
    });
  });

  it('bills a yearly plan without a usage line and without a discount when none applies', async () => {
    await billing.createSubscription(shop, { ...GROWTH, planId: 9, price: 179.88, interval: 'ANNUAL', discountPercent: 0, discountIntervals: 0 });
    const yearly = fake.subscriptionsOf(SHOP.domain).at(-1)!;
    expect(yearly.input.lineItems).toEqual([{ plan: { appRecurringPricingDetails: { price: { amount: 179.88, currencyCode: 'USD' }, interval: 'ANNUAL' } } }]);
  });

  it('reads the state the merchant left the charge in; another shop sees nothing of it', async () => {
    const created = await billing.createSubscription(shop, GROWTH);
    expect((await billing.chargeState(shop, created.chargeId)).status).toBe('pending');
    fake.answerSubscription(SHOP.domain, `gid://shopify/AppSubscription/${created.chargeId}`, 'ACTIVE');
    expect(await billing.chargeState(shop, created.chargeId)).toEqual({ status: 'active', usageLineItemId: created.usageLineItemId });
    expect((await billing.chargeState(other, created.chargeId)).status).toBe('unknown');

    const declined = await billing.createSubscription(shop, GROWTH);
    fake.answerSubscription(SHOP.domain, `gid://shopify/AppSubscription/${declined.chargeId}`, 'DECLINED');
    expect((await billing.chargeState(shop, declined.chargeId)).status).toBe('declined');
  });

  it('cancels a subscription, and fails clearly on one Shopify does not know', async () => {
    const created = await billing.createSubscription(shop, GROWTH);
    await billing.cancelSubscription(shop, created.chargeId);
    expect((await billing.chargeState(shop, created.chargeId)).status).toBe('cancelled');
    await expect(billing.cancelSubscription(other, created.chargeId)).rejects.toThrow(new AppError('upstreamFailure', 'shopify: the Billing API refused the cancellation (Subscription not found)'));
  });

  it('fails clearly when Shopify refuses the subscription', async () => {
    await expect(billing.createSubscription(shop, { ...GROWTH, name: '' })).rejects.toThrow(new AppError('upstreamFailure', "shopify: the Billing API refused the subscription (name can't be blank)"));
  });

  it('bills a usage record on the active subscription’s usage line, once per idempotency key; without a line it refuses', async () => {
    const created = await billing.createSubscription(shop, GROWTH);
    fake.answerSubscription(SHOP.domain, `gid://shopify/AppSubscription/${created.chargeId}`, 'ACTIVE');
    const request = { description: '100 review request e-mails past the monthly quota', priceUsd: 1, idempotencyKey: 'starling-usage-1-7', usageLineItemId: created.usageLineItemId };
    const id = await billing.createUsageRecord(shop, request);
    expect(await billing.createUsageRecord(shop, request)).toBe(id);
    const subscription = fake.subscriptionsOf(SHOP.domain).find((candidate) => candidate.id.endsWith(`/${created.chargeId}`));
    expect(subscription!.usageRecords).toEqual([{ id, amount: 1, description: request.description, idempotencyKey: 'starling-usage-1-7' }]);
    await expect(billing.createUsageRecord(other, request)).rejects.toThrow(/usage record/);
    await expect(billing.createUsageRecord(shop, { ...request, usageLineItemId: '' })).rejects.toThrow(/no subscription with a usage line/);
  });
});
