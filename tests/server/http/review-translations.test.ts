import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, reviewTranslations } from '../../../server/infrastructure/db/schema';
import { startFakeDeepLServer, type FakeDeepLServer } from '../../fakes/fake-deepl-server';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop } from '../support/shop-fixtures';
import { proxyCall } from '../support/storefront-proxy';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const PRODUCT = 'gid://shopify/Product/101';

let deepl: FakeDeepLServer;
beforeAll(async () => {
  deepl = await startFakeDeepLServer();
});
afterAll(() => deepl.close());

describe.each(TEST_DATABASES)('review translation on the storefront on $name', (target) => {
  const ctx = useTestServer(target, () => ({ translation: { deeplAuthKey: deepl.authKey, deeplApiUrl: deepl.url } }));
  const admin = (shop: SignedInShop, body: unknown) => ctx.server.call('POST', `${ADMIN}/set_review_widget_settings`, { token: shop.token, body });
  const translations = (shop: SignedInShop, ids: readonly number[], language: string) =>
    proxyCall(ctx.server, shop.domain, 'GET', 'review_translations', { query: { review_ids: ids.join(','), language } });
  // One fake service for both databases' suites: each suite's texts are its own.
  const own = (text: string) => `${text} (${target.name})`;
  const requestsFor = (text: string) => deepl.requests.filter((request) => request.texts.some((sent) => sent.includes(text))).length;

  const shopTranslating = async (domain: string) => {
    const shop = await signInShop(ctx.server, domain);
    expect((await admin(shop, { translate_enabled: '1' })).status).toBe(200);
    return shop;
  };

  it("answers a shop's published reviews written in another language in the shopper's, the reply too, and nothing else", async () => {
    const shop = await shopTranslating('translate-basic.myshopify.com');
    const other = await shopTranslating('translate-other.myshopify.com');
    const [german, english, unknown, held] = await insertReviews(ctx.database.handle, shop, [
      { productId: PRODUCT, originalLanguage: 'de', title: 'Toll', body: 'Sehr bequem', replyBody: 'Danke!', replyPublished: true },
      { productId: PRODUCT, originalLanguage: 'en', body: 'Already English' },
      { productId: PRODUCT, originalLanguage: '', body: 'No idea' },
      { productId: PRODUCT, originalLanguage: 'fr', body: own('Pas publié'), published: false },
    ]);
    const [foreign] = await insertReviews(ctx.database.handle, other, [{ productId: PRODUCT, originalLanguage: 'de', body: own('Fremder Shop') }]);
    const answer = await translations(shop, [german!, english!, unknown!, held!, foreign!], 'en');
    expect(answer.status).toBe(200);
    expect(answer.json?.data.translations).toEqual([{ review_id: german, source_language: 'de', title: '[EN-US] Toll', body: '[EN-US] Sehr bequem', reply_body: '[EN-US] Danke!' }]);
    expect(answer.text).not.toContain('Fremder');
    expect(requestsFor(own('Fremder Shop'))).toBe(0);
    expect(requestsFor(own('Pas publié'))).toBe(0);
  });

  it('translates each review once per language and again after it is edited', async () => {
    const shop = await shopTranslating('translate-kept.myshopify.com');
    const [id] = await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT, originalLanguage: 'ja', body: own('とても良い') }]);
    await translations(shop, [id!], 'de');
    await translations(shop, [id!], 'de');
    expect(requestsFor(own('とても良い'))).toBe(1);
    expect((await translations(shop, [id!], 'pt-BR')).json?.data.translations[0].body).toBe(`[PT-BR] ${own('とても良い')}`);
    expect(requestsFor(own('とても良い'))).toBe(2);
    await ctx.database.handle.db.update(reviews).set({ body: own('まあまあ') }).where(eq(reviews.id, id!));
    expect((await translations(shop, [id!], 'de')).json?.data.translations[0].body).toBe(`[DE] ${own('まあまあ')}`);
  });

  it('refuses when the shop does not translate, and for a language it cannot translate into, naming the field', async () => {
    const shop = await signInShop(ctx.server, 'translate-off.myshopify.com');
    const [id] = await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT, originalLanguage: 'de', body: own('Gut') }]);
    const off = await translations(shop, [id!], 'en');
    expect(off.status).toBe(403);
    expect(off.json?.message).toMatch(/^translate_enabled: /);
    await admin(shop, { translate_enabled: '1' });
    const klingon = await translations(shop, [id!], 'tlh');
    expect(klingon.status).toBe(422);
    expect(klingon.json?.message).toMatch(/^language: /);
    const tooMany = await translations(shop, Array.from({ length: 51 }, (_, index) => index + 1), 'en');
    expect(tooMany.status).toBe(422);
    expect(tooMany.json?.message).toMatch(/^review_ids: /);
    expect(requestsFor(own('Gut'))).toBe(0);
  });

  it('answers a failing service with an error envelope and keeps nothing', async () => {
    const shop = await shopTranslating('translate-outage.myshopify.com');
    const [id] = await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT, originalLanguage: 'sv', body: 'Mycket bra' }]);
    deepl.failWith = 456;
    try {
      const answer = await translations(shop, [id!], 'en');
      expect(answer.status).toBe(502);
      expect(answer.json?.code).not.toBe(0);
      expect(answer.json?.message).toMatch(/^translation: /);
    } finally {
      deepl.failWith = null;
    }
    expect(await ctx.database.handle.db.select().from(reviewTranslations).where(eq(reviewTranslations.reviewId, id!))).toEqual([]);
    expect((await translations(shop, [id!], 'en')).json?.data.translations[0].body).toBe('[EN-US] Mycket bra');
  });
});

describe.each(TEST_DATABASES.slice(0, 1))('review translation without a translation service on $name', (target) => {
  const ctx = useTestServer(target);

  it('refuses to switch translation on, naming the field, and leaves the settings as they were', async () => {
    const shop = await signInShop(ctx.server, 'translate-none.myshopify.com');
    const refused = await ctx.server.call('POST', `${ADMIN}/set_review_widget_settings`, { token: shop.token, body: { translate_enabled: '1', font_size: 20 } });
    expect(refused.status).toBe(422);
    expect(refused.json?.message).toMatch(/^translate_enabled: /);
    const saved = (await ctx.server.call('GET', `${ADMIN}/get_review_widget_settings`, { token: shop.token })).json?.data;
    expect(saved).toMatchObject({ translate_enabled: '2', font_size: 13 });
  });
});
