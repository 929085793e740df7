import { and, eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instagramAccounts, storefrontMetafields } from '../../../server/infrastructure/db/schema';
import { type DevelopmentInstagram, startDevelopmentInstagram } from '../../../server/infrastructure/instagram/development-instagram-server';
import { type ShowcaseMetafield } from '../../../src/domain/storefront/showcase-settings';
import { DEMO_SHOP_DOMAIN } from '../../../src/domain/shop/shop-domain';
import { INSTAGRAM_STATE_TTL_MS } from '../../../src/domain/instagram/instagram-state';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { type SignedInShop, signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const CONNECT = '/api/v1/public/instagram/connect';
const APRON = 'gid://shopify/Product/5151';
const MUG = 'gid://shopify/Product/5252';
const TAG_INJECTION = '<img src=x onerror="window.__pwned = 1">';

describe.each(TEST_DATABASES)('the Instagram integration on $name', (target) => {
  let instagram: DevelopmentInstagram;
  const clock = { now: new Date('2026-05-01T10:00:00Z') };
  beforeAll(async () => {
    instagram = await startDevelopmentInstagram({ now: () => clock.now });
    // A caption that tries to add markup: the storefront must show it as text.
    instagram.posts.unshift({ id: '18000000000000900', caption: `Sale ${TAG_INJECTION}`, color: '#112233', timestamp: '2026-04-30T09:00:00+0000' });
  });
  afterAll(() => instagram.close());
  const ctx = useTestServer(target, () => ({ now: () => clock.now, instagram: instagram.config }));

  let shop: SignedInShop;
  let other: SignedInShop;
  beforeAll(async () => {
    shop = await signInShop(ctx.server, DEMO_SHOP_DOMAIN);
    other = await signInShop(ctx.server, 'instagram-other.myshopify.com');
    await addCatalog(ctx.database.handle, shop, { products: [productWithVariants(APRON, 'Linen Apron', ['Default Title']), productWithVariants(MUG, 'Stoneware Mug', ['Default Title'])] });
  });

  const call = (as: SignedInShop, method: 'GET' | 'POST', name: string, body?: unknown) => ctx.server.call(method, `${ADMIN}/${name}`, { token: as.token, ...(body === undefined ? {} : { body }) });

  /** What a merchant's browser does: open the authorize address, come back to /ins_auth with code and state. */
  async function authorize(as: SignedInShop): Promise<{ code: string; state: string; redirect: URL }> {
    const { url } = (await call(as, 'GET', 'get_instagram_authorize_url')).json?.data as { url: string };
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const redirect = new URL(response.headers.get('location') ?? '');
    // The state names the signed-in shop, and no other.
    expect(redirect.searchParams.get('state')).toMatch(new RegExp(`^ig1\\.${as.id}\\.\\d+\\.`));
    return { code: redirect.searchParams.get('code') ?? '', state: redirect.searchParams.get('state') ?? '', redirect };
  }
  const connect = (body: unknown) => ctx.server.call('POST', CONNECT, { body });

  const showcase = async (of: SignedInShop) => {
    await ctx.server.storefrontSync.drain();
    const [row] = await ctx.database.handle.db
      .select()
      .from(storefrontMetafields)
      .where(and(eq(storefrontMetafields.shopId, of.id), eq(storefrontMetafields.ownerId, ''), eq(storefrontMetafields.key, 'showcase')));
    return JSON.parse(row?.value ?? '{}') as ShowcaseMetafield;
  };

  it('refuses a state that was altered, made up or is older than 10 minutes, and connects nothing', async () => {
    const { code, state, redirect } = await authorize(other);
    expect(redirect.pathname).toBe('/ins_auth');
    // The shop inside the state changed to another's: the signature no longer holds.
    const forged = state.replace(`ig1.${other.id}.`, `ig1.${shop.id}.`);
    const refused = await connect({ code, state: forged });
    expect(refused.status).toBe(422);
    expect(refused.json?.message).toMatch(/^state: is not one this app issued/);
    expect((await connect({ code, state: 'made-up' })).json?.message).toMatch(/^state: /);
    expect((await connect({ code: '', state })).json?.message).toMatch(/^code: /);

    const late = await authorize(other);
    clock.now = new Date(clock.now.getTime() + INSTAGRAM_STATE_TTL_MS + 1000);
    try {
      const expired = await connect({ code: late.code, state: late.state });
      expect(expired.status).toBe(422);
      expect(expired.json?.message).toMatch(/^state: has expired/);
    } finally {
      clock.now = new Date('2026-05-01T10:00:00Z');
    }
    expect((await call(other, 'GET', 'get_instagram')).json?.data).toMatchObject({ connected: false, username: '' });
    expect((await call(shop, 'GET', 'get_instagram')).json?.data).toMatchObject({ connected: false });
  });

  it('connects the account for the shop the state names, with its token kept encrypted', async () => {
    const { code, state } = await authorize(shop);
    const connected = await connect({ code, state });
    // Back to the admin's Instagram page (development store mode: on this server).
    expect(connected.json).toMatchObject({ code: 0, data: { username: instagram.account.username, return_url: '/integrated/instagram' } });
    expect((await call(shop, 'GET', 'get_instagram')).json?.data).toEqual({
      connected: true,
      username: instagram.account.username,
      account_id: instagram.account.id,
      connected_at: clock.now.toISOString(),
      token_expires_at: new Date(clock.now.getTime() + 60 * 24 * 3600 * 1000).toISOString(),
    });
    const [row] = await ctx.database.handle.db.select().from(instagramAccounts).where(eq(instagramAccounts.shopId, shop.id));
    expect(row?.accessTokenCiphertext).toMatch(/^v1\./);
    expect(row?.accessTokenCiphertext).not.toContain('IGlong');
    // A code works once: Instagram refuses it again, and the message says so under `code`.
    expect((await connect({ code, state })).json?.message).toMatch(/^code: was refused by Instagram/);
    // The other shop is still not connected, and cannot list this account's media.
    expect((await call(other, 'GET', 'get_instagram')).json?.data).toMatchObject({ connected: false });
    expect((await call(other, 'GET', 'get_instagram_media')).status).toBe(409);
  });

  it('renews the long-lived token when it is used in its last week', async () => {
    const before = (await call(shop, 'GET', 'get_instagram')).json?.data as { token_expires_at: string };
    clock.now = new Date(Date.parse(before.token_expires_at) - 3 * 24 * 3600 * 1000);
    try {
      // Weeks later the merchant signs in again.
      const later = await signInShop(ctx.server, DEMO_SHOP_DOMAIN);
      expect((await call(later, 'GET', 'get_instagram_media')).status).toBe(200);
      expect(instagram.renewals).toHaveLength(1);
      const after = (await call(later, 'GET', 'get_instagram')).json?.data as { token_expires_at: string };
      expect(after.token_expires_at).toBe(new Date(clock.now.getTime() + 60 * 24 * 3600 * 1000).toISOString());
      // The renewed token is the one used from now on.
      expect((await call(later, 'GET', 'get_instagram_media')).status).toBe(200);
      expect(instagram.renewals).toHaveLength(1);
    } finally {
      clock.now = new Date('2026-05-01T10:00:00Z');
    }
  });

  it('imports the chosen posts with a copy of their images in our storage, then the rest', async () => {
    const { media } = (await call(shop, 'GET', 'get_instagram_media')).json?.data as { media: { media_id: string; imported: boolean }[] };
    expect(media).toHaveLength(instagram.posts.length);
    expect(media.every((item) => !item.imported)).toBe(true);
    const chosen = [media[0]!.media_id, media[1]!.media_id];
    const first = (await call(shop, 'POST', 'import_instagram_posts', { media_ids: chosen })).json?.data as { imported: number; posts: { image_url: string; caption: string; media_id: string }[] };
    expect(first.imported).toBe(2);
    expect(first.posts.map((post) => post.media_id).sort()).toEqual([...chosen].sort());
    expect(first.posts.find((post) => post.media_id === chosen[0])?.caption).toBe(`Sale ${TAG_INJECTION}`);
    const image = await ctx.server.call('GET', first.posts[0]!.image_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // The PNG signature (its first byte is not text): our copy is the image Instagram served.
    expect(image.text.slice(1, 4)).toBe('PNG');

    const rest = (await call(shop, 'POST', 'import_instagram_posts', {})).json?.data as { imported: number; posts: unknown[] };
    expect(rest.imported).toBe(instagram.posts.length - 2);
    expect(rest.posts).toHaveLength(instagram.posts.length);
    expect((await call(shop, 'POST', 'import_instagram_posts', {})).json?.data).toMatchObject({ imported: 0 });
    expect((await call(shop, 'POST', 'import_instagram_posts', { media_ids: ['123'] })).json?.message).toMatch(/^media_ids: 123 is not one of/);
    expect((await call(other, 'GET', 'get_instagram_posts')).json?.data).toEqual({ posts: [] });
  });

  it('tags posts to products, and the storefront shows each product its own posts, escaped', async () => {
    const { posts } = (await call(shop, 'GET', 'get_instagram_posts')).json?.data as { posts: { id: number; media_id: string }[] };
    const sale = posts.find((post) => post.media_id === '18000000000000900')!;
    const second = posts.find((post) => post.media_id !== sale.media_id)!;
    const tagged = await call(shop, 'POST', 'tag_instagram_post', { id: sale.id, products: [{ id: APRON, title: 'Linen Apron' }] });
    expect(tagged.json?.data).toMatchObject({ id: sale.id, products: [{ id: APRON, title: 'Linen Apron' }] });
    await call(shop, 'POST', 'tag_instagram_post', { id: second.id, products: [{ id: MUG, title: 'Stoneware Mug' }] });
    expect((await call(shop, 'POST', 'tag_instagram_post', { id: sale.id, products: [{ id: 'apron', title: 'x' }] })).json?.message).toMatch(/^products/);
    // Another shop cannot tag, hide or remove this shop's post.
    expect((await call(other, 'POST', 'tag_instagram_post', { id: sale.id, products: [] })).status).toBe(404);
    expect((await call(other, 'POST', 'set_instagram_post_hidden', { id: sale.id, hidden: true })).status).toBe(404);
    expect((await call(other, 'POST', 'remove_instagram_post', { id: sale.id })).status).toBe(404);

    const metafield = await showcase(shop);
    expect(metafield.instagram_posts).toHaveLength(posts.length);
    expect(metafield.instagram_posts?.find((post) => post.caption.startsWith('Sale'))).toMatchObject({ product_ids: ['5151'], username: instagram.account.username, permalink: 'https://www.instagram.com/p/18000000000000900/' });

    const page = await ctx.server.call('GET', '/demo-store/products/linen-apron');
    const document = new JSDOM(page.text).window.document;
    const tiles = [...document.querySelectorAll('[data-starling-instagram] img')];
    expect(tiles.map((img) => img.getAttribute('alt'))).toEqual([`Sale ${TAG_INJECTION}`]);
    expect(document.querySelector('[data-starling-instagram] img[onerror]')).toBeNull();
    expect(page.text).not.toContain('<img src=x');
    const mugPage = new JSDOM((await ctx.server.call('GET', '/demo-store/products/stoneware-mug')).text).window.document;
    expect(mugPage.querySelectorAll('[data-starling-instagram] img')).toHaveLength(1);
    // The home page shows every post.
    const home = new JSDOM((await ctx.server.call('GET', '/demo-store')).text).window.document;
    expect(home.querySelectorAll('[data-starling-instagram] li')).toHaveLength(posts.length);
  });

  it('hides a post from the storefront and removes one with its image', async () => {
    const { posts } = (await call(shop, 'GET', 'get_instagram_posts')).json?.data as { posts: { id: number; media_id: string; image_url: string }[] };
    const sale = posts.find((post) => post.media_id === '18000000000000900')!;
    expect((await call(shop, 'POST', 'set_instagram_post_hidden', { id: sale.id, hidden: true })).json?.data).toMatchObject({ hidden: true });
    expect((await showcase(shop)).instagram_posts?.some((post) => post.caption.startsWith('Sale'))).toBe(false);
    const apronPage = new JSDOM((await ctx.server.call('GET', '/demo-store/products/linen-apron')).text).window.document;
    expect(apronPage.querySelectorAll('[data-starling-instagram] img')).toHaveLength(0);

    const removed = await call(shop, 'POST', 'remove_instagram_post', { id: sale.id });
    expect((removed.json?.data as { posts: unknown[] }).posts).toHaveLength(posts.length - 1);
    expect((await ctx.server.call('GET', sale.image_url)).status).toBe(404);
    // Removed, it can be imported again.
    const media = (await call(shop, 'GET', 'get_instagram_media')).json?.data as { media: { media_id: string; imported: boolean }[] };
    expect(media.media.find((item) => item.media_id === sale.media_id)?.imported).toBe(false);
  });

  it('disconnects: the account, its token and every imported post are gone, from the storefront too', async () => {
    const { posts } = (await call(shop, 'GET', 'get_instagram_posts')).json?.data as { posts: { image_url: string }[] };
    expect(posts.length).toBeGreaterThan(0);
    expect((await call(shop, 'POST', 'disconnect_instagram', {})).json?.data).toEqual({ connected: false, username: '', account_id: '', connected_at: null, token_expires_at: null });
    expect((await call(shop, 'GET', 'get_instagram_posts')).json?.data).toEqual({ posts: [] });
    expect((await ctx.server.call('GET', posts[0]!.image_url)).status).toBe(404);
    expect(await ctx.database.handle.db.select().from(instagramAccounts).where(eq(instagramAccounts.shopId, shop.id))).toEqual([]);
    expect((await showcase(shop)).instagram_posts).toEqual([]);
  });
});
