import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type FeedCoverageSource } from '../../../server/application/compliance/compliance-ports.port';
import { reviewDiscountDocument } from '../../../server/application/collect/review-discount-settings';
import { REVIEW_WIDGET_SETTINGS_DOCUMENT } from '../../../server/application/settings/review-widget-settings-store';
import { caughtMails, complianceAudits, merchantNotifications, reviewDiscounts, reviewModerationEvents, reviews, storefrontMetafields, storefrontSyncQueue } from '../../../server/infrastructure/db/schema';
import { applyComplianceFix, type ComplianceReport, getComplianceReport, runComplianceAudit, saveVerificationNotice } from '../../../src/contracts/compliance.contract';
import { BURST_MIN_REVIEWS } from '../../../src/domain/compliance/compliance-rules';
import { COMPLIANCE_RULE_IDS } from '../../../src/domain/compliance/findings';
import { DEFAULT_REVIEW_DISCOUNT_SETTINGS } from '../../../src/domain/collect/review-discount';
import { MS_PER_DAY } from '../../../src/domain/shared/time';
import { addOrders } from '../support/order-fixtures';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { type TestServerContext, useTestServer } from '../support/use-test-server';
import { FakeMailTransport } from '../../fakes/fake-mail-transport';

const DROPPING_FEED: FeedCoverageSource = { coverage: () => Promise.resolve({ enabled: true, lowRatingsIncluded: false, incentivisedLabelled: false }) };
const NOTICE = 'Reviews marked "Verified buyer" come from customers whose order we matched. We publish every review, good or bad.';
const daysAgo = (days: number) => new Date(Date.now() - days * MS_PER_DAY);

async function report(ctx: TestServerContext, shop: SignedInShop, run = true): Promise<ComplianceReport> {
  const answer = run ? await ctx.server.call('POST', runComplianceAudit.path, { token: shop.token, body: {} }) : await ctx.server.call('GET', getComplianceReport.path, { token: shop.token });
  expect(answer.status, answer.text).toBe(200);
  return answer.json?.data as ComplianceReport;
}

async function discount(ctx: TestServerContext, shop: SignedInShop, reviewIds: readonly number[]) {
  await ctx.database.handle.db.insert(reviewDiscounts).values(
    reviewIds.map((reviewId) => ({ shopId: shop.id, reviewId, reviewType: 'text' as const, code: `REVIEW-${shop.id}-${reviewId}`, discountType: 1, value: 10, currencyCode: 'USD', currencySymbol: '$', customerEmail: `c${reviewId}@example.com`, customerName: 'C' })),
  );
}

