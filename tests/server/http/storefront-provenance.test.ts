import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { fillReviewCard } from '../../../storefront/src/review-card';
import { type StorefrontReview } from '../../../src/domain/storefront/storefront-review';
import { DEMO_SHOP_DOMAIN } from '../../../src/domain/shop/shop-domain';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const PRODUCT = 'gid://shopify/Product/5151';
const HANDLE = 'wool-throw';
const TAG_INJECTION = '<img src=x onerror="window.__pwned = 1">';
const DISCLOSURE = 'Incentivized review The reviewer received a discount or free product for this review.';

/**
 * What shoppers learn about a review's trust (docs/product/import-provenance.md#storefront): a
 * verified reviewer's badge apart from a verified buyer's, and an incentive disclosed, in the
 * payload the sync and the app proxy give, in the Liquid card and in the card the script fills.
 */
describe.each(TEST_DATABASES)('trust signals on the storefront on $name', (target) => {
  const ctx = useTestServer(target);

  let seeded: Promise<SignedInShop> | null = null;
  const demoShop = () => (seeded ??= seedDemoShop());
  const seedDemoShop = async () => {
    const shop = await signInShop(ctx.server, DEMO_SHOP_DOMAIN);
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    await addCatalog(ctx.database.handle, shop, { products: [productWithVariants(PRODUCT, 'Wool Throw', ['Default Title'])] });
    await insertReviews(ctx.database.handle, shop, [
      {
        productId: PRODUCT,
        authorName: `Ida ${TAG_INJECTION} Berg`,
        body: 'Warm and soft',
        source: 'CSV uploaded',
        reviewerVerified: true,
        incentivized: true,
        importOrigin: 'judgeme',
        importLabel: 'reviews.csv',
        importRow: 3,
        importedAt: new Date('2026-03-05T00:00:00Z'),
        commentedAt: new Date('2026-03-03T00:00:00Z'),
        media: [{ kind: 'photo', url: 'https://cdn.example/ida.jpg' }],
      },
      // Both flags stored: the buyer's badge alone shows.
      { productId: PRODUCT, authorName: 'Noah Park', body: 'Bought it twice', verified: true, reviewerVerified: true, commentedAt: new Date('2026-03-02T00:00:00Z') },
      { productId: PRODUCT, authorName: 'Lea Kim', body: 'Nice colour', commentedAt: new Date('2026-03-01T00:00:00Z') },
    ]);
    await ctx.server.storefrontSync.drain();
    return shop;
  };
  const productPage = async (query = '') => {
    const response = await ctx.server.call('GET', `/demo-store/products/${HANDLE}${query}`);
    expect(response.status).toBe(200);
    expect(response.text).not.toContain(TAG_INJECTION);
    const document = new JSDOM(response.text).window.document;
    expect(document.querySelectorAll('img[onerror]')).toHaveLength(0);
    return document;
  };
  const cardsOf = (document: Document) => [...document.querySelectorAll<HTMLElement>('[data-starling-list] .starling-card')];
  /** The card's trust signals a shopper sees: badges and disclosure not hidden, as text. */
  const signals = (card: HTMLElement) =>
    ['verified', 'reviewer-verified', 'incentivized'].flatMap((name) => {
      const element = card.querySelector<HTMLElement>(`[data-field="${name}"]`);
      return element && !element.hasAttribute('hidden') ? [`${name}: ${element.textContent?.replace(/\s+/g, ' ').trim()}`] : [];
    });

  it('carries reviewer_verified and incentivized in the payload, a verified buyer never also a verified reviewer', async () => {
    await demoShop();
    const response = await ctx.server.call('GET', '/demo-store/apps/starling/reviews?product_id=5151&page=1');
    expect(response.status).toBe(200);
    const reviews = response.json?.data.reviews as StorefrontReview[];
    expect(reviews.map(({ body, verified, reviewer_verified, incentivized }) => ({ body, verified, reviewer_verified, incentivized }))).toEqual([
      { body: 'Warm and soft', verified: false, reviewer_verified: true, incentivized: true },
      { body: 'Bought it twice', verified: true, reviewer_verified: false, incentivized: false },
      { body: 'Nice colour', verified: false, reviewer_verified: false, incentivized: false },
    ]);
    // Provenance is the merchant's: shoppers do not get the file or the row.
    expect(response.text).not.toContain('reviews.csv');
  });

  it('draws a verified reviewer apart from a verified buyer and discloses an incentive; nothing on an ordinary review', async () => {
    await demoShop();
    const cards = cardsOf(await productPage());
    expect(cards.map(signals)).toEqual([
      ['reviewer-verified: Verified reviewer', `incentivized: ${DISCLOSURE}`],
      ['verified: Verified buyer'],
      [],
    ]);
    expect(cards[0]?.querySelector('[data-field="author"]')?.textContent).toBe('Ida B.');
  });

  it('fills the same signals into the cards the script adds for the next pages', async () => {
    await demoShop();
    const document = await productPage();
    const template = document.querySelector<HTMLTemplateElement>('template[data-starling-card]');
    const reviews = (await ctx.server.call('GET', '/demo-store/apps/starling/reviews?product_id=5151&page=1')).json?.data.reviews as StorefrontReview[];
    const words = { photoAlt: '{author}', ratingLabel: '{rating}' };
    // Photos need the browser's document; the signals do not.
    const filled = reviews.map((review) => fillReviewCard(template!, { ...review, photos: [] }, words));
    expect(filled.map(signals)).toEqual(cardsOf(document).map(signals));
  });

  it('discloses the incentive on the carousel and in the buyers\' show too', async () => {
    await demoShop();
    const response = await ctx.server.call('GET', '/demo-store');
    expect(response.status).toBe(200);
    expect(response.text).not.toContain(TAG_INJECTION);
    const home = new JSDOM(response.text).window.document;
    const disclosureOf = (card: Element | null | undefined) => card?.querySelector('.starling-card__disclosure')?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
    const carouselCards = [...home.querySelectorAll('[data-starling-carousel] .starling-carousel__card')];
    const carouselCard = (body: string) => carouselCards.find((card) => card.querySelector('.starling-carousel__body')?.textContent === body);
    expect(disclosureOf(carouselCard('Warm and soft'))).toBe(DISCLOSURE);
    expect(carouselCard('Nice colour')).toBeDefined();
    expect(disclosureOf(carouselCard('Nice colour'))).toBeNull();
    const shown = [...home.querySelectorAll('[data-starling-shows] .starling-shows__review')].find((review) => review.textContent?.includes('Warm and soft'));
    expect(disclosureOf(shown)).toBe(DISCLOSURE);
  });

  it("discloses the incentive even with the merchant's verified badges off, in the merchant's own words, as text", async () => {
    const shop = await demoShop();
    const admin = (name: string, body: unknown) => ctx.server.call('POST', `/api/v1/admin/${name}`, { token: shop.token, body });
    expect((await admin('set_review_widget_settings', { is_show_verified_badge: '2' })).status).toBe(200);
    expect((await admin('set_shop_selfdefine_lang', { lang: 'de', json_data: { 'reviews.incentivized': `Gesponsert ${TAG_INJECTION}` } })).status).toBe(200);
    await ctx.server.storefrontSync.drain();
    const german = cardsOf(await productPage('?locale=de'));
    expect(german.map((card) => signals(card).map((signal) => signal.split(':')[0]))).toEqual([['incentivized'], [], []]);
    expect(german[0]?.querySelector('[data-field="incentivized"] strong')?.textContent).toBe(`Gesponsert ${TAG_INJECTION}`);
    await admin('set_shop_selfdefine_lang', { lang: 'de', json_data: {} });
    await admin('set_review_widget_settings', { is_show_verified_badge: '1' });
    await ctx.server.storefrontSync.drain();
  });
});
