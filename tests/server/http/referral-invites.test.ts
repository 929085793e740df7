import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectMails, reviews, shops, storefrontMetafields } from '../../../server/infrastructure/db/schema';
import { referralInviteKey } from '../../../src/domain/collect/referral-invites';
import { REFERRAL_INVITE_WORDS } from '../../../src/domain/collect/referral-invite-words';
import { DEFAULT_REFERRAL_PLACEMENTS } from '../../../src/domain/storefront/referral-placements';
import { emailSendQuotaForPlan } from '../../../src/domain/plans/email-quota';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { FakeMailTransport } from '../../fakes/fake-mail-transport';
import { htmlEmailProblems } from '../../support/html-email-check';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { proxyCall } from '../support/storefront-proxy';
import { TEST_DATABASES } from '../support/test-databases';
import { TEST_PUBLIC_ORIGIN } from '../support/test-server';
import { signedWebhooks, webhookShopifyApp } from '../support/test-shopify-app';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const START = new Date('2026-03-10T12:00:00Z');
const DAY = 86_400_000;
const CUSTOMER = '7001';
const review = { product_id: '101', rating: 5, title: 'Great', body: 'Works well', name: 'Jane Doe', email: 'Jane@Example.com' };

/**
 * The referral invite e-mail end to end (docs/product/referral-invites.md): queued after a known
 * customer's storefront review or after their order, as the merchant chose, once per customer,
 * only while the offer is on and the programme shows in e-mail; sent by the collect worker with the
 * customer's signed share link and a one-click unsubscribe.
 */