/** A shop that breaks every rule the auditor knows, each once, through the rows and settings the product writes. */
async function plantViolations(ctx: TestServerContext, shop: SignedInShop): Promise<Record<string, number[]>> {
  const { handle } = ctx.database;
  await updateShop(handle, shop, { email: 'owner@planted-shop.test', customDomain: 'www.planted-shop.test' });
  await ctx.server.settings.writeDocument(shop, reviewDiscountDocument('text'), { ...DEFAULT_REVIEW_DISCOUNT_SETTINGS.text, is_enabled: '1' });
  await ctx.server.settings.mergeDocument(shop, REVIEW_WIDGET_SETTINGS_DOCUMENT, { auto_publish_min_rating: 4 });
  const rewarded = await insertReviews(handle, shop, [4, 5, 5].map((rating, index) => ({ rating, body: `Lovely ${index}`, commentedAt: daysAgo(3) })));
  await discount(ctx, shop, rewarded);
  const lowPublished = await insertReviews(handle, shop, [1, 2, 3].map((rating, index) => ({ rating, body: `Poor fit ${index}`, commentedAt: daysAgo(4) })));
  const hiddenLow = await insertReviews(handle, shop, [1, 1, 2].map((rating, index) => ({ rating, body: `Broke ${index}`, published: false, commentedAt: daysAgo(5) })));
  const deleted = 987_654;
  await handle.db.insert(reviewModerationEvents).values({ shopId: shop.id, reviewId: deleted, action: 'delete', reason: null, rating: 1, actor: 'merchant', at: daysAgo(2) });
  const insider = await insertReviews(handle, shop, [{ rating: 5, body: 'Best shop ever', authorEmail: 'Anna@Planted-Shop.test', commentedAt: daysAgo(20) }]);
  const verified = await insertReviews(handle, shop, [{ rating: 5, body: 'Verified?', verified: true, orderId: null, commentedAt: daysAgo(200) }]);
  const duplicates = await insertReviews(handle, shop, [
    { rating: 5, body: 'Great  product!', authorEmail: 'dup@example.com', commentedAt: daysAgo(300) },
    { rating: 5, body: 'great product!', authorEmail: 'DUP@example.com', commentedAt: daysAgo(299) },
  ]);
  const burst = await insertReviews(
    handle,
    shop,
    Array.from({ length: BURST_MIN_REVIEWS }, (_, index) => ({ productId: 'product-burst', rating: 5, commentedAt: new Date(daysAgo(400).getTime() + index * 60_000) })),
  );
  await addOrders(handle, shop, [{ id: '5001', name: '#5001', customerName: 'Unhappy Buyer', placedAt: daysAgo(10), fulfilledAt: daysAgo(9), mail: { state: 'skipped', dueAt: daysAgo(2), skipReason: 'skipped_by_merchant' } }]);
  await handle.db.insert(storefrontMetafields).values({
    shopId: shop.id,
    ownerId: 'product-1',
    namespace: '$app:starling',
    key: 'first_page',
    type: 'json',
    value: JSON.stringify({ json_ld: { aggregateRating: { '@type': 'AggregateRating', ratingValue: '5.0', reviewCount: 99, bestRating: '5', worstRating: '1' } } }),
  });
  await handle.db.insert(caughtMails).values({
    shopId: shop.id,
    messageId: `<${shop.id}.order-5001-1@reviews.test>`,
    from: 'reviews@mail.planted-shop.test',
    to: 'buyer@example.com',
    subject: 'How was it?',
    html: '<p>Rate</p>',
    text: 'Rate',
    headers: [{ name: 'Subject', value: 'How was it?' }],
  });
  return { rewarded, lowPublished, hiddenLow: [...hiddenLow, deleted], insider, verified, duplicates, burst };
}

