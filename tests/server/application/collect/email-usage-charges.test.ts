import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailSendQuotaForPlan } from '../../../../src/domain/plans/email-quota';
import { USAGE_EMAIL_BLOCK } from '../../../../src/domain/plans/email-usage-charges';
import { PLAN_ID_STARTER_MONTHLY } from '../../../../src/domain/plans/plan-catalog';
import { BILLING_DOCUMENT } from '../../../../server/application/billing/billing-preferences';
import { type BillingGateway, type UsageRecordRequest } from '../../../../server/application/billing/billing-gateway.port';
import { RecordUsageChargesUseCase } from '../../../../server/application/billing/record-usage-charges.use-case';
import { type AuthenticatedShop } from '../../../../server/application/shared/authenticated-shop';
import { DrizzleBillingChargeRepository } from '../../../../server/infrastructure/db/drizzle-billing-charge-repository';
import { DrizzleCollectMailQueue } from '../../../../server/infrastructure/db/drizzle-collect-mail-queue';
import { DrizzleSettingsRepository } from '../../../../server/infrastructure/db/drizzle-settings-repository';
import { DrizzleShopRepository } from '../../../../server/infrastructure/db/drizzle-shop-repository';
import { DrizzleUsageRecordRepository } from '../../../../server/infrastructure/db/drizzle-usage-record-repository';
import { billingCharges, billingUsageRecords, collectMails, shops } from '../../../../server/infrastructure/db/schema';
import { TEST_DATABASES } from '../../support/test-databases';
import { useTestDatabase } from '../../support/use-test-server';

const NOW = new Date('2026-03-09T12:00:00Z');
const PAST_QUOTA = 350;
/** A 30-day Starter subscription: its quota, and a usage line to bill e-mails past it. */
const QUOTA = emailSendQuotaForPlan(PLAN_ID_STARTER_MONTHLY);
const LEASE_MS = 60_000;
const BATCH = 100;

/** The platform's side: refuses while `refusing`, and keeps what it accepted. */
class RecordingGateway implements Pick<BillingGateway, 'createUsageRecord'> {
  refusing = false;
  readonly accepted: { shop: AuthenticatedShop; request: UsageRecordRequest }[] = [];

  createUsageRecord(shop: AuthenticatedShop, request: UsageRecordRequest): Promise<string> {
    if (this.refusing) return Promise.reject(new Error('shopify: the Billing API is down'));
    this.accepted.push({ shop, request });
    return Promise.resolve(`gid://shopify/AppUsageRecord/${this.accepted.length}`);
  }
}

