import { describe, expect, it } from 'vitest';
import { shopDocuments } from '../../../server/infrastructure/db/schema';
import { signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';

describe.each(TEST_DATABASES)('user settings on $name', (target) => {
  const ctx = useTestServer(target);

  const settingsOf = async (token: string): Promise<any> => (await ctx.server.call('GET', `${ADMIN}/get_user_settings`, { token })).json?.data;
  const save = (token: string, body: unknown) => ctx.server.call('POST', `${ADMIN}/save_shop_settings`, { token, body });

  it('gives a new shop English and every notification on, to its account e-mail, with a weekly digest and low ratings at 2 stars or fewer', async () => {
    const shop = await signInShop(ctx.server, 'settings-new.myshopify.com');
    await updateShop(ctx.database.handle, shop, { email: 'owner@settings-new.example' });
    const response = await ctx.server.call('GET', `${ADMIN}/get_user_settings`, { token: shop.token });
    expect(response.status).toBe(200);
    expect(response.json?.data).toEqual({
      backend_lang: 'en',
      notification_emails: ['owner@settings-new.example'],
      notify_new_review: '1',
      notify_low_rating: '1',
      low_rating_threshold: 2,
      notify_held_review: '1',
      notify_new_question: '1',
      digest_frequency: 'weekly',
      notification_opt_outs: {},
    });
  });

  it('saves only the fields sent and returns the whole document', async () => {
    const { token } = await signInShop(ctx.server, 'settings-partial.myshopify.com');
    const first = await save(token, { notify_new_review: '2', notification_emails: [' alerts@shop.example ', 'team@shop.example'] });
    expect(first.status).toBe(200);
    expect(first.json?.data).toMatchObject({
      notification_emails: ['alerts@shop.example', 'team@shop.example'],
      notify_new_review: '2',
      notify_new_question: '1',
      digest_frequency: 'weekly',
    });
    await save(token, { digest_frequency: 'daily', low_rating_threshold: 3 });
    expect(await settingsOf(token)).toEqual({ ...first.json?.data, digest_frequency: 'daily', low_rating_threshold: 3 });
    await save(token, { notification_emails: [] });
    expect(await settingsOf(token)).toMatchObject({ notification_emails: [], notify_new_review: '2', digest_frequency: 'daily' });
  });

  it('reads a document saved before the address list and the digest frequency', async () => {
    const shop = await signInShop(ctx.server, 'settings-legacy.myshopify.com');
    await ctx.database.handle.db.insert(shopDocuments).values({ shopId: shop.id, kind: 'user_settings', data: { notification_email: 'old@legacy.example', weekly_digest: '2' } });
    expect(await settingsOf(shop.token)).toMatchObject({ notification_emails: ['old@legacy.example'], digest_frequency: 'off' });
  });

  it('keeps the admin language in one place: the shop config backend_lang', async () => {
    const { token } = await signInShop(ctx.server, 'settings-language.myshopify.com');
    await save(token, { backend_lang: 'de', notify_new_question: '2' });
    expect((await ctx.server.call('GET', `${ADMIN}/get_shop_configs`, { token })).json?.data.backend_lang).toBe('de');
    await ctx.server.call('POST', `${ADMIN}/save_shop_config`, { token, body: { key: 'backend_lang', value: 'zh-TW' } });
    expect(await settingsOf(token)).toMatchObject({ backend_lang: 'zh-TW', notify_new_question: '2' });
  });

  it.each([
    [{ notify_new_review: '2', nickname: 'Bob' }, 'nickname: is not a known field'],
    [{ notify_new_review: '2', shop: 'other.myshopify.com' }, 'shop: is not a known field'],
    [{ backend_lang: 'klingon', notify_new_review: '2' }, 'backend_lang: must be one of en, cs,'],
    [{ notify_new_review: '2', notification_emails: ['ok@shop.example', 'not-an-address'] }, 'notification_emails.1: must be an e-mail address'],
    [{ notification_emails: [`${'a'.repeat(250)}@example.com`] }, 'notification_emails.0: must be at most 254 characters'],
    [{ notification_emails: 'one@shop.example' }, 'notification_emails: must be a list of e-mail addresses'],
    [{ notification_emails: ['alerts@shop.example', 'team@shop.example', ' ALERTS@shop.example'] }, 'notification_emails.2: is listed twice'],
    [{ notification_emails: ['a@s.example', 'b@s.example', 'c@s.example', 'd@s.example', 'e@s.example', 'f@s.example'] }, 'notification_emails: must hold at most 5 addresses'],
    [{ notify_new_question: '0' }, "notify_new_question: must be '1' or '2'"],
    [{ low_rating_threshold: 5 }, 'low_rating_threshold: must be one of 1, 2, 3, 4'],
    [{ digest_frequency: 'monthly' }, 'digest_frequency: must be one of off, daily, weekly'],
    // A service notice cannot be stopped.
    [{ notification_opt_outs: { 'ann@shop.example': ['webhook_disabled'] } }, 'notification_opt_outs.ann@shop.example.0: must be one of held_review, low_rating, new_review, new_question, digest'],
    [{}, 'body: must contain at least one setting'],
    [[], 'body:'],
  ])('refuses %j with a 422 naming the field, and writes nothing', async (body, message) => {
    const { token } = await signInShop(ctx.server, 'settings-invalid.myshopify.com');
    const before = await settingsOf(token);
    const response = await save(token, body);
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ code: 42200, data: null });
    expect(response.json?.message.startsWith(message)).toBe(true);
    expect(await settingsOf(token)).toEqual(before);
  });
});
