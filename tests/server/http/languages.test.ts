import { describe, expect, it } from 'vitest';
import { STOREFRONT_LANGUAGES_DOCUMENT } from '../../../server/infrastructure/shopify/development-store-storefront-languages';
import { signInShop, withQuery } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';

describe.each(TEST_DATABASES)('languages on $name', (target) => {
  const ctx = useTestServer(target);

  const wordsOf = async (token: string, lang: string): Promise<any> =>
    (await ctx.server.call('GET', withQuery(`${ADMIN}/get_shop_selfdefine_lang`, { lang }), { token })).json?.data;
  const saveWords = (token: string, body: unknown) => ctx.server.call('POST', `${ADMIN}/set_shop_selfdefine_lang`, { token, body });

  describe('storefront languages', () => {
    it('gives a development store English as its one storefront language', async () => {
      const { token } = await signInShop(ctx.server, 'langs-default.myshopify.com');
      const response = await ctx.server.call('GET', `${ADMIN}/get_shop_availiable_langs`, { token });
      expect(response.json?.data).toEqual([{ locale: 'en', name: 'English', primary: true }]);
    });

    it('lists a stored storefront language list with the primary language first', async () => {
      const shop = await signInShop(ctx.server, 'langs-stored.myshopify.com');
      await ctx.server.settings.writeDocument(shop, STOREFRONT_LANGUAGES_DOCUMENT, [
        { locale: 'fr', name: 'French', primary: false },
        { locale: 'de', name: 'German', primary: true },
      ]);
      const response = await ctx.server.call('GET', `${ADMIN}/get_shop_availiable_langs`, { token: shop.token });
      expect(response.json?.data).toEqual([
        { locale: 'de', name: 'German', primary: true },
        { locale: 'fr', name: 'French', primary: false },
      ]);
    });
  });

  describe('self-defined storefront words', () => {
    it("answers '{}' for a language without words", async () => {
      const { token } = await signInShop(ctx.server, 'words-empty.myshopify.com');
      const response = await ctx.server.call('GET', withQuery(`${ADMIN}/get_shop_selfdefine_lang`, { lang: 'fr' }), { token });
      expect(response.status).toBe(200);
      expect(response.json?.data).toEqual({ lang: 'fr', json_data: '{}' });
    });

    it('stores the words per language exactly as typed, markup included (the storefront escapes them)', async () => {
      const { token } = await signInShop(ctx.server, 'words-save.myshopify.com');
      const words = { 'reviews.heading': '<b>Avis</b> & "plus"', 'reviews.write': 'Écrire un avis' };
      const response = await saveWords(token, { lang: 'fr', json_data: JSON.stringify(words) });
      expect(response.status).toBe(200);
      expect(response.json?.data.lang).toBe('fr');
      expect(JSON.parse(response.json?.data.json_data)).toEqual(words);
      expect(JSON.parse((await wordsOf(token, 'fr')).json_data)).toEqual(words);
      expect(await wordsOf(token, 'de')).toEqual({ lang: 'de', json_data: '{}' });
    });

    it('replaces the whole set on save, accepts the object itself, and files region codes in canonical case', async () => {
      const { token } = await signInShop(ctx.server, 'words-replace.myshopify.com');
      await saveWords(token, { lang: 'pt-br', json_data: JSON.stringify({ 'reviews.heading': 'um', 'reviews.write': 'dois' }) });
      const replaced = await saveWords(token, { lang: 'PT-BR', json_data: { 'reviews.write': 'três' } });
      expect(replaced.json?.data.lang).toBe('pt-BR');
      const stored = await wordsOf(token, 'pt-BR');
      expect(stored.lang).toBe('pt-BR');
      expect(JSON.parse(stored.json_data)).toEqual({ 'reviews.write': 'três' });
      expect(JSON.parse((await wordsOf(token, 'pt-Br')).json_data)).toEqual({ 'reviews.write': 'três' });
    });

    it('keeps tabs and line breaks, which are typed text', async () => {
      const { token } = await signInShop(ctx.server, 'words-multiline.myshopify.com');
      const words = { 'form.thanks_published': 'Thank you!\r\nSee you soon\tagain' };
      expect((await saveWords(token, { lang: 'en', json_data: words })).status).toBe(200);
      expect(JSON.parse((await wordsOf(token, 'en')).json_data)).toEqual(words);
    });

    it('accepts words of 2000 characters with the placeholders of their text', async () => {
      const { token } = await signInShop(ctx.server, 'words-limits.myshopify.com');
      const words = { 'reviews.heading': 'x'.repeat(2000), 'rating.count.other': '{{count}} avis', 'qa.asked_by': '{{ author }}, {{ date }}' };
      const response = await saveWords(token, { lang: 'fr', json_data: JSON.stringify(words) });
      expect(response.status).toBe(200);
      expect(JSON.parse((await wordsOf(token, 'fr')).json_data)).toEqual(words);
    });

    it('lists every storefront text with its default in the language asked for, and the languages it has', async () => {
      const { token } = await signInShop(ctx.server, 'words-defaults.myshopify.com');
      const response = await ctx.server.call('GET', withQuery(`${ADMIN}/get_storefront_word_defaults`, { lang: 'fr' }), { token });
      expect(response.status).toBe(200);
      const answer = response.json?.data as { lang: string; locales: string[]; words: { key: string; text: string; placeholders: string[] }[] };
      expect(answer.lang).toBe('fr');
      expect(answer.locales).toHaveLength(20);
      expect(answer.locales[0]).toBe('en');
      expect(answer.words.find((word) => word.key === 'reviews.write')?.text).toBe('Écrire un avis');
      expect(answer.words.find((word) => word.key === 'rating.count.other')).toEqual({ key: 'rating.count.other', text: '{{ count }} avis', placeholders: ['count'] });
      // Every widget's texts are there to override, the newer blocks' too.
      const groups = new Set(answer.words.map((word) => word.key.split('.')[0]));
      expect([...groups].sort()).toEqual(['form', 'order_review', 'qa', 'rating', 'referral', 'review_page', 'reviews', 'showcase', 'side_tab', 'store_reviews', 'summary']);
      expect(answer.words.find((word) => word.key === 'order_review.rate_product')?.placeholders).toEqual(['product']);
      expect(answer.words.find((word) => word.key === 'summary.aspect_line.other')?.placeholders).toEqual(['percent', 'count']);
    });

    it.each([
      ['lang missing', { json_data: '{}' }, 'lang: is required'],
      ['lang not a locale', { lang: 'english', json_data: '{}' }, 'lang: must be a storefront locale code'],
      ['lang with a private-use tag', { lang: 'en-x-evil', json_data: '{}' }, 'lang: must be a storefront locale code'],
      ['lang not text', { lang: ['en'], json_data: '{}' }, 'lang: must be a storefront locale code'],
      ['json_data not JSON', { lang: 'en', json_data: 'hello' }, 'json_data: must be a JSON object of texts'],
      ['json_data an array', { lang: 'en', json_data: '["a"]' }, 'json_data: must be a JSON object of texts'],
      ['a value not text', { lang: 'en', json_data: '{"title": 5}' }, 'json_data.title: must be text'],
      ['a value too long', { lang: 'en', json_data: JSON.stringify({ title: 'x'.repeat(2001) }) }, 'json_data.title: must be at most 2000 characters'],
      ['a value with a NUL', { lang: 'en', json_data: JSON.stringify({ title: 'Re\u0000views' }) }, 'json_data.title: must not contain control characters'],
      ['a value with a control character', { lang: 'en', json_data: { title: 'Ring \u0007' } }, 'json_data.title: must not contain control characters'],
      ['a key that is not an identifier', { lang: 'en', json_data: '{"__proto__": "x"}' }, 'json_data.__proto__: keys must start with a letter'],
      [
        'more than 500 words',
        { lang: 'en', json_data: JSON.stringify(Object.fromEntries(Array.from({ length: 501 }, (_, index) => [`k${index}`, 'x']))) },
        'json_data: must hold at most 500 texts',
      ],
      ['an unknown field', { lang: 'en', json_data: '{}', shop_id: 1 }, 'shop_id: is not a known field'],
      ['a key that is no storefront text', { lang: 'en', json_data: { review_title: 'Reviews' } }, 'json_data.review_title: is not a storefront text'],
      ['a placeholder the text has not', { lang: 'en', json_data: { 'rating.count.other': '{{ total }} reviews' } }, 'json_data.rating.count.other: uses the placeholder {{ total }}'],
      ['a broken placeholder', { lang: 'en', json_data: { 'reviews.heading': 'Reviews {{ oops' } }, 'json_data.reviews.heading: has a placeholder that is not written'],
    ])('refuses %s with a 422 naming the field, and writes nothing', async (_case, body, message) => {
      const { token } = await signInShop(ctx.server, 'words-invalid.myshopify.com');
      await saveWords(token, { lang: 'en', json_data: '{"reviews.heading":"yes"}' });
      const response = await saveWords(token, body);
      expect(response.status).toBe(422);
      expect(response.json?.code).toBe(42200);
      expect(response.json?.message.startsWith(message)).toBe(true);
      expect(JSON.parse((await wordsOf(token, 'en')).json_data)).toEqual({ 'reviews.heading': 'yes' });
    });

    it('refuses a read without a valid lang with a 422', async () => {
      const { token } = await signInShop(ctx.server, 'words-read-invalid.myshopify.com');
      const missing = await ctx.server.call('GET', `${ADMIN}/get_shop_selfdefine_lang`, { token });
      expect(missing.status).toBe(422);
      expect(missing.json?.message).toBe('lang: is required');
      const bad = await ctx.server.call('GET', withQuery(`${ADMIN}/get_shop_selfdefine_lang`, { lang: '../../etc' }), { token });
      expect(bad.status).toBe(422);
      expect(bad.json?.message).toMatch(/^lang: /);
    });
  });
});
