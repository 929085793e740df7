import { describe, expect, it } from 'vitest';
import { IMPORT_ORIGINS, reviewSourceOf } from '../../../src/domain/import/imported-review';
import { type ReviewItem } from '../../../src/domain/reviews/review-item';
import { REVIEW_SOURCE_ALIEXPRESS, REVIEW_SOURCE_AMAZON, REVIEW_SOURCE_CSV_UPLOADED } from '../../../src/domain/reviews/review-filter-codes';
import { encodeQueryString } from '../../../src/domain/reviews/query-string';
import { insertReviews } from '../support/review-fixtures';
import { signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';

/**
 * Imported reviews are found by the list's existing source filter (docs/product/import-provenance.md#filter):
 * every origin files under 'CSV uploaded', 'AliExpress' or 'Amazon', and the rows carry their provenance.
 */
describe.each(TEST_DATABASES)('imported reviews in the source filter on $name', (target) => {
  const ctx = useTestServer(target);

  it('finds each origin under its source, counts it in the facets, and gives each row its provenance', async () => {
    const shop = await signInShop(ctx.server, 'imported-sources.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [
      ...IMPORT_ORIGINS.map((origin, index) => ({
        authorName: `From ${origin}`,
        source: reviewSourceOf(origin),
        importOrigin: origin,
        importLabel: `${origin}.csv`,
        importRow: index + 1,
        importedAt: new Date('2026-11-03T12:00:00Z'),
      })),
      { authorName: 'Collected here', source: 'Store front' },
    ]);
    const get = (path: string) => ctx.server.call('GET', `${ADMIN}/${path}`, { token: shop.token });
    const authorsUnder = async (source: string) => {
      const page = (await get(`get_reviews?${encodeQueryString({ sources: [source], page_size: '50' })}`)).json?.data as { list: ReviewItem[] };
      return page.list.map((review) => review.author_name).sort();
    };
    const fromFiles = ['judgeme', 'loox', 'okendo', 'yotpo', 'trustoo', 'shopify', 'ryviu', 'opinew', 'starling', 'custom', 'other_app', 'manual'];
    expect(await authorsUnder(REVIEW_SOURCE_CSV_UPLOADED)).toEqual(fromFiles.map((origin) => `From ${origin}`).sort());
    expect(await authorsUnder(REVIEW_SOURCE_ALIEXPRESS)).toEqual(['From aliexpress', 'From dropshipman']);
    expect(await authorsUnder(REVIEW_SOURCE_AMAZON)).toEqual(['From amazon']);

    const facets = (await get('get_review_facets')).json?.data as { sources: Record<string, number> };
    expect([facets.sources[REVIEW_SOURCE_CSV_UPLOADED], facets.sources[REVIEW_SOURCE_ALIEXPRESS], facets.sources[REVIEW_SOURCE_AMAZON]]).toEqual([fromFiles.length, 2, 1]);

    const page = (await get(`get_reviews?${encodeQueryString({ sources: [REVIEW_SOURCE_CSV_UPLOADED], page_size: '50' })}`)).json?.data as { list: ReviewItem[] };
    const judgeme = page.list.find((review) => review.author_name === 'From judgeme');
    expect(judgeme?.provenance).toEqual({ origin: 'judgeme', label: 'judgeme.csv', row: 1, import_id: null });
    expect(judgeme?.imported_at).toBe('2026-11-03T12:00:00.000Z');
  });
});
