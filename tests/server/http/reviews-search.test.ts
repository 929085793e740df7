import { describe, expect, it } from 'vitest';
import { insertReviews } from '../support/review-fixtures';
import { signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';

describe.each(TEST_DATABASES)('the reviews search of title, text and name on $name', (target) => {
  const ctx = useTestServer(target);

  async function shopWithReviews(domain: string) {
    const shop = await signInShop(ctx.server, domain);
    const [bodyOnly, titleOnly, named] = await insertReviews(ctx.database.handle, shop, [
      { authorName: 'Ada Lovelace', title: 'Nice', body: 'The parcel arrived slowly, but the Crème was worth the wait.' },
      { authorName: 'Grace Hopper', title: 'Wunderschöne Farben', body: '' },
      { authorName: 'José Núñez', title: 'Fine', body: 'ok' },
    ]);
    return { shop, bodyOnly: bodyOnly!, titleOnly: titleOnly!, named: named! };
  }

  const found = async (token: string, params: string) => {
    const response = await ctx.server.call('GET', `${ADMIN}/get_reviews?${params}`, { token });
    expect(response.json?.code, response.text).toBe(0);
    return (response.json?.data.list as { id: number }[]).map((item) => item.id).sort((a, b) => a - b);
  };

  it('finds a review by a word of its text, of its title or by its author name, with no search field given', async () => {
    const { shop, bodyOnly, titleOnly, named } = await shopWithReviews('search-fields.myshopify.com');
    expect(await found(shop.token, 'keyword=parcel')).toEqual([bodyOnly]);
    expect(await found(shop.token, 'keyword=wunderschone')).toEqual([titleOnly]);
    expect(await found(shop.token, 'keyword=jose%20nu')).toEqual([named]);
    expect(await found(shop.token, 'search_field=all&keyword=farben')).toEqual([titleOnly]);
  });

  it('matches words by their beginning, in any case and without accents, all of them required', async () => {
    const { shop, bodyOnly } = await shopWithReviews('search-prefix.myshopify.com');
    expect(await found(shop.token, 'keyword=PARC')).toEqual([bodyOnly]);
    expect(await found(shop.token, 'keyword=creme%20slow')).toEqual([bodyOnly]);
    expect(await found(shop.token, 'keyword=creme%20fast')).toEqual([]);
    expect(await found(shop.token, 'keyword=arcel')).toEqual([]);
    expect(await found(shop.token, "keyword=%22'%26!:*%5C")).toEqual([]);
  });

  it('keeps the author and title searches to their own field', async () => {
    const { shop, titleOnly } = await shopWithReviews('search-scoped.myshopify.com');
    expect(await found(shop.token, 'search_field=author&keyword=parcel')).toEqual([]);
    expect(await found(shop.token, 'search_field=title&keyword=farben')).toEqual([titleOnly]);
  });

  it("never finds another shop's review", async () => {
    const { shop } = await shopWithReviews('search-mine.myshopify.com');
    const other = await signInShop(ctx.server, 'search-theirs.myshopify.com');
    const [theirs] = await insertReviews(ctx.database.handle, other, [{ authorName: 'Parcel Person', title: 'Unique zebra', body: 'quixotic parcel' }]);
    expect(await found(shop.token, 'keyword=zebra')).toEqual([]);
    expect(await found(shop.token, 'keyword=quixotic')).toEqual([]);
    expect(await found(other.token, 'keyword=quixotic')).toEqual([theirs]);
  });
});
