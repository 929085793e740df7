import { describe, expect, it } from 'vitest';
import { REPLY_TEMPLATE_DOCUMENT } from '../../../server/application/reviews/reply-review.use-case';
import { DrizzleSettingsRepository } from '../../../server/infrastructure/db/drizzle-settings-repository';
import { STORE_REVIEW_PRODUCT_ID } from '../../../src/domain/storefront/store-review-widgets';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const NOW = new Date('2025-06-15T10:00:00Z');

describe.each(TEST_DATABASES)('review replies and CSV export on $name', (target) => {
  const ctx = useTestServer(target, { now: () => NOW });
  const post = (shop: SignedInShop, path: string, body: unknown) => ctx.server.call('POST', `${ADMIN}/${path}`, { token: shop.token, body });
  const get = (shop: SignedInShop, path: string) => ctx.server.call('GET', `${ADMIN}/${path}`, { token: shop.token });

  it('creates, edits and deletes a reply', async () => {
    const shop = await signInShop(ctx.server, 'reply-crud.myshopify.com');
    const [id] = await insertReviews(ctx.database.handle, shop, [{}]);
    const created = await post(shop, 'reply_review', { id, body: '  Thank you!  ', published: false });
    expect(created.json?.data.reply).toEqual({ body: 'Thank you!', published: false, replied_at: NOW.toISOString() });
    const edited = await post(shop, 'reply_review', { id, body: 'Thanks again', published: true });
    expect(edited.json?.data.reply).toEqual({ body: 'Thanks again', published: true, replied_at: NOW.toISOString() });
    expect((await get(shop, `get_review?id=${id}`)).json?.data.reply.body).toBe('Thanks again');
    const deleted = await post(shop, 'delete_review_reply', { id });
    expect(deleted.json?.data.reply).toBeNull();
  });

  it('refuses an empty or too long reply with a 422 naming body, and changes nothing', async () => {
    const shop = await signInShop(ctx.server, 'reply-invalid.myshopify.com');
    const [id] = await insertReviews(ctx.database.handle, shop, [{ replyBody: 'Kept', replyPublished: true }]);
    for (const [body, message] of [
      ['   ', 'body: must not be blank'],
      ['x'.repeat(5001), 'body: must be at most 5000 characters'],
      [42, 'body: must be text'],
    ] as const) {
      const response = await post(shop, 'reply_review', { id, body });
      expect(response.status).toBe(422);
      expect(response.json?.message).toBe(message);
    }
    expect((await post(shop, 'reply_review', { id: 999_999_999, body: 'x' })).status).toBe(404);
    expect((await get(shop, `get_review?id=${id}`)).json?.data.reply).toMatchObject({ body: 'Kept', published: true });
  });

  it('fills the reply template for a review, or gives an empty one when none is stored', async () => {
    const shop = await signInShop(ctx.server, 'reply-template.myshopify.com');
    const [id] = await insertReviews(ctx.database.handle, shop, [{ authorName: 'Zoë', rating: 4, title: 'Lovely' }]);
    expect((await get(shop, `get_reply_template?id=${id}`)).json?.data).toEqual({ template: '' });
    await new DrizzleSettingsRepository(ctx.database.handle.db).writeDocument(shop, REPLY_TEMPLATE_DOCUMENT, {
      template: 'Hi {{author_name}}, thanks for {{ rating }} stars on "{{review_title}}"! {{unknown}}',
    });
    expect((await get(shop, `get_reply_template?id=${id}`)).json?.data).toEqual({ template: 'Hi Zoë, thanks for 4 stars on "Lovely"! {{unknown}}' });
  });

  it('exports the filter as a UTF-8 CSV attachment with a BOM, a header row and formula cells neutralised', async () => {
    const shop = await signInShop(ctx.server, 'export.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [
      { authorName: '=HYPERLINK("http://evil")', title: '+1, "quoted"', body: 'line 1\nline 2', rating: 1, commentedAt: new Date('2025-01-02T00:00:00Z') },
      { authorName: '@SUM(A1)', title: '-2', body: '\tTab', rating: 1, media: [{ kind: 'photo', url: 'https://cdn.example/a.jpg' }] },
      { authorName: 'Ünïcode 😀', rating: 1 },
      { authorName: 'Filtered out', rating: 5 },
    ]);
    const response = await get(shop, 'export_reviews?ratings=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="reviews-starling-2025-06-15.csv"');
    const raw = await ctx.server.app.request(`${ADMIN}/export_reviews?ratings=1`, { headers: { Authorization: `Bearer ${shop.token}` } });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFid,product_id,product_title,author_name,author_email,rating,title,body,source,published')).toBe(true);
    expect(text).not.toContain('Filtered out');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain(`"'+1, ""quoted"""`);
    expect(text).toContain('"line 1\nline 2"');
    expect(text).toContain(",'@SUM(A1),");
    expect(text).toContain(",'-2,");
    expect(text).toContain(",'\tTab,");
    expect(text).toContain('Ünïcode 😀');
    expect(text).toContain('https://cdn.example/a.jpg');
    // Header + three rows, CRLF-terminated (one body holds a bare LF inside quotes).
    expect(text.split('\r\n').filter((line) => line !== '')).toHaveLength(4);
  });

  it('exports in Loox\'s format: exactly its header row, its product handles and bare ids, store reviews without a product', async () => {
    const shop = await signInShop(ctx.server, 'export-loox.myshopify.com');
    await addCatalog(ctx.database.handle, shop, { products: [productWithVariants('gid://shopify/Product/4242', 'Wool Scarf', ['One size'])] });
    await insertReviews(ctx.database.handle, shop, [
      {
        productId: 'gid://shopify/Product/4242',
        authorName: 'Zoë',
        authorEmail: 'zoe@example.com',
        rating: 4,
        body: 'Warm, "really" warm',
        verified: true,
        incentivized: true,
        replyBody: 'Thanks!',
        replyPublished: true,
        repliedAt: new Date('2025-02-01T09:00:00Z'),
        commentedAt: new Date('2025-01-31T08:00:00Z'),
        media: [{ kind: 'photo', url: 'https://cdn.example/a.jpg' }, { kind: 'video', url: 'https://cdn.example/b.mp4' }],
      },
      { productId: STORE_REVIEW_PRODUCT_ID, authorName: '=Shop fan', rating: 5, body: 'Great shop', commentedAt: new Date('2025-01-01T00:00:00Z') },
    ]);
    const response = await get(shop, 'export_reviews?format=loox');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="reviews-loox-2025-06-15.csv"');
    expect(response.text.split('\r\n').filter((line) => line !== '')).toEqual([
      'product_handle,product_Id,rating,author,email,body,created_at,photo_url,reply,replied_at,verified_purchase,incentivized',
      // Newest first, as the list shows them.
      ",,5,'=Shop fan,,Great shop,2025-01-01T00:00:00.000Z,,,,false,false",
      'wool-scarf,4242,4,Zoë,zoe@example.com,"Warm, ""really"" warm",2025-01-31T08:00:00.000Z,"https://cdn.example/a.jpg,https://cdn.example/b.mp4",Thanks!,2025-02-01T09:00:00.000Z,true,true',
    ]);
  });

  it('refuses an unknown format with a 422 naming format', async () => {
    const shop = await signInShop(ctx.server, 'export-bad-format.myshopify.com');
    const response = await get(shop, 'export_reviews?format=stamped');
    expect(response.status).toBe(422);
    expect(response.json?.message).toContain('format');
  });

  it('exports in batches: every matching row once', async () => {
    const shop = await signInShop(ctx.server, 'export-many.myshopify.com');
    await insertReviews(ctx.database.handle, shop, Array.from({ length: 2300 }, (_, index) => ({ authorName: `Author ${index}` })));
    const lines = (await get(shop, 'export_reviews')).text.split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(2301);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(2300);
  });
});