describe.each(TEST_DATABASES)('the compliance auditor on $name', (target) => {
  // Mail leaves over SMTP from a sending domain with no DKIM key; the feed drops low ratings.
  const ctx = useTestServer(target, { mail: { smtpUrl: 'smtp://127.0.0.1:2', from: 'reviews@mail.planted-shop.test', dkim: null }, feedCoverage: DROPPING_FEED });

  it('finds each planted violation, with its source and the reviews it concerns, and nothing of another shop', async () => {
    const shop = await signInShop(ctx.server, 'planted.myshopify.com');
    const other = await signInShop(ctx.server, 'bystander.myshopify.com');
    const planted = await plantViolations(ctx, shop);
    expect((await report(ctx, shop, false)).audit).toBeNull();

    const found = await report(ctx, shop);
    expect([...found.findings.map((item) => item.rule)].sort()).toEqual([...COMPLIANCE_RULE_IDS].sort());
    expect(found.audit).toMatchObject({ trigger: 'manual', counts: { critical: expect.any(Number), warning: expect.any(Number), info: 1 } });
    const byRule = new Map(found.findings.map((item) => [item.rule, item]));
    expect(byRule.get('incentive_conditioned_on_rating')).toMatchObject({ source: '16 CFR 465.4', severity: 'critical' });
    expect(byRule.get('incentive_conditioned_on_rating')?.reviewIds).toEqual(expect.arrayContaining(planted.lowPublished!));
    expect(byRule.get('incentive_unlabelled')?.reviewIds).toEqual(planted.rewarded);
    expect(byRule.get('suppression_without_reason')?.reviewIds).toEqual(expect.arrayContaining(planted.hiddenLow!));
    expect(byRule.get('insider_review')?.reviewIds).toEqual(planted.insider);
    expect(byRule.get('verified_without_order')?.reviewIds).toEqual(planted.verified);
    expect(byRule.get('duplicate_reviews')?.reviewIds).toEqual([planted.duplicates![1]]);
    expect(byRule.get('review_burst')?.productIds).toEqual(['product-burst']);
    expect(byRule.get('request_gating')?.orderIds).toEqual(['5001']);
    expect(byRule.get('json_ld_mismatch')?.productIds).toEqual(['product-1']);
    expect(byRule.get('verification_notice_missing')?.source).toContain('Art. 7(6)');
    // Most severe first.
    expect(found.findings[0]?.severity).toBe('critical');
    expect(found.findings.at(-1)?.severity).toBe('info');
    // The stored run is what the report answers, and another shop's findings stay its own.
    expect(await report(ctx, shop, false)).toEqual(found);
    const bystander = await report(ctx, other);
    expect(bystander.findings.flatMap((item) => item.reviewIds ?? [])).toEqual([]);
  });

  it('fixes what it can in one click, and the finding is gone after the fix', async () => {
    const shop = await signInShop(ctx.server, 'fixable.myshopify.com');
    const planted = await plantViolations(ctx, shop);
    await report(ctx, shop);
    const fix = async (body: unknown) => {
      const answer = await ctx.server.call('POST', applyComplianceFix.path, { token: shop.token, body });
      expect(answer.status, answer.text).toBe(200);
      return (answer.json?.data as ComplianceReport).findings.map((item) => item.rule);
    };
    const { db } = ctx.database.handle;

    expect(await fix({ fix: 'label_incentivised_reviews' })).not.toContain('incentive_unlabelled');
    const labelled = await db.select({ id: reviews.id, incentivized: reviews.incentivized }).from(reviews).where(and(eq(reviews.shopId, shop.id), inArray(reviews.id, planted.rewarded!)));
    expect(labelled.every((row) => row.incentivized)).toBe(true);

    await db.delete(storefrontSyncQueue).where(eq(storefrontSyncQueue.shopId, shop.id));
    const afterNotice = await fix({ fix: 'enable_verification_notice', notice_text: NOTICE });
    expect(afterNotice).not.toContain('verification_notice_missing');
    const queued = await db.select().from(storefrontSyncQueue).where(eq(storefrontSyncQueue.shopId, shop.id));
    expect(queued.map((row) => row.productId)).toContain('');
    expect((await report(ctx, shop, false)).verification_notice).toEqual({ is_enabled: '1', text: NOTICE });

    expect(await fix({ fix: 'publish_every_rating' })).not.toContain('rating_hold_threshold');
    expect(await fix({ fix: 'unmark_verified_without_order' })).not.toContain('verified_without_order');
    expect((await report(ctx, shop, false)).audit?.trigger).toBe('fix');
  });

  it('refuses a fix it does not know and a notice without text, naming the field', async () => {
    const shop = await signInShop(ctx.server, 'refused.myshopify.com');
    const unknown = await ctx.server.call('POST', applyComplianceFix.path, { token: shop.token, body: { fix: 'delete_bad_reviews' } });
    expect(unknown.json?.code).not.toBe(0);
    expect(unknown.json?.message).toContain('fix');
    const blank = await ctx.server.call('POST', applyComplianceFix.path, { token: shop.token, body: { fix: 'enable_verification_notice' } });
    expect(blank.json?.code).not.toBe(0);
    expect(blank.json?.message).toContain('notice_text');
    const blankSave = await ctx.server.call('POST', saveVerificationNotice.path, { token: shop.token, body: { is_enabled: '1', text: '  ' } });
    expect(blankSave.json?.code).not.toBe(0);
    expect(blankSave.json?.message).toContain('text');
  });
});

