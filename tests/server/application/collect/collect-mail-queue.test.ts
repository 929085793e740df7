import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { PLAN_ID_ENTERPRISE_MONTHLY, PLAN_ID_FREE } from '../../../../src/domain/plans/plan-catalog';
import { FREE_PLAN_REVIEW_REQUEST_QUOTA } from '../../../../src/domain/plans/feature-matrix';
import { CollectMailWorker } from '../../../../server/application/collect/collect-mail-worker';
import { ScheduleOrderRequestsUseCase } from '../../../../server/application/collect/schedule-order-requests.use-case';
import { followUpMails } from '../../../../server/application/collect/review-follow-ups';
import { type AuthenticatedShop } from '../../../../server/application/shared/authenticated-shop';
import { DrizzleCollectMailQueue } from '../../../../server/infrastructure/db/drizzle-collect-mail-queue';
import { DrizzleOrderRepository } from '../../../../server/infrastructure/db/drizzle-order-repository';
import { DrizzleShopRepository } from '../../../../server/infrastructure/db/drizzle-shop-repository';
import { collectMails, reviews } from '../../../../server/infrastructure/db/schema';
import { reviewSearchColumns } from '../../../../server/infrastructure/db/review-search-columns';
import { FakeMailTransport } from '../../../fakes/fake-mail-transport';
import { FakeDiscountIssuer, FakeProductFilter, FakeSchedule, FakeSuppressions } from '../../../fakes/fake-collect-parts';
import { collectMailSender, collectWrites } from '../../support/collect-mail-sending';
import { TEST_DATABASES } from '../../support/test-databases';
import { useTestDatabase } from '../../support/use-test-server';

const FULFILLED = new Date('2026-03-02T10:00:00Z');
const AFTER_WEEK = new Date('2026-03-09T12:00:00Z');
const LEASE_MS = 60_000;

