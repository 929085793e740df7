import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviewArrivalHold } from '../../../server/application/collect/review-handling-settings';
import { DrizzleSettingsRepository } from '../../../server/infrastructure/db/drizzle-settings-repository';
import { reviews, shopDocuments } from '../../../server/infrastructure/db/schema';
import { DEFAULT_REVIEW_HANDLING } from '../../../src/domain/collect/review-handling';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { REPLY_TEMPLATES_MAX } from '../../../src/domain/reviews/reply-templates';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { proxyCall } from '../support/storefront-proxy';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';

describe.each(TEST_DATABASES)('reply templates and review handling on $name', (target) => {
  const ctx = useTestServer(target);
  const admin = (shop: SignedInShop, method: 'GET' | 'POST', path: string, body?: unknown) =>
    ctx.server.call(method, `${ADMIN}/${path}`, { token: shop.token, ...(body === undefined ? {} : { body }) });

  const thanks = { id: 'thanks', name: 'Thanks for the stars', body: 'Thank you {{customer_name}} for reviewing {{product_name}}! — {{shop_name}}' };
  const sorry = { id: 'sorry', name: 'Sorry', body: 'Sorry about that, {{customer_name}}.' };

  it('saves the list of templates as a whole, in order, trimmed, and answers the shop name for the placeholders', async () => {
    const shop = await signInShop(ctx.server, 'reply-templates.myshopify.com');
    const empty = (await admin(shop, 'GET', 'get_reply_templates')).json?.data as { templates: unknown[]; shop_name: string };
    expect(empty.templates).toEqual([]);
    expect(typeof empty.shop_name).toBe('string');
    const saved = await admin(shop, 'POST', 'save_reply_templates', { templates: [{ ...sorry, name: ' Sorry ' }, thanks] });
    expect(saved.json?.data.templates).toEqual([sorry, thanks]);
    expect((await admin(shop, 'GET', 'get_reply_templates')).json?.data.templates).toEqual([sorry, thanks]);
    await admin(shop, 'POST', 'save_reply_templates', { templates: [thanks] });
    expect((await admin(shop, 'GET', 'get_reply_templates')).json?.data.templates).toEqual([thanks]);
  });

  it('refuses bad templates with a 422 naming the field, and changes nothing', async () => {
    const shop = await signInShop(ctx.server, 'reply-templates-bad.myshopify.com');
    await admin(shop, 'POST', 'save_reply_templates', { templates: [thanks] });
    for (const [body, field] of [
      [{ templates: [{ ...thanks, name: '  ' }] }, 'templates.0.name: must not be blank'],
      [{ templates: [{ ...thanks, body: 'x'.repeat(2001) }] }, 'templates.0.body: must be at most 2000 characters'],
      [{ templates: [thanks, { ...sorry, name: 'THANKS for the stars' }] }, 'templates.1.name: is used by another template'],
      [{ templates: [thanks, { ...sorry, id: 'thanks' }] }, 'templates.1.id: is used by another template'],
      [{ templates: [{ ...thanks, id: 'Not OK' }] }, 'templates.0.id'],
      [{ templates: Array.from({ length: REPLY_TEMPLATES_MAX + 1 }, (_, index) => ({ id: `t${index}`, name: `T${index}`, body: 'b' })) }, 'templates: must hold at most'],
      [{}, 'templates'],
    ] as const) {
      const response = await admin(shop, 'POST', 'save_reply_templates', body);
      expect(response.status, field).toBe(422);
      expect(response.json?.code).not.toBe(0);
      expect(response.json?.message).toContain(field);
    }
    expect((await admin(shop, 'GET', 'get_reply_templates')).json?.data.templates).toEqual([thanks]);
  });

  it('shares the storefront publishing switch with the write-review settings and keeps the rest in its own document', async () => {
    const shop = await signInShop(ctx.server, 'handling.myshopify.com');
    expect((await admin(shop, 'GET', 'get_managing_reviews_setting')).json?.data).toEqual({
      ...DEFAULT_REVIEW_HANDLING,
      is_review_publish: '1',
      auto_publish_min_rating: 1,
    });
    const saved = await admin(shop, 'POST', 'save_managing_reviews_setting', {
      is_review_publish: '2',
      email_review_publish: '2',
      hold_words: [' refund ', 'Refund', 'scam'],
    });
    expect(saved.json?.data).toEqual({ is_review_publish: '2', email_review_publish: '2', hold_words: ['refund', 'scam'], auto_publish_min_rating: 1 });
    expect((await admin(shop, 'GET', 'get_review_widget_settings')).json?.data.is_review_publish).toBe('2');
    await admin(shop, 'POST', 'set_review_widget_settings', { is_review_publish: '1', auto_publish_min_rating: 3 });
    expect((await admin(shop, 'GET', 'get_managing_reviews_setting')).json?.data).toMatchObject({ is_review_publish: '1', auto_publish_min_rating: 3, hold_words: ['refund', 'scam'] });
  });

  it('ignores the new-review e-mail fields an older document still holds (they are set on /settings/notifications)', async () => {
    const shop = await signInShop(ctx.server, 'handling-older.myshopify.com');
    await ctx.database.handle.db
      .insert(shopDocuments)
      .values({ shopId: shop.id, kind: 'review_handling', data: { email_review_publish: '2', notify_new_review: '1', notify_email: 'old@handling.example', hold_words: ['refund'] } });
    expect((await admin(shop, 'GET', 'get_managing_reviews_setting')).json?.data).toEqual({
      is_review_publish: '1',
      email_review_publish: '2',
      hold_words: ['refund'],
      auto_publish_min_rating: 1,
    });
  });

  it('refuses bad handling settings with a 422 naming the field, and changes nothing', async () => {
    const shop = await signInShop(ctx.server, 'handling-bad.myshopify.com');
    const before = (await admin(shop, 'GET', 'get_managing_reviews_setting')).json?.data;
    for (const [body, field] of [
      // The new-review e-mail is set on /settings/notifications, not here.
      [{ notify_new_review: '1' }, 'notify_new_review: is not a known field'],
      [{ notify_email: 'alerts@handling.example' }, 'notify_email: is not a known field'],
      [{ hold_words: ['x'.repeat(51)] }, 'hold_words.0: must be at most 50 characters'],
      [{ hold_words: Array.from({ length: 101 }, (_, index) => `w${index}`) }, 'hold_words: must hold at most 100 words'],
      [{ hold_words: 'refund' }, 'hold_words'],
      [{ auto_publish_min_rating: 1 }, 'auto_publish_min_rating'],
      [{}, 'must change at least one setting'],
    ] as const) {
      const response = await admin(shop, 'POST', 'save_managing_reviews_setting', body);
      expect(response.status, field).toBe(422);
      expect(response.json?.code).not.toBe(0);
      expect(response.json?.message).toContain(field);
    }
    expect((await admin(shop, 'GET', 'get_managing_reviews_setting')).json?.data).toEqual(before);
  });

  it('holds a storefront review that contains a hold word, whatever its rating, and publishes the others', async () => {
    const shop = await signInShop(ctx.server, 'handling-storefront.myshopify.com');
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    await admin(shop, 'POST', 'save_managing_reviews_setting', { hold_words: ['refund'] });
    const review = { product_id: '101', rating: 5, title: 'Great', body: 'Works well', name: 'Jane Doe', email: 'jane@example.com' };
    const submit = (change: object, address: string) => proxyCall(ctx.server, shop.domain, 'POST', 'submit_review', { body: { ...review, ...change }, address });
    expect((await submit({}, '198.51.100.10')).json?.data).toEqual({ status: 'published' });
    expect((await submit({ body: 'Five stars, but I want a REFUND.' }, '198.51.100.11')).json?.data).toEqual({ status: 'pending' });
    expect((await submit({ rating: 1, title: 'Refund!' }, '198.51.100.12')).json?.data).toEqual({ status: 'pending' });
    expect((await submit({ rating: 1, body: 'Broke after a day' }, '198.51.100.13')).json?.data).toEqual({ status: 'published' });
    const stored = await ctx.database.handle.db.select().from(reviews).where(eq(reviews.shopId, shop.id)).orderBy(reviews.id);
    expect(stored.map((row) => [row.rating, row.published])).toEqual([
      [5, true],
      [5, false],
      [1, false],
      [1, true],
    ]);
  });

  it('exposes the hold rule for other sources', async () => {
    const shop = await signInShop(ctx.server, 'handling-readers.myshopify.com');
    const settings = new DrizzleSettingsRepository(ctx.database.handle.db);
    await admin(shop, 'POST', 'save_managing_reviews_setting', { email_review_publish: '2' });
    expect(await reviewArrivalHold(settings, shop, 'email_request', { title: '', body: 'Great' })).toBe('manual');
    expect(await reviewArrivalHold(settings, shop, 'storefront', { title: '', body: 'Great' })).toBeNull();
  });
});