describe.each(TEST_DATABASES)('a clean shop and the weekly audit on $name', (target) => {
  const transport = new FakeMailTransport();
  const ctx = useTestServer(target, () => ({ mailTransport: transport }));

  it('audits each shop a week after its install and after its last run, and e-mails the owner a summary of the findings', async () => {
    const shop = await signInShop(ctx.server, 'weekly.myshopify.com');
    const { handle } = ctx.database;
    await updateShop(handle, shop, { email: 'owner@weekly-shop.test', installedAt: daysAgo(10) });
    await insertReviews(handle, shop, [{ rating: 5, body: 'Verified?', verified: true, orderId: null }]);
    const young = await signInShop(ctx.server, 'weekly-new.myshopify.com');

    expect(await ctx.server.complianceWorker.drain()).toBeGreaterThanOrEqual(1);
    const audit = (await report(ctx, shop, false)).audit;
    expect(audit?.trigger).toBe('weekly');
    expect((await report(ctx, young, false)).audit).toBeNull();
    // Audited this week: the next round leaves it alone.
    await ctx.server.complianceWorker.drain();
    expect((await report(ctx, shop, false)).audit?.id).toBe(audit?.id);

    await ctx.server.notificationWorker.drain();
    const summary = transport.sent.find((mail) => mail.to === 'owner@weekly-shop.test');
    expect(summary?.subject).toMatch(/^Your weekly compliance audit for /);
    expect(summary?.text).toContain('Critical');
    expect(summary?.text).toContain('/integrated/compliance');
    expect(summary?.unsubscribeUrl).toBeUndefined();
  });

  it('queues one summary when a second process audits the same due shop in the same week', async () => {
    const shop = await signInShop(ctx.server, 'weekly-twice.myshopify.com');
    const { handle } = ctx.database;
    await updateShop(handle, shop, { email: 'owner@weekly-twice.test', installedAt: daysAgo(10) });
    await insertReviews(handle, shop, [{ rating: 5, body: 'Verified?', verified: true, orderId: null }]);
    await ctx.server.complianceWorker.drain();
    // The other process read the shop as due before this run was written: it audits it again.
    await handle.db.update(complianceAudits).set({ ranAt: daysAgo(8) }).where(eq(complianceAudits.shopId, shop.id));
    await ctx.server.complianceWorker.drain();
    expect(await handle.db.select().from(complianceAudits).where(eq(complianceAudits.shopId, shop.id))).toHaveLength(2);
    const summaries = await handle.db.select().from(merchantNotifications).where(and(eq(merchantNotifications.shopId, shop.id), eq(merchantNotifications.kind, 'compliance_summary')));
    expect(summaries).toHaveLength(1);
  });

  it('has no finding', async () => {
    const shop = await signInShop(ctx.server, 'clean.myshopify.com');
    const { handle } = ctx.database;
    await updateShop(handle, shop, { email: 'owner@clean-shop.test', customDomain: 'clean-shop.test' });
    await ctx.server.settings.writeDocument(shop, reviewDiscountDocument('text'), { ...DEFAULT_REVIEW_DISCOUNT_SETTINGS.text, is_enabled: '1' });
    const saved = await ctx.server.call('POST', saveVerificationNotice.path, { token: shop.token, body: { is_enabled: '1', text: NOTICE } });
    expect(saved.status, saved.text).toBe(200);
    await addOrders(handle, shop, [{ id: '7001', name: '#7001', customerName: 'Real Buyer', placedAt: daysAgo(10), fulfilledAt: daysAgo(9), mail: { state: 'sent', dueAt: daysAgo(3), sentAt: daysAgo(3) } }]);
    const rated = await insertReviews(handle, shop, [1, 2, 3, 4, 5].map((rating, index) => ({ rating, body: `Honest review ${index}`, authorEmail: `buyer${index}@example.com`, verified: index === 0, orderId: index === 0 ? '7001' : null, commentedAt: daysAgo(5) })));
    await discount(ctx, shop, rated);
    await handle.db.update(reviews).set({ incentivized: true }).where(eq(reviews.shopId, shop.id));
    await insertReviews(handle, shop, [{ rating: 1, body: 'Call me on 555-0100', published: false, moderationReason: 'private_information', commentedAt: daysAgo(6) }]);
    const found = await report(ctx, shop);
    expect(found.findings).toEqual([]);
    expect(found.audit?.counts).toEqual({ critical: 0, warning: 0, info: 0 });
  });
});
