import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { DEMO_SHOP_DOMAIN } from '../../../src/domain/shop/shop-domain';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { storefrontMetafields } from '../../../server/infrastructure/db/schema';
import {
  deleteReviewAttribute,
  getReviewAttribute,
  getReviewAttributeAnswers,
  getReviewAttributes,
  reorderReviewAttributes,
  saveReviewAttribute,
} from '../../../src/contracts/review-attributes.contract';
import { ATTRIBUTES_PER_SHOP_MAX, type ReviewAttribute } from '../../../src/domain/collect/review-attributes';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { type SignedInShop, signInShop, updateShop, withQuery } from '../support/shop-fixtures';
import { proxyCall } from '../support/storefront-proxy';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const NOW = new Date('2026-03-10T12:00:00Z');
const fit = { kind: 'single_choice', title: 'How does it fit?', options: ['Runs small', 'True to size', 'Runs large'], required: true };
const quality = { kind: 'scale', title: 'Quality', low_label: 'Poor', high_label: 'Excellent' };

describe.each(TEST_DATABASES)('review attributes on $name', (target) => {
  const ctx = useTestServer(target, () => ({ now: () => NOW }));
  const save = (shop: SignedInShop, body: unknown) => ctx.server.call('POST', saveReviewAttribute.path, { token: shop.token, body });
  const list = async (shop: SignedInShop) => (await ctx.server.call('GET', getReviewAttributes.path, { token: shop.token })).json?.data.attributes as ReviewAttribute[];
  const submit = (shop: SignedInShop, body: Record<string, unknown>) =>
    proxyCall(ctx.server, shop.domain, 'POST', 'submit_review', {
      at: NOW,
      body: { product_id: '101', rating: 5, title: 'Great', body: 'Works well', name: 'Jane Doe', email: 'jane@example.com', ...body },
    });
  const shopNamed = async (domain: string) => {
    const shop = await signInShop(ctx.server, domain);
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    return shop;
  };

  it('adds, reads, changes, orders and deletes questions', async () => {
    const shop = await shopNamed('attributes-crud.myshopify.com');
    expect(await list(shop)).toEqual([]);
    const added = await save(shop, { ...fit, title: '  How does it fit?  ', low_label: 'ignored' });
    expect(added.status).toBe(200);
    const first = added.json?.data as ReviewAttribute;
    expect(first).toEqual({
      id: expect.any(Number),
      position: 0,
      kind: 'single_choice',
      title: 'How does it fit?',
      options: ['Runs small', 'True to size', 'Runs large'],
      low_label: '',
      high_label: '',
      required: true,
      scope: 'all',
      resource_ids: [],
      is_active: true,
    });
    const second = (await save(shop, { ...quality, scope: 'products', resource_ids: ['gid://shopify/Product/101'] })).json?.data as ReviewAttribute;
    expect(second).toMatchObject({ position: 1, options: [], low_label: 'Poor', scope: 'products' });
    expect((await ctx.server.call('GET', withQuery(getReviewAttribute.path, { id: String(second.id) }), { token: shop.token })).json?.data).toEqual(second);

    const changed = await save(shop, { ...quality, id: second.id, title: 'Build quality', is_active: false });
    expect(changed.json?.data).toMatchObject({ id: second.id, title: 'Build quality', is_active: false, scope: 'all', position: 1 });

    const reordered = await ctx.server.call('POST', reorderReviewAttributes.path, { token: shop.token, body: { ids: [second.id, first.id] } });
    expect((reordered.json?.data.attributes as ReviewAttribute[]).map((attribute) => attribute.id)).toEqual([second.id, first.id]);
    const partial = await ctx.server.call('POST', reorderReviewAttributes.path, { token: shop.token, body: { ids: [second.id] } });
    expect(partial).toMatchObject({ status: 422, json: { message: 'ids: must list every attribute of the shop once' } });

    const deleted = await ctx.server.call('POST', deleteReviewAttribute.path, { token: shop.token, body: { id: second.id } });
    expect((deleted.json?.data.attributes as ReviewAttribute[]).map((attribute) => attribute.id)).toEqual([first.id]);
    expect((await ctx.server.call('POST', deleteReviewAttribute.path, { token: shop.token, body: { id: second.id } })).status).toBe(200);
    expect((await ctx.server.call('GET', withQuery(getReviewAttribute.path, { id: String(second.id) }), { token: shop.token })).status).toBe(404);
    expect((await save(shop, { ...quality, id: second.id })).status).toBe(404);
  });

  it('refuses a broken question with a 422 naming the field, saving nothing', async () => {
    const shop = await shopNamed('attributes-refused.myshopify.com');
    const cases: [unknown, string][] = [
      [{ ...fit, title: ' ' }, 'title: must not be blank'],
      [{ ...fit, title: 'x'.repeat(81) }, 'title: must be at most 80 characters'],
      [{ ...fit, options: ['Only one'] }, 'options: must hold 2 to 6 answers'],
      [{ ...fit, options: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'options: must hold at most 6 answers'],
      [{ ...fit, kind: 'multiple' }, 'kind: "multiple" is not one of single_choice, scale, short_text'],
      [{ ...fit, scope: 'collections' }, 'resource_ids: must name at least one of the collections'],
      [{ ...fit, scope: 'products', resource_ids: ['42'] }, 'resource_ids.0: must be product or collection ids'],
      [{ ...fit, required: 'yes' }, 'required: must be true or false'],
    ];
    for (const [body, message] of cases) {
      const response = await save(shop, body);
      expect(response.status, message).toBe(422);
      expect(response.json?.message).toContain(message);
    }
    expect(await list(shop)).toEqual([]);
  });

  it(`keeps at most ${ATTRIBUTES_PER_SHOP_MAX} questions`, async () => {
    const shop = await shopNamed('attributes-full.myshopify.com');
    for (let index = 0; index < ATTRIBUTES_PER_SHOP_MAX; index += 1) expect((await save(shop, { kind: 'short_text', title: `Q${index}` })).status).toBe(200);
    expect((await save(shop, { kind: 'short_text', title: 'One more' })).json?.message).toBe(`attributes: already holds ${ATTRIBUTES_PER_SHOP_MAX} questions; delete one before adding another`);
  });

  it("never shows or changes another shop's questions by id", async () => {
    const mine = await shopNamed('attributes-tenant-a.myshopify.com');
    const theirs = await shopNamed('attributes-tenant-b.myshopify.com');
    const secret = (await save(theirs, { ...fit, title: 'Secret question' })).json?.data as ReviewAttribute;
    expect((await ctx.server.call('GET', withQuery(getReviewAttribute.path, { id: String(secret.id) }), { token: mine.token })).status).toBe(404);
    expect((await save(mine, { ...fit, id: secret.id, title: 'Taken over' })).status).toBe(404);
    await ctx.server.call('POST', deleteReviewAttribute.path, { token: mine.token, body: { id: secret.id } });
    expect(await list(theirs)).toEqual([secret]);
  });

  it('takes answers with a review, checked against the questions, and shows them in its detail', async () => {
    const shop = await shopNamed('attributes-submit.myshopify.com');
    const other = await shopNamed('attributes-submit-other.myshopify.com');
    const first = (await save(shop, fit)).json?.data as ReviewAttribute;
    const second = (await save(shop, quality)).json?.data as ReviewAttribute;
    const elsewhere = (await save(shop, { kind: 'short_text', title: 'Shoe size', required: true, scope: 'products', resource_ids: ['gid://shopify/Product/999'] })).json?.data as ReviewAttribute;

    const missing = await submit(shop, { attributes: { [second.id]: '4' } });
    expect(missing).toMatchObject({ status: 422, json: { message: `attributes.${first.id}: is required` } });
    const unknown = await submit(shop, { attributes: { [first.id]: 'Runs small', 999999: 'x' } });
    expect(unknown.json?.message).toBe('attributes.999999: is not a question of this form');
    const otherProduct = await submit(shop, { attributes: { [first.id]: 'Runs small', [elsewhere.id]: '42' } });
    expect(otherProduct.json?.message).toBe(`attributes.${elsewhere.id}: is not a question of this form`);
    const badScale = await submit(shop, { attributes: { [first.id]: 'Runs small', [second.id]: '7' } });
    expect(badScale.json?.message).toBe(`attributes.${second.id}: must be a whole number from 1 to 5`);
    const badChoice = await submit(shop, { attributes: { [first.id]: 'Huge' } });
    expect(badChoice.json?.message).toContain(`attributes.${first.id}: must be one of`);

    const taken = await submit(shop, { attributes: { [first.id]: 'True to size', [second.id]: '4' } });
    expect(taken.status).toBe(200);
    const reviews = await ctx.server.call('GET', withQuery('/api/v1/admin/get_reviews', {}), { token: shop.token });
    const reviewId = (reviews.json?.data.list as { id: number }[])[0]!.id;
    // The question is edited after the answer: the answer keeps the words the shopper read.
    await save(shop, { ...fit, id: first.id, title: 'Fit' });
    const answers = await ctx.server.call('GET', withQuery(getReviewAttributeAnswers.path, { review_id: String(reviewId) }), { token: shop.token });
    expect(answers.json?.data).toEqual({
      answers: [
        { attribute_id: first.id, title: 'How does it fit?', kind: 'single_choice', value: 'True to size' },
        { attribute_id: second.id, title: 'Quality', kind: 'scale', value: '4' },
      ],
    });
    const notTheirs = await ctx.server.call('GET', withQuery(getReviewAttributeAnswers.path, { review_id: String(reviewId) }), { token: other.token });
    expect(notTheirs.json?.data).toEqual({ answers: [] });
  });

  it('writes the active questions to the storefront as starling.attributes', async () => {
    const shop = await shopNamed('attributes-sync.myshopify.com');
    const first = (await save(shop, fit)).json?.data as ReviewAttribute;
    await save(shop, { ...quality, is_active: false });
    await save(shop, { kind: 'short_text', title: 'Size', scope: 'products', resource_ids: ['gid://shopify/Product/101'] });
    await ctx.server.storefrontSync.drain();
    const [row] = await ctx.database.handle.db
      .select()
      .from(storefrontMetafields)
      .where(and(eq(storefrontMetafields.shopId, shop.id), eq(storefrontMetafields.namespace, 'starling'), eq(storefrontMetafields.key, 'attributes')));
    const written = JSON.parse(row!.value) as { id: number; title: string; numbers: string[] }[];
    expect(written.map((attribute) => attribute.title)).toEqual(['How does it fit?', 'Size']);
    expect(written[0]).toMatchObject({ id: first.id, kind: 'single_choice', required: true, scope: 'all', numbers: [] });
    expect(written[1]?.numbers).toEqual(['101']);
  });

  it('asks the questions on the demo storefront form: every product, its own products, its collections; text escaped', async () => {
    const shop = await shopNamed(DEMO_SHOP_DOMAIN);
    await addCatalog(ctx.database.handle, shop, {
      products: [productWithVariants('gid://shopify/Product/5151', 'Wool Socks', ['Default Title']), productWithVariants('gid://shopify/Product/5252', 'Felt Hat', ['Default Title'])],
      collections: [{ id: 'gid://shopify/Collection/77', title: 'Knitwear', productIds: ['gid://shopify/Product/5151'] }],
    });
    const everywhere = (await save(shop, { ...fit, options: ['Runs small', '<b>Big</b>'] })).json?.data as ReviewAttribute;
    const socks = (await save(shop, { kind: 'short_text', title: 'Sock size', scope: 'products', resource_ids: ['gid://shopify/Product/5151'] })).json?.data as ReviewAttribute;
    const knit = (await save(shop, { ...quality, scope: 'collections', resource_ids: ['gid://shopify/Collection/77'] })).json?.data as ReviewAttribute;
    await ctx.server.storefrontSync.drain();
    const form = async (handle: string) => {
      const response = await ctx.server.call('GET', `/demo-store/products/${handle}`);
      expect(response.status).toBe(200);
      expect(response.text).not.toContain('<b>Big</b>');
      return new JSDOM(response.text).window.document.querySelector('form[data-starling-form]')!;
    };
    const socksForm = await form('wool-socks');
    expect([...socksForm.querySelectorAll('[data-starling-attribute]')].map((element) => element.getAttribute('data-starling-attribute'))).toEqual([
      String(everywhere.id),
      String(socks.id),
      String(knit.id),
    ]);
    expect(socksForm.querySelectorAll(`input[name="attribute-${everywhere.id}"][required]`)).toHaveLength(2);
    expect(socksForm.querySelectorAll(`input[name="attribute-${knit.id}"]`)).toHaveLength(5);
    expect(socksForm.textContent).toContain('Poor');
    const hatForm = await form('felt-hat');
    expect([...hatForm.querySelectorAll('[data-starling-attribute]')].map((element) => element.getAttribute('data-starling-attribute'))).toEqual([String(everywhere.id)]);
  });
});