describe.each(TEST_DATABASES)('the collect e-mail queue on $name', (target) => {
  const ctx = useTestDatabase(target);
  let shop: AuthenticatedShop;
  let clock: Date;
  let transport: FakeMailTransport;
  let schedule: FakeSchedule;
  let suppressions: FakeSuppressions;
  let productFilter: FakeProductFilter;
  let discounts: FakeDiscountIssuer;
  let counter = 0;

  const db = () => ctx.database.handle.db;
  const queue = () => new DrizzleCollectMailQueue(db());
  const writes = () => collectWrites(db());
  const scheduler = () => new ScheduleOrderRequestsUseCase(writes(), new DrizzleShopRepository(db()), schedule);
  const sender = () => collectMailSender(db(), { transport, schedule, clock: () => clock, productFilter, discounts, suppressions });
  const worker = (owner: string) =>
    new CollectMailWorker(queue(), sender(), { owner, batchSize: 20, concurrency: 4, leaseMs: LEASE_MS, pollMs: 1000 }, (error) => {
      throw error;
    }, () => clock);

  async function placeOrder(email = `buyer${counter}@example.com`, products = ['gid://shopify/Product/1']) {
    counter += 1;
    const id = `gid://shopify/Order/${counter}`;
    await new DrizzleOrderRepository(db()).upsert(shop.id, {
      id,
      name: `#${1000 + counter}`,
      customerName: 'Ada Buyer',
      customerEmail: email,
      customerLocale: 'en',
      totalPrice: '10.00',
      placedAt: new Date(FULFILLED.getTime() - 86_400_000),
      fulfilledAt: FULFILLED,
      deliveredAt: null,
      cancelledAt: null,
      items: products.map((productId, index) => ({ productId, title: `Product ${index + 1}`, quantity: 1 })),
    });
    return id;
  }

  const mailsOf = (orderId: string) =>
    db().select().from(collectMails).where(and(eq(collectMails.shopId, shop.id), eq(collectMails.orderId, orderId)));

  beforeEach(async () => {
    // The queue is every shop's: each test starts with an empty one.
    await db().delete(collectMails);
    clock = FULFILLED;
    transport = new FakeMailTransport();
    schedule = new FakeSchedule();
    suppressions = new FakeSuppressions();
    productFilter = new FakeProductFilter();
    discounts = new FakeDiscountIssuer();
    counter += 100;
    shop = await new DrizzleShopRepository(db()).install({
      domain: `queue-${counter}.myshopify.com`,
      name: 'Queue shop',
      email: 'owner@queue.test',
      pricingPlanId: PLAN_ID_ENTERPRISE_MONTHLY,
      timeZone: 'Europe/Berlin',
    });
  });

  it('queues an order once, however often it is scheduled, at its days after fulfilment in daytime', async () => {
    const orderId = await placeOrder();
    expect(await scheduler().forOrder(shop, orderId, clock)).toBe('scheduled');
    expect(await scheduler().forOrder(shop, orderId, clock)).toBe('already_queued');
    const [mail] = await mailsOf(orderId);
    // 10:00 UTC is 11:00 in Berlin: inside the sending hours, so exactly seven days later.
    expect(mail?.dueAt.toISOString()).toBe('2026-03-09T10:00:00.000Z');
  });

  it('sends nothing before it is due, then one e-mail with a stable Message-ID and the unsubscribe address', async () => {
    const orderId = await placeOrder();
    await scheduler().forOrder(shop, orderId, clock);
    expect(await worker('a').drain()).toBe(0);
    clock = AFTER_WEEK;
    expect(await worker('a').drain()).toBe(1);
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]).toMatchObject({ to: expect.stringContaining('@example.com'), replyTo: 'owner@queue.test', from: { name: 'Queue shop' } });
    expect(transport.sent[0]?.messageId).toMatch(/^<\d+\.order-gid-shopify-Order-\d+-1@starling\.test>$/);
    expect(transport.sent[0]?.unsubscribeUrl).toContain('https://');
    const [mail] = await mailsOf(orderId);
    expect(mail?.state).toBe('sent');
    expect(await worker('a').drain()).toBe(0);
  });

  it('queues the next enabled reminder when a request goes, and skips it once the customer reviewed', async () => {
    schedule.schedule = { triggerEvent: 'fulfilled', steps: [{ step: 1, days: 7 }, { step: 2, days: 5 }], photoReminderDays: null };
    const orderId = await placeOrder();
    await scheduler().forOrder(shop, orderId, clock);
    clock = AFTER_WEEK;
    await worker('a').drain();
    const reminder = (await mailsOf(orderId)).find((row) => row.step === 2);
    expect(reminder?.state).toBe('scheduled');
    await db().insert(reviews).values({
      shopId: shop.id,
      productId: 'gid://shopify/Product/1',
      orderId,
      authorName: 'Ada Buyer',
      ...reviewSearchColumns({ authorName: 'Ada Buyer' }),
      rating: 4,
      source: 'Email request',
      commentedAt: AFTER_WEEK,
    });
    clock = new Date(AFTER_WEEK.getTime() + 6 * 86_400_000);
    await worker('a').drain();
    expect(transport.sent).toHaveLength(1);
    expect((await mailsOf(orderId)).find((row) => row.step === 2)).toMatchObject({ state: 'skipped', skipReason: 'reviewed' });
  });

  it('never sends to an unsubscribed customer, nor for excluded products only', async () => {
    suppressions.emails.add('gone@example.com');
    const unsubscribed = await placeOrder('gone@example.com');
    productFilter.excluded.add('gid://shopify/Product/9');
    const excluded = await placeOrder('keen@example.com', ['gid://shopify/Product/9']);
    await scheduler().forOrder(shop, unsubscribed, clock);
    await scheduler().forOrder(shop, excluded, clock);
    clock = AFTER_WEEK;
    await worker('a').drain();
    expect(transport.sent).toHaveLength(0);
    expect((await mailsOf(unsubscribed))[0]).toMatchObject({ state: 'skipped', skipReason: 'unsubscribed' });
    expect((await mailsOf(excluded))[0]).toMatchObject({ state: 'skipped', skipReason: 'products_excluded' });
    // Only e-mails that went count against the plan.
    expect((await new DrizzleShopRepository(db()).findById(shop.id))?.emailQuotaUsed).toBe(0);
  });

  it('retries a send the SMTP server refused, later, and sends it once', async () => {
    const orderId = await placeOrder();
    await scheduler().forOrder(shop, orderId, clock);
    clock = AFTER_WEEK;
    transport.failNext(new Error('451 try again later'));
    await worker('a').drain();
    expect((await mailsOf(orderId))[0]).toMatchObject({ state: 'scheduled', lastError: '451 try again later' });
    clock = new Date(AFTER_WEEK.getTime() + 2 * 60_000);
    await worker('a').drain();
    expect(transport.sent).toHaveLength(1);
    expect((await mailsOf(orderId))[0]?.state).toBe('sent');
  });

  it("completes the message from inside its record, and never one whose lease another worker took", async () => {
    const kept = await placeOrder();
    const takenOver = await placeOrder();
    await scheduler().forOrder(shop, kept, clock);
    await scheduler().forOrder(shop, takenOver, clock);
    clock = AFTER_WEEK;
    const outcomes = new Map<string, { completions: number; answer: boolean }>();
    transport = Object.assign(new FakeMailTransport(), {
      send: async (mail: { to: string }, confirm?: (complete: () => Promise<void>) => Promise<boolean>) => {
        if (mail.to === (await mailsOf(takenOver))[0]?.recipient) {
          await db().update(collectMails).set({ leaseOwner: 'another-worker' }).where(and(eq(collectMails.shopId, shop.id), eq(collectMails.orderId, takenOver)));
        }
        let completions = 0;
        const answer =
          (await confirm?.(() => {
            completions += 1;
            return Promise.resolve();
          })) ?? false;
        outcomes.set(mail.to, { completions, answer });
      },
    });
    await worker('a').drain();
    const keptRow = (await mailsOf(kept))[0];
    const takenRow = (await mailsOf(takenOver))[0];
    expect(keptRow?.state).toBe('sent');
    expect(outcomes.get(keptRow?.recipient ?? '')).toEqual({ completions: 1, answer: true });
    expect(outcomes.get(takenRow?.recipient ?? '')).toEqual({ completions: 0, answer: false });
    expect(takenRow).toMatchObject({ state: 'sending', leaseOwner: 'another-worker' });
  });

  it('queues again an e-mail recorded at its confirmation whose SMTP transaction then broke', async () => {
    const orderId = await placeOrder();
    await scheduler().forOrder(shop, orderId, clock);
    clock = AFTER_WEEK;
    const real = transport;
    transport = Object.assign(new FakeMailTransport(), {
      send: async (_mail: unknown, confirm?: (complete: () => Promise<void>) => Promise<boolean>) => {
        await confirm?.(() => Promise.resolve());
        throw new Error('connection closed before the end of the message');
      },
    });
    await worker('a').drain();
    expect((await mailsOf(orderId))[0]).toMatchObject({ state: 'scheduled', sentAt: null, lastError: 'connection closed before the end of the message' });
    transport = real;
    clock = new Date(AFTER_WEEK.getTime() + 2 * 60_000);
    await worker('a').drain();
    expect(transport.sent).toHaveLength(1);
  });

  it('takes over an e-mail whose worker died mid-send once its lease runs out, and the dead worker cannot record it', async () => {
    const orderId = await placeOrder();
    await scheduler().forOrder(shop, orderId, clock);
    clock = AFTER_WEEK;
    const [claimed] = await queue().claimDue('dead', clock, 10, LEASE_MS);
    expect(claimed).toBeDefined();
    expect(await worker('b').drain()).toBe(0);
    clock = new Date(AFTER_WEEK.getTime() + LEASE_MS + 1000);
    expect(await worker('b').drain()).toBe(1);
    expect(transport.sent).toHaveLength(1);
    expect(await writes().run(({ mails }) => mails.markSent(claimed!, 'dead', clock))).toBe(false);
  });

  it('two workers at once send every e-mail exactly once', async () => {
    const orderIds = [];
    for (let index = 0; index < 30; index += 1) orderIds.push(await placeOrder());
    for (const orderId of orderIds) await scheduler().forOrder(shop, orderId, clock);
    clock = AFTER_WEEK;
    await Promise.all([worker('a').drain(), worker('b').drain()]);
    const keys = transport.sent.map((mail) => mail.messageId);
    expect(keys).toHaveLength(30);
    expect(new Set(keys).size).toBe(30);
  });

  it('past the plan quota, requests wait in the queue and none is dropped', async () => {
    await db().update((await import('../../../../server/infrastructure/db/schema')).shops).set({
      pricingPlanId: PLAN_ID_FREE,
      emailQuotaUsed: FREE_PLAN_REVIEW_REQUEST_QUOTA - 2,
      emailQuotaResetAt: new Date(AFTER_WEEK.getTime() + 86_400_000),
    }).where(eq((await import('../../../../server/infrastructure/db/schema')).shops.id, shop.id));
    const orderIds = [await placeOrder(), await placeOrder(), await placeOrder()];
    for (const orderId of orderIds) await scheduler().forOrder(shop, orderId, clock);
    clock = AFTER_WEEK;
    await worker('a').drain();
    expect(transport.sent).toHaveLength(2);
    const waiting = (await Promise.all(orderIds.map(mailsOf))).flat().filter((row) => row.state === 'scheduled');
    expect(waiting).toHaveLength(1);
    // The quota renews: the waiting request goes.
    clock = new Date(AFTER_WEEK.getTime() + 2 * 86_400_000);
    await worker('a').drain();
    expect(transport.sent).toHaveLength(3);
  });

  it('after a review: the photo reminder waits its days and goes only while the review has no photo; the discount waits for publication', async () => {
    const [inserted] = await db()
      .insert(reviews)
      .values({
        shopId: shop.id,
        productId: 'gid://shopify/Product/1',
        authorName: 'Ada Buyer',
        authorEmail: 'ada@example.com',
        ...reviewSearchColumns({ authorName: 'Ada Buyer' }),
        rating: 5,
        source: 'Store front',
        published: false,
        commentedAt: FULFILLED,
      })
      .returning({ id: reviews.id });
    const reviewId = inserted!.id;
    await writes().run(({ mails }) => mails.schedule(shop.id, followUpMails(reviewId, 'Ada@Example.com', false, FULFILLED)));
    discounts.issued = { code: 'THANKS-42', valueText: '15%', amount: '15%', currency: '', expiresAt: null, customerEmail: 'ada@example.com', customerName: 'Ada Buyer' };
    await worker('a').drain();
    // Neither goes yet: the review is not published, and the reminder's 3 days have not passed.
    expect(transport.sent).toHaveLength(0);
    await db().update(reviews).set({ published: true }).where(eq(reviews.id, reviewId));
    clock = new Date(FULFILLED.getTime() + 3 * 86_400_000 + 60_000);
    await worker('a').drain();
    expect(transport.sent.map((mail) => mail.subject).sort()).toEqual(['photo_video_reminder for ', 'review_discount for ']);
    expect(transport.sent.every((mail) => mail.to === 'ada@example.com')).toBe(true);
    // The discount is the customer's own reward, not marketing: no unsubscribe header on it.
    expect(transport.sent.find((mail) => mail.subject.startsWith('review_discount'))?.unsubscribeUrl).toBeUndefined();
  });

  it('"Send now" brings a scheduled request forward; "Skip" stops it', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    await scheduler().forOrder(shop, first, clock);
    await scheduler().forOrder(shop, second, clock);
    await scheduler().sendNow(shop, [first], clock);
    await scheduler().skip(shop, [second], clock);
    await worker('a').drain();
    expect(transport.sent.map((mail) => mail.to)).toEqual([(await mailsOf(first))[0]?.recipient]);
    expect((await mailsOf(second))[0]).toMatchObject({ state: 'skipped', skipReason: 'skipped_by_merchant' });
  });
});