describe.each(TEST_DATABASES)('e-mails past the quota as usage charges on $name', (target) => {
  const ctx = useTestDatabase(target);
  const db = () => ctx.database.handle.db;
  const queue = () => new DrizzleCollectMailQueue(db());
  let shop: AuthenticatedShop;
  let counter = 0;

  beforeEach(async () => {
    // The queue and the usage records are every shop's: each test starts with none.
    await db().delete(collectMails);
    await db().delete(billingUsageRecords);
    counter += 1;
    shop = await new DrizzleShopRepository(db()).install({
      domain: `usage-${counter}.myshopify.com`,
      name: 'Usage shop',
      email: 'owner@usage.test',
      pricingPlanId: PLAN_ID_STARTER_MONTHLY,
      timeZone: 'UTC',
    });
    await db().insert(billingCharges).values({
      shopId: shop.id,
      id: `charge-${counter}`,
      planId: PLAN_ID_STARTER_MONTHLY,
      status: 'active',
      priceCents: 899,
      usageLineItemId: `gid://shopify/AppSubscriptionLineItem/${counter}`,
    });
    // The Starter quota is used up until the day after NOW.
    await db()
      .update(shops)
      .set({ emailQuotaUsed: QUOTA, emailQuotaResetAt: new Date(NOW.getTime() + 86_400_000) })
      .where(eq(shops.id, shop.id));
    await queue().schedule(
      shop.id,
      Array.from({ length: PAST_QUOTA }, (_, index) => ({
        key: `request_1:${index}`,
        type: 'request_1' as const,
        orderId: `gid://shopify/Order/${index}`,
        reviewId: null,
        step: 1 as const,
        recipient: `buyer${index}@example.com`,
        dueAt: new Date(NOW.getTime() - 60_000),
      })),
    );
  });

  const setBilling = (fields: Record<string, unknown>) => new DrizzleSettingsRepository(db()).mergeDocument(shop, BILLING_DOCUMENT, fields);
  /** Claims as the worker does, a batch at a time, until nothing more goes; answers how many went. */
  const claimAll = async (at = NOW) => {
    let claimed = 0;
    for (;;) {
      const batch = (await queue().claimDue('worker', at, BATCH, LEASE_MS)).length;
      if (batch === 0) return claimed;
      claimed += batch;
    }
  };
  const records = () => db().select().from(billingUsageRecords).where(eq(billingUsageRecords.shopId, shop.id)).orderBy(billingUsageRecords.id);
  const shopRow = async () => (await db().select().from(shops).where(eq(shops.id, shop.id)))[0]!;
  const recorder = (gateway: RecordingGateway) =>
    new RecordUsageChargesUseCase(new DrizzleUsageRecordRepository(db()), new DrizzleBillingChargeRepository(db()), gateway as unknown as BillingGateway);

  it('with the switch off, nothing past the quota goes and nothing is bought', async () => {
    await setBilling({ is_enabled_usage_charge: '2', max_spending_limit: 5 });
    expect(await claimAll()).toBe(0);
    expect(await records()).toEqual([]);
  });

  it('without a subscription with a usage line to bill (Free, a yearly plan), nothing past the quota is bought', async () => {
    await setBilling({ is_enabled_usage_charge: '1', max_spending_limit: 5 });
    await db().update(billingCharges).set({ usageLineItemId: '' }).where(eq(billingCharges.shopId, shop.id));
    expect(await claimAll()).toBe(0);
    expect(await records()).toEqual([]);
  });

  it('with the switch on, buys $1 blocks of 100 e-mails up to the spending limit and never past it', async () => {
    await setBilling({ is_enabled_usage_charge: '1', max_spending_limit: 3 });
    expect(await claimAll()).toBe(300);
    expect((await records()).map((row) => [row.emails, row.priceCents, row.status])).toEqual([
      [100, 100, 'pending'],
      [100, 100, 'pending'],
      [100, 100, 'pending'],
    ]);
    expect(await claimAll()).toBe(0);
    // A $5 limit leaves room for the 50 still waiting: one more block, $4 in all.
    await setBilling({ max_spending_limit: 5 });
    expect(await claimAll()).toBe(50);
    expect((await records()).reduce((sum, row) => sum + row.priceCents, 0)).toBe(400);
    expect(await shopRow()).toMatchObject({ emailQuotaUsed: QUOTA + PAST_QUOTA, emailQuotaExtra: 400 });
  });

  it('sends the blocks to the platform after the claim; a refused one stays failed and goes on the next pass', async () => {
    await setBilling({ is_enabled_usage_charge: 1, max_spending_limit: 5 });
    const gateway = new RecordingGateway();
    gateway.refusing = true;
    expect(await claimAll()).toBe(PAST_QUOTA);
    expect(await recorder(gateway).execute()).toBe(0);
    expect((await records()).map((row) => [row.status, row.lastError])).toEqual(Array(4).fill(['failed', 'shopify: the Billing API is down']));

    gateway.refusing = false;
    expect(await recorder(gateway).execute()).toBe(4);
    expect((await records()).map((row) => [row.status, row.platformId])).toEqual([1, 2, 3, 4].map((n) => ['recorded', `gid://shopify/AppUsageRecord/${n}`]));
    expect(gateway.accepted.map(({ shop: billed, request }) => [billed.id, request.priceUsd])).toEqual(Array(4).fill([shop.id, 1]));
    expect(new Set(gateway.accepted.map(({ request }) => request.idempotencyKey)).size).toBe(4);
    expect(await recorder(gateway).execute()).toBe(0);
  });

  it('a new quota period starts with nothing bought', async () => {
    await setBilling({ is_enabled_usage_charge: '1', max_spending_limit: 5 });
    await db().update(shops).set({ emailQuotaExtra: 500, emailQuotaUsed: QUOTA + 500 }).where(eq(shops.id, shop.id));
    expect(await claimAll()).toBe(0);
    const renewed = new Date(NOW.getTime() + 2 * 86_400_000);
    expect(await claimAll(renewed)).toBe(PAST_QUOTA);
    expect(await shopRow()).toMatchObject({ emailQuotaUsed: PAST_QUOTA, emailQuotaExtra: Math.ceil((PAST_QUOTA - QUOTA) / USAGE_EMAIL_BLOCK) * USAGE_EMAIL_BLOCK });
  });
});