describe.each(TEST_DATABASES)('referral invite e-mails on $name', (target) => {
  let now = START;
  const mail = new FakeMailTransport();
  const ctx = useTestServer(target, () => ({ now: () => now, mailTransport: mail }));
  const admin = (shop: SignedInShop, path: string, body?: unknown) => ctx.server.call(body === undefined ? 'GET' : 'POST', `${ADMIN}/${path}`, { token: shop.token, ...(body === undefined ? {} : { body }) });
  const writeReview = (shop: SignedInShop, customer: string | undefined, fields: Record<string, unknown> = {}) =>
    proxyCall(ctx.server, shop.domain, 'POST', 'submit_review', { body: { ...review, ...fields }, at: now, address: `198.51.100.${Math.floor(Math.random() * 200)}`, ...(customer ? { customer } : {}) });
  const invitesOf = async (shop: SignedInShop) =>
    (await ctx.database.handle.db.select().from(collectMails).where(eq(collectMails.shopId, shop.id))).filter((row) => row.type.startsWith('referral_invite'));
  const shopWithOffer = async (domain: string, offer: Record<string, unknown> = { is_active: '1', friend_discount_type: 1, friend_discount_value: 15 }) => {
    now = START;
    const shop = await signInShop(ctx.server, domain);
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    expect((await admin(shop, 'set_referral_setting', offer)).status).toBe(200);
    return shop;
  };

  it('queues the invite a day after a signed-in customer’s review, once per customer, and sends it with their share link and unsubscribe', async () => {
    const shop = await shopWithOffer('invite-review.myshopify.com');
    expect((await writeReview(shop, CUSTOMER)).json?.data).toEqual({ status: 'published' });
    expect((await writeReview(shop, CUSTOMER, { title: 'Again' })).status).toBe(200);
    // A shopper who is not signed in has no customer to make a link for.
    expect((await writeReview(shop, undefined, { email: 'guest@example.com' })).status).toBe(200);
    const queued = await invitesOf(shop);
    expect(queued.map((row) => [row.key, row.type, row.recipient, row.state])).toEqual([[referralInviteKey(CUSTOMER), 'referral_invite_review', 'jane@example.com', 'scheduled']]);
    expect(queued[0]!.dueAt.getTime()).toBe(START.getTime() + DAY);

    mail.sent.length = 0;
    await ctx.server.collectWorker.drain();
    expect(mail.sent.filter((sent) => sent.subject.includes('friends'))).toEqual([]);
    now = new Date(START.getTime() + DAY + 60_000);
    await ctx.server.collectWorker.drain();
    const invite = mail.sent.find((sent) => sent.to === 'jane@example.com' && sent.subject === 'Give your friends 15% off at Invite Review');
    expect(invite, mail.sent.map((sent) => sent.subject).join(' | ')).toBeDefined();
    const shareLink = `${TEST_PUBLIC_ORIGIN}/referral_share_link?shop=${encodeURIComponent(shop.domain)}&amp;ref=${CUSTOMER}-`;
    expect(invite!.html).toContain(shareLink);
    expect(invite!.text).toContain(`${TEST_PUBLIC_ORIGIN}/referral_share_link?shop=${encodeURIComponent(shop.domain)}&ref=${CUSTOMER}-`);
    expect(invite!.html).toContain('Thank you, Jane Doe!');
    expect(invite!.unsubscribeUrl).toMatch(new RegExp(`^${TEST_PUBLIC_ORIGIN}/unsubscribe\\?t=`));
    expect(htmlEmailProblems({ html: invite!.html ?? '', text: invite!.text ?? '' })).toEqual([]);
    expect((await invitesOf(shop)).map((row) => row.state)).toEqual(['sent']);
  });

  it('signs the same code as the storefront’s referral block gives the customer', async () => {
    const shop = await shopWithOffer('invite-code.myshopify.com');
    const link = await proxyCall(ctx.server, shop.domain, 'GET', 'referral_link', { at: now, customer: CUSTOMER });
    const code = (link.json?.data as { code: string }).code;
    await writeReview(shop, CUSTOMER);
    now = new Date(START.getTime() + 2 * DAY);
    await ctx.server.collectWorker.drain();
    const invite = mail.sent.find((sent) => sent.subject === 'Give your friends 15% off at Invite Code');
    expect(invite?.text).toContain(`ref=${code}`);
  });

  it('queues nothing while the offer is off, the programme is kept out of e-mail, or the merchant sends the invite after orders only', async () => {
    const off = await shopWithOffer('invite-offer-off.myshopify.com', { is_active: '2' });
    await writeReview(off, CUSTOMER);
    expect(await invitesOf(off)).toEqual([]);

    const hidden = await shopWithOffer('invite-placement-off.myshopify.com');
    expect((await admin(hidden, 'set_referral_widgets_setting', { invite_email: '2' })).json?.data).toEqual({ ...DEFAULT_REFERRAL_PLACEMENTS, invite_email: '2' });
    await writeReview(hidden, CUSTOMER);
    expect(await invitesOf(hidden)).toEqual([]);

    const ordersOnly = await shopWithOffer('invite-orders-only.myshopify.com');
    expect((await admin(ordersOnly, 'save_email_template_setting', { type: 'referral_invite_review', is_enabled: '2' })).status).toBe(200);
    await writeReview(ordersOnly, CUSTOMER);
    expect(await invitesOf(ordersOnly)).toEqual([]);
  });

  it('skips a queued invite when the offer went off before it was due, and honours an unsubscribe', async () => {
    const shop = await shopWithOffer('invite-recheck.myshopify.com');
    await writeReview(shop, CUSTOMER);
    await writeReview(shop, '7002', { email: 'mia@example.com', name: 'Mia' });
    const unsubscribe = await ctx.server.mail.unsubscribeLinks.urlFor(shop.id, 'mia@example.com');
    const done = await ctx.server.call('POST', unsubscribe.slice(TEST_PUBLIC_ORIGIN.length), { body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(done.status).toBe(200);
    now = new Date(START.getTime() + 2 * DAY);
    const sentBefore = mail.sent.length;
    await ctx.server.collectWorker.drain();
    expect(mail.sent.slice(sentBefore).map((sent) => sent.to)).toEqual(['jane@example.com']);
    expect((await invitesOf(shop)).map((row) => [row.recipient, row.state, row.skipReason]).sort()).toEqual([
      ['jane@example.com', 'sent', null],
      ['mia@example.com', 'skipped', 'unsubscribed'],
    ]);

    const later = await shopWithOffer('invite-offer-ended.myshopify.com');
    await writeReview(later, CUSTOMER);
    await admin(later, 'set_referral_setting', { is_active: '2' });
    now = new Date(START.getTime() + 2 * DAY);
    await ctx.server.collectWorker.drain();
    expect((await invitesOf(later)).map((row) => [row.state, row.skipReason])).toEqual([['skipped', 'email_off']]);
  });

  it('does not send an invite whose review was unpublished or whose customer was redacted before it fell due', async () => {
    const shop = await shopWithOffer('invite-source-gone.myshopify.com');
    await writeReview(shop, CUSTOMER);
    await writeReview(shop, '7002', { email: 'mia@example.com', name: 'Mia' });
    const { db } = ctx.database.handle;
    const reviewOf = async (recipient: string) => (await invitesOf(shop)).find((row) => row.recipient === recipient)?.reviewId ?? 0;
    await db.update(reviews).set({ published: false }).where(and(eq(reviews.shopId, shop.id), eq(reviews.id, await reviewOf('jane@example.com'))));
    // customers/redact clears the review's address (docs/product/webhooks.md).
    await db.update(reviews).set({ authorEmail: '' }).where(and(eq(reviews.shopId, shop.id), eq(reviews.id, await reviewOf('mia@example.com'))));
    now = new Date(START.getTime() + 2 * DAY);
    const sentBefore = mail.sent.length;
    await ctx.server.collectWorker.drain();
    expect(mail.sent.slice(sentBefore).filter((sent) => sent.subject.includes('friends'))).toEqual([]);
    expect((await invitesOf(shop)).map((row) => [row.recipient, row.state, row.skipReason]).sort()).toEqual([
      ['jane@example.com', 'skipped', 'cancelled'],
      ['mia@example.com', 'skipped', 'cancelled'],
    ]);
  });

  it('waits with the review requests while the plan’s e-mails are used up, and counts the invite when it goes', async () => {
    const shop = await shopWithOffer('invite-quota.myshopify.com');
    const limit = emailSendQuotaForPlan(PLAN_ID_GROWTH_MONTHLY);
    await updateShop(ctx.database.handle, shop, { emailQuotaUsed: limit, emailQuotaResetAt: new Date(START.getTime() + 5 * DAY) });
    await writeReview(shop, CUSTOMER);
    now = new Date(START.getTime() + 2 * DAY);
    const sentBefore = mail.sent.length;
    await ctx.server.collectWorker.drain();
    expect(mail.sent.slice(sentBefore)).toEqual([]);
    expect((await invitesOf(shop)).map((row) => row.state)).toEqual(['scheduled']);

    // The quota renews: the invite goes, and is the first e-mail of the new period.
    now = new Date(START.getTime() + 6 * DAY);
    await ctx.server.collectWorker.drain();
    expect(mail.sent.slice(sentBefore).map((sent) => sent.to)).toEqual(['jane@example.com']);
    const [row] = await ctx.database.handle.db.select({ used: shops.emailQuotaUsed }).from(shops).where(eq(shops.id, shop.id));
    expect(row?.used).toBe(1);
  });

  it('edits both invites as collect e-mails: defaults in 20 languages, their placeholders, the preview with the share link, 422 naming the field', async () => {
    const shop = await signInShop(ctx.server, 'invite-templates.myshopify.com');
    const template = (await admin(shop, 'get_email_template_setting?type=referral_invite_order')).json?.data as Record<string, unknown>;
    expect(template).toMatchObject({ ...REFERRAL_INVITE_WORDS.en, is_enabled: '2', trigger_days: 14 });
    const preview = await admin(shop, 'preview_email_template', { type: 'referral_invite_review', settings: { body: 'Share {{share_link}} for {{friend_reward}}' } });
    const drawn = preview.json?.data as { subject: string; html: string };
    expect(drawn.subject).toBe('Give your friends 10% off at Invite Templates');
    expect(drawn.html).toContain(`Share ${TEST_PUBLIC_ORIGIN}/referral_share_link?shop=${encodeURIComponent(shop.domain)}&amp;ref=sample for 10%`);
    const test = await admin(shop, 'send_test_email', { type: 'referral_invite_order', to: 'owner@example.com' });
    expect(test.json?.data).toEqual({ to: 'owner@example.com' });
    await ctx.server.settings.writeEntries(shop, 'shop_config', { backend_lang: 'de' });
    expect((await admin(shop, 'get_email_template_setting?type=referral_invite_review')).json?.data).toMatchObject({ ...REFERRAL_INVITE_WORDS.de, is_enabled: '1', trigger_days: 1 });

    const refused = await admin(shop, 'save_email_template_setting', { type: 'referral_invite_review', body: 'Your order {{order_number}}' });
    expect(refused.status).toBe(422);
    expect(refused.json?.message).toMatch(/^body: \{\{order_number\}\} is not a placeholder of this e-mail \(\{\{customer_name\}\}, \{\{shop_name\}\}, \{\{share_link\}\}, \{\{friend_reward\}\}\)/);
    const days = await admin(shop, 'save_email_template_setting', { type: 'referral_invite_order', trigger_days: 90 });
    expect(days.status).toBe(422);
    expect(days.json?.message).toMatch(/^trigger_days:/);
    expect((await admin(shop, 'get_email_template_setting?type=referral_invite_review')).json?.data).toMatchObject(REFERRAL_INVITE_WORDS.de);

  });

  it('keeps the placements in their own document: partial saves, 422 naming a bad switch, and the storefront block hidden when switched off', async () => {
    const shop = await shopWithOffer('invite-placements.myshopify.com');
    expect((await admin(shop, 'get_referral_widgets_setting')).json?.data).toEqual(DEFAULT_REFERRAL_PLACEMENTS);
    const bad = await admin(shop, 'set_referral_widgets_setting', { storefront_block: 'no' });
    expect(bad.status).toBe(422);
    expect(bad.json?.message).toMatch(/^storefront_block:/);
    expect((await admin(shop, 'set_referral_widgets_setting', {})).status).toBe(422);
    expect((await admin(shop, 'set_referral_widgets_setting', { storefront_block: '2' })).json?.data).toEqual({ ...DEFAULT_REFERRAL_PLACEMENTS, storefront_block: '2' });
    expect((await admin(shop, 'get_referral_widgets_setting')).json?.data).toEqual({ ...DEFAULT_REFERRAL_PLACEMENTS, storefront_block: '2' });
    const storefrontReferral = async () => {
      await ctx.server.storefrontSync.drain();
      const [row] = await ctx.database.handle.db
        .select()
        .from(storefrontMetafields)
        .where(and(eq(storefrontMetafields.shopId, shop.id), eq(storefrontMetafields.ownerId, ''), eq(storefrontMetafields.key, 'settings')));
      return (JSON.parse(row!.value) as { referral: { is_active: string; friend_reward: string } }).referral;
    };
    // The offer is on, yet the block the storefront reads is off.
    expect(await storefrontReferral()).toMatchObject({ is_active: '2', friend_reward: '15%' });
    await admin(shop, 'set_referral_widgets_setting', { storefront_block: '1' });
    expect(await storefrontReferral()).toMatchObject({ is_active: '1' });
  });
});

const API_SECRET = 'shpss_invite_webhook_secret';

describe.each(TEST_DATABASES)('referral invites after an order on $name', (target) => {
  const NOW = new Date('2026-03-01T12:00:00Z');
  const ctx = useTestServer(target, { shopify: webhookShopifyApp(API_SECRET), now: () => NOW });
  const order = (overrides: Record<string, unknown> = {}) => ({
    id: 5_600_000_123_456,
    name: '#1009',
    email: 'Buyer@Example.com',
    customer_locale: 'de',
    total_price: '49.90',
    created_at: '2026-02-20T09:00:00+01:00',
    cancelled_at: null,
    customer: { id: 8001, first_name: 'Lena', last_name: 'Koch', email: 'buyer@example.com' },
    line_items: [{ product_id: 632910392, title: 'Wool socks', quantity: 2 }],
    fulfillments: [{ created_at: '2026-02-28T10:00:00Z', status: 'success' }],
    ...overrides,
  });
  const signed = signedWebhooks(() => ctx.server, API_SECRET, 'invite-event');
  const deliver = (shop: string, payload: unknown) =>
    signed('orders/fulfilled', shop, payload, { 'X-Shopify-Webhook-Id': 'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043', 'X-Shopify-API-Version': '2025-10' });
  const invitesOf = async (shopId: number) => (await ctx.database.handle.db.select().from(collectMails).where(eq(collectMails.shopId, shopId))).filter((row) => row.type.startsWith('referral_invite'));
  const shopWith = async (domain: string, offerActive: string, afterOrder: string) => {
    const record = await ctx.server.shops.install({ domain, name: domain, pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    const shop = { id: record.id, domain: record.domain };
    await ctx.server.settings.writeDocument(shop, 'referral_settings', { is_active: offerActive });
    await ctx.server.settings.writeDocument(shop, 'collect_email_referral_invite_order', { is_enabled: afterOrder });
    return shop;
  };

  it('queues the invite after the order at the moment its review request counts from, once per customer, only when the merchant chose it', async () => {
    const shop = await shopWith('invite-order.myshopify.com', '1', '1');
    expect((await deliver(shop.domain, order())).json?.data).toMatchObject({ outcome: { request: 'scheduled' } });
    await deliver(shop.domain, order({ id: 5_600_000_123_457, name: '#1010' }));
    const queued = await invitesOf(shop.id);
    expect(queued.map((row) => [row.key, row.type, row.orderId, row.recipient])).toEqual([[referralInviteKey('8001'), 'referral_invite_order', 'gid://shopify/Order/5600000123456', 'buyer@example.com']]);
    // Fourteen days after fulfilment, inside the sending hours.
    expect(queued[0]!.dueAt.toISOString()).toBe('2026-03-14T10:00:00.000Z');

    const notChosen = await shopWith('invite-order-off.myshopify.com', '1', '2');
    await deliver(notChosen.domain, order());
    expect(await invitesOf(notChosen.id)).toEqual([]);
    const offerOff = await shopWith('invite-order-offer-off.myshopify.com', '2', '1');
    await deliver(offerOff.domain, order());
    expect(await invitesOf(offerOff.id)).toEqual([]);
  });
});
