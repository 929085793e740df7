import { describe, expect, it } from 'vitest';
import { signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';

describe.each(TEST_DATABASES)('user settings on $name', (target) => {
  const ctx = useTestServer(target);

  const settingsOf = async (token: string): Promise<any> => (await ctx.server.call('GET', `${ADMIN}/get_user_settings`, { token })).json?.data;
  const save = (token: string, body: unknown) => ctx.server.call('POST', `${ADMIN}/save_shop_settings`, { token, body });

  it('gives a new shop English, notifications of new reviews and questions to its account e-mail, and no digest', async () => {
    const shop = await signInShop(ctx.server, 'settings-new.myshopify.com');
    await updateShop(ctx.database.handle, shop, { email: 'owner@settings-new.example' });
    const response = await ctx.server.call('GET', `${ADMIN}/get_user_settings`, { token: shop.token });
    expect(response.status).toBe(200);
    expect(response.json?.data).toEqual({
      backend_lang: 'en',
      notification_email: 'owner@settings-new.example',
      notify_new_review: '1',
      notify_new_question: '1',
      weekly_digest: '2',
    });
  });

  it('saves only the fields sent and returns the whole document', async () => {
    const { token } = await signInShop(ctx.server, 'settings-partial.myshopify.com');
    const first = await save(token, { notify_new_review: '2', notification_email: ' alerts@shop.example ' });
    expect(first.status).toBe(200);
    expect(first.json?.data).toEqual({
      backend_lang: 'en',
      notification_email: 'alerts@shop.example',
      notify_new_review: '2',
      notify_new_question: '1',
      weekly_digest: '2',
    });
    await save(token, { weekly_digest: 1 });
    expect(await settingsOf(token)).toEqual({ ...first.json?.data, weekly_digest: '1' });
    await save(token, { notification_email: '' });
    expect(await settingsOf(token)).toMatchObject({ notification_email: '', notify_new_review: '2', weekly_digest: '1' });
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
    [{ notify_new_review: '2', notification_email: 'not-an-address' }, 'notification_email: must be an e-mail address or empty'],
    [{ notification_email: `${'a'.repeat(250)}@example.com` }, 'notification_email: must be at most 254 characters'],
    [{ notification_email: 42 }, 'notification_email: must be an e-mail address or empty'],
    [{ notify_new_question: '0' }, "notify_new_question: must be '1' or '2'"],
    [{ weekly_digest: true }, "weekly_digest: must be '1' or '2'"],
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
