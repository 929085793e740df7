import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DrizzleSettingsRepository } from '../../../server/infrastructure/db/drizzle-settings-repository';
import { DEMO_DISCOUNT_CODES_DOCUMENT } from '../../../server/infrastructure/db/drizzle-catalog-gateway';
import { DEMO_CUSTOMER } from '../../../server/infrastructure/demo-storefront/demo-app-proxy';
import { collectMails, referralAdvocateMonths, referralConversions, referralFriends } from '../../../server/infrastructure/db/schema';
import { type ReferralClaimAnswer } from '../../../src/contracts/referrals.contract';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { DEMO_SHOP_DOMAIN } from '../../../src/domain/shop/shop-domain';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { signInShop, updateShop, type SignedInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const PUBLIC = '/api/v1/public/referral';
const NOW = new Date('2026-12-03T10:00:00Z');
const OFFER = { friend_discount_value: 15, advocate_discount_type: 2, advocate_discount_value: 5, advocate_monthly_cap: 2, friend_minimum_order: 30 };

/**
 * The referral programme end to end on the demo storefront (docs/product/referrals.md): the
 * advocate's share link, the friend's page and code, the demo checkout's order handled as Shopify's
 * orders/create webhook, the conversion, the fraud checks and the advocate's reward e-mail.
 */
describe.each(TEST_DATABASES)('the referral programme on $name', (target) => {
  const ctx = useTestServer(target, () => ({ mail: 'catcher', now: () => NOW }));
  afterAll(async () => {
    await ctx.server.mail.stop();
  });
  const db = () => ctx.database.handle.db;
  const admin = (shop: SignedInShop, method: 'GET' | 'POST', path: string, body?: unknown) =>
    ctx.server.call(method, `${ADMIN}/${path}`, { token: shop.token, ...(body === undefined ? {} : { body }) });

  let demo: Promise<{ shop: SignedInShop; ref: string }> | null = null;
  /** The demo shop with its offer on (a cap of 2 a month), and the demo shopper's share code. */
  const demoShop = () =>
    (demo ??= (async () => {
      const shop = await signInShop(ctx.server, DEMO_SHOP_DOMAIN);
      await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY, currencySymbol: '€' });
      await addCatalog(ctx.database.handle, shop, { products: [productWithVariants('gid://shopify/Product/901', 'Apron', ['Default Title'], '40.00')] });
      const saved = await admin(shop, 'POST', 'set_referral_setting', { ...OFFER, is_active: '1' });
      expect(saved.status, saved.text).toBe(200);
      const link = await ctx.server.call('GET', '/demo-store/apps/starling/referral_link');
      const shareUrl = new URL(link.json?.data.share_url as string);
      expect(shareUrl.pathname).toBe('/referral_share_link');
      expect(shareUrl.searchParams.get('shop')).toBe(DEMO_SHOP_DOMAIN);
      return { shop, ref: shareUrl.searchParams.get('ref')! };
    })());

  // Each case owns its referral data: the shop's friends, conversions, monthly counts and mails start empty.
  beforeEach(async () => {
    const { shop } = await demoShop();
    await db().delete(referralConversions).where(eq(referralConversions.shopId, shop.id));
    await db().delete(referralFriends).where(eq(referralFriends.shopId, shop.id));
    await db().delete(referralAdvocateMonths).where(eq(referralAdvocateMonths.shopId, shop.id));
    await db().delete(collectMails).where(eq(collectMails.shopId, shop.id));
  });

  const claim = async (ref: string, email: string, extra: Record<string, unknown> = {}) =>
    ctx.server.call('POST', `${PUBLIC}/claim`, { body: { shop: DEMO_SHOP_DOMAIN, ref, email, consent: true, language: 'en', ...extra } });
  const codeFor = async (ref: string, email: string) => {
    const answer = (await claim(ref, email)).json?.data as ReferralClaimAnswer;
    if (answer.state !== 'claimed') throw new Error(`not claimed: ${JSON.stringify(answer)}`);
    return answer.code;
  };
  const checkout = async (fields: Record<string, string>) => {
    const response = await ctx.server.app.request('/demo-store/checkout', { method: 'POST', body: new URLSearchParams({ address1: '', zip: '', country_code: '', ...fields }) });
    expect(response.status).toBe(200);
    return response.text();
  };
  const conversionsOf = (email: string) =>
    db()
      .select({ state: referralConversions.state, reason: referralConversions.refusalReason, order: referralConversions.orderName })
      .from(referralConversions)
      .where(eq(referralConversions.friendEmail, email))
      .orderBy(asc(referralConversions.id));

  it('shows the offer of a genuine link only, for the shop its signature covers', async () => {
    const { ref } = await demoShop();
    const offer = await ctx.server.call('GET', `${PUBLIC}/offer?shop=${DEMO_SHOP_DOMAIN}&ref=${ref}`);
    expect(offer.json?.data).toMatchObject({ friend_reward: '15%', minimum_order: '€30', expiry_days: 30 });
    const other = await signInShop(ctx.server, 'referral-other.myshopify.com');
    await updateShop(ctx.database.handle, other, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    await admin(other, 'POST', 'set_referral_setting', { is_active: '1' });
    // The same code under another shop, or a changed signature: not found, nothing told.
    expect((await ctx.server.call('GET', `${PUBLIC}/offer?shop=${other.domain}&ref=${ref}`)).status).toBe(404);
    expect((await ctx.server.call('GET', `${PUBLIC}/offer?shop=${DEMO_SHOP_DOMAIN}&ref=${ref.slice(0, -1)}x`)).status).toBe(404);
    expect((await ctx.server.call('GET', `${PUBLIC}/offer?shop=${DEMO_SHOP_DOMAIN}&ref=7002-${ref.split('-').slice(1).join('-')}`)).status).toBe(404);
  });

  it('gives a friend one code per e-mail, made once in the store, and refuses a claim without consent naming the field', async () => {
    const { shop, ref } = await demoShop();
    const refused = await claim(ref, 'ann@example.com', { consent: false });
    expect(refused.status).toBe(422);
    expect(refused.json?.message).toContain('consent');
    // Two claims at once: one code; the later may be shown it too (it is not made yet) or told it was given.
    const answers = (await Promise.all([claim(ref, 'ann@example.com'), claim(ref, ' ANN@example.com ')])).map((answer) => answer.json?.data as ReferralClaimAnswer);
    const shown = [...new Set(answers.flatMap((answer) => (answer.state === 'claimed' ? [answer.code] : [])))];
    expect(shown).toHaveLength(1);
    expect(answers.every((answer) => answer.state === 'claimed' || answer.state === 'already_given')).toBe(true);
    const first = shown[0]!;
    expect(first).toMatch(/^FRIEND-[A-Z2-9]{10}$/);
    // Once the code works, whoever types the address (in any spelling) is told it was given, never shown it.
    const again = await claim(ref, 'Ann+later@example.com');
    expect(again.json?.data).toEqual({ state: 'already_given' });
    expect(again.text).not.toContain(first);
    const codes = (await new DrizzleSettingsRepository(db()).readDocument(shop, DEMO_DISCOUNT_CODES_DOCUMENT)) as Record<string, { usage_limit: number; value: number; minimum_subtotal: number }>;
    expect(codes[first]).toMatchObject({ usage_limit: 1, value: 15, minimum_subtotal: 30 });
    const rows = await db().select().from(referralFriends).where(eq(referralFriends.friendEmail, 'ann@example.com'));
    expect(rows.map((row) => row.status)).toEqual(['active']);
  });

  it('refuses the advocate as their own friend by e-mail on the share page, and records why', async () => {
    const { ref } = await demoShop();
    const email = DEMO_CUSTOMER.email.replace('@', '+again@');
    expect((await claim(ref, email)).json?.data).toEqual({ state: 'refused', reason: 'self_referral_email' });
    expect(await conversionsOf(email)).toEqual([{ state: 'refused', reason: 'self_referral_email', order: '' }]);
    expect(await db().select().from(referralFriends).where(eq(referralFriends.friendEmail, email))).toEqual([]);
  });

  it('rewards the advocate once for a friend’s order, e-mails the reward, and shows the friend the outcome', async () => {
    const { shop, ref } = await demoShop();
    const claimed = (await claim(ref, 'bo@example.com', { language: 'de' })).json?.data as Extract<ReferralClaimAnswer, { state: 'claimed' }>;
    const code = claimed.code;
    // The friend's follow-up page, in their language.
    const followUp = new URL(claimed.conversion_url);
    expect(followUp.pathname).toBe('/referral_conversion');
    expect(followUp.searchParams.get('lang')).toBe('de');
    const before = await ctx.server.call('GET', `${PUBLIC}/conversion?shop=${followUp.searchParams.get('shop')}&ref=${followUp.searchParams.get('ref')}&code=${followUp.searchParams.get('friend_code')}`);
    expect(before.json?.data).toMatchObject({ state: 'waiting', order_name: '' });

    const page = await checkout({ email: 'bo@example.com', discount: code.toLowerCase(), address1: '9 Oak Road', zip: '10115', country_code: 'DE' });
    const [conversion] = await conversionsOf('bo@example.com');
    expect(conversion).toMatchObject({ state: 'rewarded', reason: null });
    expect(page).toContain(conversion!.order);
    const after = await ctx.server.call('GET', `${PUBLIC}/conversion?shop=${DEMO_SHOP_DOMAIN}&ref=${ref}&code=${code}`);
    expect(after.json?.data).toMatchObject({ state: 'rewarded', order_name: conversion!.order });

    // The reward e-mail is queued with the conversion, sent by the mail path with its code.
    const [queued] = await db().select().from(collectMails).where(and(eq(collectMails.shopId, shop.id), eq(collectMails.type, 'advocate_reward')));
    expect(queued).toMatchObject({ recipient: DEMO_CUSTOMER.email, state: 'scheduled' });
    await ctx.server.collectWorker.drain();
    const list = await admin(shop, 'GET', 'get_outbox_mails');
    const summary = (list.json?.data.mails as { id: number; to: string; subject: string }[]).find((mail) => mail.to === DEMO_CUSTOMER.email);
    expect(summary?.subject).toBe('Your friend ordered: €5 off for you at ' + (await ctx.server.shops.findById(shop.id))!.name);
    const mail = (await admin(shop, 'GET', `get_outbox_mail?id=${summary!.id}`)).json?.data as { html: string; text: string };
    const [reward] = await db().select().from(referralConversions).where(eq(referralConversions.friendEmail, 'bo@example.com'));
    expect(reward?.rewardCode).toMatch(/^THANKS-/);
    expect(reward?.rewardStatus).toBe('active');
    expect(mail.text).toContain(reward!.rewardCode!);
    expect(mail.text).toContain('Thank you for spreading the word, Sam!');
  });

  it('refuses a second reward for the same friend, an order to the advocate’s address, and orders past the monthly cap', async () => {
    const { ref } = await demoShop();
    const ann = await codeFor(ref, 'ann@example.com');
    await checkout({ email: 'ann@example.com', discount: ann });
    await checkout({ email: 'ann@example.com', discount: ann });
    expect((await conversionsOf('ann@example.com')).map((row) => [row.state, row.reason])).toEqual([
      ['rewarded', null],
      ['refused', 'friend_already_rewarded'],
    ]);
    // The advocate ordering with a friend's code to their own address.
    const cy = await codeFor(ref, 'cy@example.com');
    const { address1, zip, countryCode } = DEMO_CUSTOMER.defaultAddress;
    await checkout({ email: 'cy@example.com', discount: cy, address1: address1.toUpperCase(), zip, country_code: countryCode });
    expect((await conversionsOf('cy@example.com')).map((row) => row.reason)).toEqual(['self_referral_address']);
    // Ann and Bo are this month's two rewards: a third friend's order counts without one.
    const bo = await codeFor(ref, 'bo@example.com');
    await checkout({ email: 'bo@example.com', discount: bo });
    expect((await conversionsOf('bo@example.com')).map((row) => row.state)).toEqual(['rewarded']);
    const di = await codeFor(ref, 'di@example.com');
    await checkout({ email: 'di@example.com', discount: di });
    expect((await conversionsOf('di@example.com')).map((row) => row.reason)).toEqual(['advocate_monthly_cap']);
    const diConversion = await ctx.server.call('GET', `${PUBLIC}/conversion?shop=${DEMO_SHOP_DOMAIN}&ref=${ref}&code=${di}`);
    expect(diConversion.json?.data.state).toBe('counted');
  });

  it('rewards a friend once whichever address they type on the share page or at checkout', async () => {
    const { ref } = await demoShop();
    const jane = await codeFor(ref, 'jane.doe@gmail.com');
    await checkout({ email: 'jane.doe@gmail.com', discount: jane });
    // Another spelling of the same mailbox is the same friend: no second code.
    expect((await claim(ref, 'JaneDoe+1@googlemail.com')).json?.data).toEqual({ state: 'already_given' });
    expect(await db().select().from(referralFriends).where(eq(referralFriends.friendEmailKey, 'janedoe@gmail.com'))).toHaveLength(1);
    // A new address on the share page, but the order placed as Jane: refused.
    const other = await codeFor(ref, 'jane.second@example.com');
    await checkout({ email: 'jane.doe+again@gmail.com', discount: other });
    expect((await conversionsOf('jane.second@example.com')).map((row) => [row.state, row.reason])).toEqual([['refused', 'friend_already_rewarded']]);
    // The database holds it too: a second rewarded row for the same buyer cannot be written.
    const [rewarded] = await db().select().from(referralConversions).where(eq(referralConversions.state, 'rewarded'));
    const { id: _id, ...copy } = rewarded!;
    await expect(db().insert(referralConversions).values({ ...copy, friendId: null, orderId: 'gid://shopify/Order/race', rewardCode: 'THANKS-RACE' })).rejects.toThrow();
  });

  it('keeps a handed-out code working after the offer is switched off, without rewarding the advocate', async () => {
    const { shop, ref } = await demoShop();
    const eve = await codeFor(ref, 'eve@example.com');
    const off = await admin(shop, 'POST', 'set_referral_setting', { ...OFFER, is_active: '2' });
    expect(off.status, off.text).toBe(200);
    try {
      await checkout({ email: 'eve@example.com', discount: eve });
      expect((await conversionsOf('eve@example.com')).map((row) => [row.state, row.reason])).toEqual([['refused', 'programme_off']]);
      expect(await db().select().from(collectMails).where(and(eq(collectMails.shopId, shop.id), eq(collectMails.type, 'advocate_reward')))).toEqual([]);
    } finally {
      expect((await admin(shop, 'POST', 'set_referral_setting', { ...OFFER, is_active: '1' })).status).toBe(200);
    }
  });
});
