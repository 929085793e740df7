import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopDocuments, shops, storefrontSyncQueue } from '../../../server/infrastructure/db/schema';
import { SHOP_SYNC_PRODUCT_ID } from '../../../server/application/storefront/storefront-sync-queue.port';
import { STOREFRONT_WIDGET_IDS, storefrontWidget, type StorefrontWidgetId } from '../../../src/domain/storefront/widget-registry';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const PRODUCT = 'gid://shopify/Product/9061';

/**
 * A save of each widget's settings, as its settings screen sends it. Keyed by the registry's ids:
 * a widget added to the registry without a save here does not compile.
 */
const WIDGET_SAVES: Readonly<Record<StorefrontWidgetId, { readonly path: string; readonly body: Readonly<Record<string, unknown>> }>> = {
  reviews: { path: '/api/v1/admin/set_review_widget_settings', body: { is_activate_reviews: '2' } },
  rating: { path: '/api/v1/admin/set_review_widget_settings', body: { list_rating_text: '{{star}} [{{review_number}}]' } },
  write: { path: '/api/v1/admin/set_write_review_setting', body: { write_review_type: 2 } },
  summary: { path: '/api/v1/product/set_review_summary_setting', body: { is_active: '2' } },
  qa: { path: '/api/v1/admin/set_qa_settings', body: { is_active: 0 } },
  shows: { path: '/api/v1/admin/save_buyers_show_settings', body: { is_active: '2' } },
  carousel: { path: '/api/v1/admin/save_card_carousel_setting', body: { is_active: '2' } },
  tab: { path: '/api/v1/admin/set_sidetab_settings', body: { is_active: '2' } },
  storeReview: { path: '/api/v1/admin/set_store_review_setting', body: { title: 'What shoppers say about us' } },
  referral: { path: '/api/v1/admin/set_referral_setting', body: { is_active: '2' } },
  checkout: { path: '/api/v1/admin/set_auto_leave_review_setting', body: { is_active: '2' } },
};

describe.each(TEST_DATABASES)('every storefront change queues the shop, in code, on $name', (target) => {
  const ctx = useTestServer(target);
  const post = (shop: SignedInShop, path: string, body: unknown) => ctx.server.call('POST', path, { token: shop.token, body });
  const queued = async (shop: SignedInShop) =>
    (await ctx.database.handle.db.select().from(storefrontSyncQueue).where(eq(storefrontSyncQueue.shopId, shop.id))).map((row) => row.productId).sort();
  /** The shop's storefront version: what a process remembers of its storefront holds only while it stays (decision 0085). */
  const storefrontVersion = async (shop: SignedInShop) =>
    (await ctx.database.handle.db.select({ version: shops.storefrontVersion }).from(shops).where(eq(shops.id, shop.id)))[0]?.version;
  const emptyQueue = (shop: SignedInShop) => ctx.database.handle.db.delete(storefrontSyncQueue).where(eq(storefrontSyncQueue.shopId, shop.id));
  const reviewedShop = async (domain: string) => {
    const shop = await signInShop(ctx.server, domain);
    await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT }]);
    await emptyQueue(shop);
    return shop;
  };

  it.each(STOREFRONT_WIDGET_IDS)('queues the shop when the %s widget settings are saved, into the document the registry names', async (id) => {
    const shop = await reviewedShop(`queue-${id.toLowerCase()}.myshopify.com`);
    const widget = storefrontWidget(id);
    const save = WIDGET_SAVES[id];
    const versionBefore = await storefrontVersion(shop);
    const saved = await post(shop, save.path, save.body);
    expect(saved.status, saved.text).toBe(200);
    expect(await storefrontVersion(shop)).toBe(versionBefore! + 1);
    expect(await queued(shop)).toEqual(widget.drawsProductPages ? [SHOP_SYNC_PRODUCT_ID, PRODUCT] : [SHOP_SYNC_PRODUCT_ID]);
    const documents = await ctx.database.handle.db
      .select({ kind: shopDocuments.kind })
      .from(shopDocuments)
      .where(and(eq(shopDocuments.shopId, shop.id), eq(shopDocuments.kind, widget.settingsDocument)));
    expect(documents).toHaveLength(1);
  });

  it('queues a review write (its product), a plan change (the shop and its reviewed products) and a storefront-text change (the shop)', async () => {
    const shop = await reviewedShop('queue-other-changes.myshopify.com');
    const [reviewId] = await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT, published: false }]);
    await emptyQueue(shop);

    const version = await storefrontVersion(shop);
    expect((await post(shop, '/api/v1/admin/update_reviews', { ids: [reviewId], changes: { published: true } })).json?.code).toBe(0);
    expect(await queued(shop)).toEqual([PRODUCT]);
    // A review is its product's, not the shop's storefront: nothing the server remembers of the shop changes.
    expect(await storefrontVersion(shop)).toBe(version);
    await emptyQueue(shop);

    expect((await post(shop, '/api/v1/admin/delete_pricing_plan', {})).status).toBe(200);
    expect(await queued(shop)).toEqual([SHOP_SYNC_PRODUCT_ID, PRODUCT]);
    expect(await storefrontVersion(shop)).toBe(version! + 1);
    await emptyQueue(shop);

    const words = await post(shop, '/api/v1/admin/set_shop_selfdefine_lang', { lang: 'en', json_data: { 'reviews.write': 'Tell us' } });
    expect(words.status, words.text).toBe(200);
    expect(await queued(shop)).toEqual([SHOP_SYNC_PRODUCT_ID]);
    expect(await storefrontVersion(shop)).toBe(version! + 2);
  });

  it('keeps no trigger on shop_documents: no list of document kinds lives in the database', async () => {
    const result: unknown = await ctx.database.handle.db.execute(sql`select tgname from pg_trigger where tgrelid = 'shop_documents'::regclass and not tgisinternal`);
    expect((result as { rows: unknown[] }).rows).toEqual([]);
  });
});

/** Every .ts file under a folder. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('the one place storefront syncs are queued', () => {
  it('is queueStorefrontChange: no other application code queues the shop or its products', () => {
    const root = join(import.meta.dirname, '../../..');
    const callers = sourcesUnder(join(root, 'server/application'))
      .filter((path) => /\.(queueShop|queueReviewedProducts)\(/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path));
    // The sync itself queues the shop again when its showcase could not be written (a retry, not a change).
    expect(callers.sort()).toEqual(['server/application/shared/storefront-changes.ts', 'server/application/storefront/sync-storefront.use-case.ts']);
  });
});
