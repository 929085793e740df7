import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, products, reviews } from '../../../server/infrastructure/db/schema';
import { JoseReviewFormTokens } from '../../../server/infrastructure/auth/jose-review-form-tokens';
import { SignedReviewFormLinks } from '../../../server/application/collect/signed-review-form-links';
import { withStarRating } from '../../../src/domain/collect/review-form-link';
import { type SignedInShop, signInShop } from '../support/shop-fixtures';
import { proxyCall } from '../support/storefront-proxy';
import { TEST_APP_TOKEN_SECRET } from '../support/test-server';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const NOW = new Date('2026-03-10T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const BOTTLE = 'gid://shopify/Product/201';
const MUG = 'gid://shopify/Product/202';
const OTHER = 'gid://shopify/Product/203';

describe.each(TEST_DATABASES)('the review form of a review link on $name', (target) => {
  const ctx = useTestServer(target, () => ({ now: () => NOW }));
  const tokens = new JoseReviewFormTokens(TEST_APP_TOKEN_SECRET, () => NOW);
  const links = new SignedReviewFormLinks(tokens, (shop) => `https://${shop.domain}/apps/starling`);

  /** A shop with an order of the bottle and the mug (the mug bought twice), and a product not ordered. */
  const shopWithOrder = async (domain: string): Promise<SignedInShop> => {
    const shop = await signInShop(ctx.server, domain);
    const { db } = ctx.database.handle;
    await db.insert(products).values([
      { shopId: shop.id, id: BOTTLE, title: 'Water <Bottle>', handle: 'bottle', imageUrl: 'https://cdn.example/bottle.jpg', imageAlt: 'A bottle' },
      { shopId: shop.id, id: MUG, title: 'Mug {{ shop.name }}', handle: 'mug' },
      { shopId: shop.id, id: OTHER, title: 'Not ordered', handle: 'other' },
    ]);
    await db.insert(orders).values({ shopId: shop.id, id: 'order-1', name: '#1001', customerName: 'Jane Doe', customerEmail: 'jane@example.com', totalPrice: '20.00', placedAt: NOW });
    await db.insert(orderItems).values([
      { shopId: shop.id, orderId: 'order-1', position: 0, productId: BOTTLE, title: 'Water Bottle' },
      { shopId: shop.id, orderId: 'order-1', position: 1, productId: MUG, title: 'Mug' },
      { shopId: shop.id, orderId: 'order-1', position: 2, productId: MUG, title: 'Mug' },
    ]);
    return shop;
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
  const formPage = (shop: SignedInShop, query: Record<string, string>, headers: Record<string, string> = {}) => proxyCall(ctx.server, shop.domain, 'GET', 'review_form', { query, at: NOW, headers });
  const submit = (shop: SignedInShop, body: Record<string, unknown>, address = '203.0.113.9') => proxyCall(ctx.server, shop.domain, 'POST', 'submit_review', { body, at: NOW, address });

  it("answers the order's form as Liquid for the theme: its products, the link's stars, no e-mail field", async () => {
    const shop = await shopWithOrder('form-page.myshopify.com');
    const link = withStarRating(await links.urlFor(shop, { orderId: 'order-1', productId: MUG }), 4);
    expect(link).toMatch(/^https:\/\/form-page\.myshopify\.com\/apps\/starling\/review_form\?token=[\w.-]+&rating=4$/);
    const answer = await formPage(shop, Object.fromEntries(new URL(link).searchParams));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^application\/liquid/);
    const html = answer.text;
    expect(html.startsWith('{% raw %}')).toBe(true);
    // The product the link targets comes first, with the link's four stars; each product once.
    expect(html.indexOf('Mug {{ shop.name }}')).toBeLessThan(html.indexOf('Water &lt;Bottle&gt;'));
    expect(html.match(/data-product-id="202"/g)).toHaveLength(1);
    expect(html).toContain('id="starling-review-202-rating-4" required checked');
    expect(html).not.toContain('id="starling-review-201-rating-4" required checked');
    expect(html).toContain('src="https://cdn.example/bottle.jpg" alt="A bottle"');
    expect(html).toContain('value="Jane Doe"');
    expect(html).not.toContain('name="email"');
    expect(html).not.toContain('jane@example.com');
    expect(html).toContain('Rate your purchase');
    // Only the store's root is left for Shopify's Liquid; a shopper's text stays inside raw.
    expect(html).toContain(`data-proxy="{% endraw %}{{ routes.root_url | append: '/' | replace: '//', '/' }}{% raw %}apps/starling"`);
    expect(html.replace(/\{% endraw %\}\{\{ routes\.root_url[^}]*\}\}\{% raw %\}/g, '').match(/\{% (end)?raw %\}/g)).toEqual(['{% raw %}', '{% endraw %}']);
  });

  it("asks the merchant's required question on the link's form, so a customer can answer it and the review is taken", async () => {
    const shop = await shopWithOrder('form-attributes.myshopify.com');
    const saved = await ctx.server.call('POST', '/api/v1/admin/save_review_attribute', {
      token: shop.token,
      body: { kind: 'short_text', title: 'Which size did you buy?', required: true, scope: 'products', resource_ids: [MUG] },
    });
    const question = saved.json?.data as { id: number };
    const link = await links.urlFor(shop, { orderId: 'order-1', productId: MUG });
    const token = tokenOf(link);
    const html = (await formPage(shop, { token })).text;
    // Asked on the mug's form only, the one product it names.
    expect(html.match(/Which size did you buy\?/g)).toHaveLength(1);
    expect(html).toContain(`name="attribute-${question.id}"`);
    const review = { token, product_id: '202', rating: 5, body: 'Lovely mug', name: 'Jane' };
    expect((await submit(shop, review)).json?.message).toBe(`attributes.${question.id}: is required`);
    expect((await submit(shop, { ...review, attributes: { [question.id]: 'Large' } })).json).toMatchObject({ code: 0 });
  });

  it('keeps every text inside raw, even one that tries to end it', async () => {
    const shop = await shopWithOrder('form-raw.myshopify.com');
    await ctx.database.handle.db.update(orders).set({ customerName: 'Eve {%- endraw -%}{{ shop.secret }}' }).where(eq(orders.shopId, shop.id));
    const token = tokenOf(await links.urlFor(shop, { orderId: 'order-1' }));
    const html = (await formPage(shop, { token })).text;
    expect(html).toContain('value="Eve {&#37;- endraw -%}{{ shop.secret }}"');
    expect(html.match(/\{%-?\s*endraw/g)).toHaveLength(html.match(/\{% raw %\}/g)?.length ?? 0);
  });

  it("speaks the link's language, else the browser's", async () => {
    const shop = await shopWithOrder('form-words.myshopify.com');
    const token = tokenOf(await links.urlFor(shop, { orderId: 'order-1' }));
    expect((await formPage(shop, { token, locale: 'de' })).text).toContain('Bewerten Sie Ihren Einkauf');
    expect((await formPage(shop, { token }, { 'Accept-Language': 'fr-CA,fr;q=0.8' })).text).toContain('Évaluez votre achat');
  });

  it('says so when a link is tampered with, expired, of another shop or of no order: a page, never an error', async () => {
    const shop = await shopWithOrder('form-problems.myshopify.com');
    const other = await shopWithOrder('form-problems-other.myshopify.com');
    const token = tokenOf(await links.urlFor(shop, { orderId: 'order-1' }));
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'order-2' })).toString('base64url')}.${signature}`;
    const expired = tokenOf(await new SignedReviewFormLinks(new JoseReviewFormTokens(TEST_APP_TOKEN_SECRET, () => new Date(NOW.getTime() - 61 * DAY)), () => 'https://x.example').urlFor(shop, { orderId: 'order-1' }));
    const noOrder = tokenOf(await links.urlFor(shop, { orderId: 'order-404' }));
    const cases: [Record<string, string>, string][] = [
      [{ token: tampered }, 'This review link is not valid'],
      [{ token: 'not-a-token' }, 'This review link is not valid'],
      [{ token: expired }, 'This review link has expired'],
      [{ token: noOrder }, 'We could not find anything to review'],
      [{}, 'We could not find anything to review'],
    ];
    for (const [query, message] of cases) {
      const answer = await formPage(shop, query);
      expect(answer.status, message).toBe(200);
      expect(answer.text).toContain(message);
      expect(answer.text).not.toMatch(/<form\s+class="starling-form"/);
    }
    // A genuine link of one shop opened through another shop's proxy opens nothing there.
    const foreign = await formPage(other, { token });
    expect(foreign.text).toContain('This review link is not valid');
    expect(foreign.text).not.toContain('Jane Doe');
  });

  it("takes each product's review once: verified, 'Email request', linked to the order, the order's e-mail", async () => {
    const shop = await shopWithOrder('form-submit.myshopify.com');
    const token = tokenOf(await links.urlFor(shop, { orderId: 'order-1' }));
    const review = { product_id: '201', rating: 4, title: 'Solid', body: 'Keeps water cold', name: 'Jane D', token };
    expect((await submit(shop, review)).json).toMatchObject({ code: 0, data: { status: 'published' } });
    const [stored] = await ctx.database.handle.db.select().from(reviews).where(eq(reviews.shopId, shop.id));
    expect(stored).toMatchObject({ productId: BOTTLE, orderId: 'order-1', verified: true, source: 'Email request', authorEmail: 'jane@example.com', authorName: 'Jane D', rating: 4 });
    // Shown as done; a second review of it from the same order is refused.
    const page = (await formPage(shop, { token })).text;
    expect(page).not.toContain('data-product-id="201"');
    expect(page).toContain('Reviewed. Thank you!');
    expect(page).toContain('data-product-id="202"');
    const again = await submit(shop, review);
    expect(again.status).toBe(409);
    expect(again.json?.message).toBe('product_id: has already been reviewed from this order');
  });

  it('refuses a product not in the order (422 naming product_id), a bad or foreign token, and stores nothing', async () => {
    const shop = await shopWithOrder('form-refuse.myshopify.com');
    const other = await shopWithOrder('form-refuse-other.myshopify.com');
    const token = tokenOf(await links.urlFor(shop, { orderId: 'order-1' }));
    const review = { rating: 5, body: 'Great', name: 'Jane', token };
    const notOrdered = await submit(shop, { ...review, product_id: '203' });
    expect(notOrdered.status).toBe(422);
    expect(notOrdered.json?.message).toBe('product_id: is not a product of this order');
    const noProduct = await submit(shop, review);
    expect(noProduct.status).toBe(422);
    expect(noProduct.json?.message).toBe('product_id: is required with a review link');
    const foreign = await submit(other, { ...review, product_id: '201' });
    expect(foreign.status).toBe(403);
    expect(foreign.json?.message).toBe('token: this link belongs to another shop');
    const forged = await submit(shop, { ...review, product_id: '201', token: `${token.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(401);
    expect(forged.json?.message).toBe('token: this link is not valid');
    const shapeless = await submit(shop, { ...review, product_id: '201', token: 'x' });
    expect(shapeless.status).toBe(422);
    expect(shapeless.json?.message).toMatch(/^token: /);
    // Without a token the e-mail is required again.
    const noEmail = await submit(shop, { product_id: '201', rating: 5, body: 'Great', name: 'Jane' });
    expect(noEmail.status).toBe(422);
    expect(noEmail.json?.message).toMatch(/^email: /);
    expect(await ctx.database.handle.db.select().from(reviews).where(and(eq(reviews.shopId, shop.id)))).toEqual([]);
  });

  it("opens the shop's own form from its link or QR code: a product to choose, unverified reviews of that source", async () => {
    const shop = await shopWithOrder('form-shop-link.myshopify.com');
    const choice = await formPage(shop, { via: 'qr' });
    expect(choice.headers.get('Content-Type')).toMatch(/^application\/liquid/);
    expect(choice.text).toContain('<option value="202">Mug {{ shop.name }}</option>');
    expect(choice.text).not.toMatch(/<form\s+class="starling-form"/);
    const chosen = await formPage(shop, { via: 'qr', product: '201', rating: '5' });
    expect(chosen.text).toContain('data-via="qr"');
    expect(chosen.text).toContain('id="starling-review-201-rating-5" required checked');
    expect(chosen.text).toContain('name="email"');
    for (const via of ['qr', 'link'] as const) {
      const answer = await submit(shop, { product_id: '203', rating: 5, body: 'Nice shop', name: 'Sam', email: 'sam@example.com', via }, `198.51.100.${via.length}`);
      expect(answer.json?.code).toBe(0);
    }
    const stored = await ctx.database.handle.db.select({ source: reviews.source, verified: reviews.verified, orderId: reviews.orderId }).from(reviews).where(eq(reviews.shopId, shop.id)).orderBy(reviews.id);
    expect(stored).toEqual([
      { source: 'QR Code', verified: false, orderId: null },
      { source: 'Store link', verified: false, orderId: null },
    ]);
  });

  it('gives the admin the shop link and its QR code as SVG and PNG', async () => {
    const shop = await signInShop(ctx.server, 'form-qr.myshopify.com');
    const answer = await ctx.server.call('GET', '/api/v1/admin/get_review_request_link', { token: shop.token });
    expect(answer.json?.code).toBe(0);
    const data = answer.json?.data as { link: string; qr_link: string; qr_svg: string; qr_png: string };
    // Development store mode: the demo storefront's stand-in for the app proxy.
    expect(data.link).toMatch(/^http:\/\/localhost:\d+\/demo-store\/apps\/starling\/review_form\?via=link$/);
    expect(data.qr_link).toMatch(/\/demo-store\/apps\/starling\/review_form\?via=qr$/);
    expect(data.qr_svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(data.qr_png).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect((await ctx.server.call('GET', '/api/v1/admin/get_review_request_link')).status).toBe(401);
  });
});
