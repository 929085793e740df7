import { describe, expect, it } from 'vitest';
import {
  countEntry,
  EMPTY_FEED_COUNTS,
  FEED_REVIEWS_CLOSE,
  FEED_REVIEWS_OPEN,
  FEED_TAIL,
  FeedTally,
  feedEntryOf,
  feedFileName,
  feedHead,
  isGtin,
  parseFeedFileName,
  storefrontOrigin,
  type FeedEntry,
  type FeedReview,
} from '../../../src/domain/google-shopping/product-ratings-feed';
import { escapeXml, xmlCharactersOnly } from '../../../src/domain/google-shopping/xml-text';
import { googleFeedSchemaErrors } from '../../support/google-feed-schema';

const ORIGIN = 'https://linen.example';
const product = { title: 'Linen shirt', handle: 'linen-shirt', status: 'ACTIVE', vendor: 'Acme', skus: ['LS-1', 'LS-2', ''], barcodes: ['4006381333931', 'not-a-gtin'] };

function review(over: Partial<FeedReview> = {}): FeedReview {
  return {
    id: 7,
    authorName: 'Ada',
    rating: 1,
    title: 'Fell apart',
    body: 'The seams opened after one wash.',
    commentedAt: new Date('2025-03-04T05:06:07.000Z'),
    source: 'Email request',
    orderId: '1001',
    verified: true,
    incentivized: false,
    published: true,
    moderationReason: null,
    product,
    ...over,
  };
}

const xmlOf = (entry: FeedEntry) => (entry.included ? entry.xml : '');
const feedOf = (entries: readonly FeedEntry[]) => {
  const reviews = entries.map(xmlOf).join('');
  return feedHead('Linen & Co') + (reviews ? FEED_REVIEWS_OPEN + reviews + FEED_REVIEWS_CLOSE : '') + FEED_TAIL;
};

describe('XML text', () => {
  it('escapes the markup characters and drops those XML 1.0 cannot hold', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;');
    expect(xmlCharactersOnly('a\u0000b\u0007c\td\ne\uFFFEf\uD800g😀')).toBe('abc\td\nefg😀');
  });
});

describe('the Product Ratings feed', () => {
  it('maps a review and its product to Google’s elements, low rating included', () => {
    const entry = feedEntryOf(review(), ORIGIN);
    expect(entry.included).toBe(true);
    const xml = xmlOf(entry);
    expect(xml).toContain('<review_id>7</review_id>');
    expect(xml).toContain('<reviewer><name>Ada</name></reviewer>');
    expect(xml).toContain('<is_verified_purchase>true</is_verified_purchase><is_incentivized_review>false</is_incentivized_review>');
    expect(xml).toContain('<review_timestamp>2025-03-04T05:06:07.000Z</review_timestamp>');
    expect(xml).toContain('<review_url type="group">https://linen.example/products/linen-shirt</review_url>');
    expect(xml).toContain('<overall min="1" max="5">1</overall>');
    expect(xml).toContain('<product_ids><gtins><gtin>4006381333931</gtin></gtins><skus><sku>LS-1</sku><sku>LS-2</sku></skus><brands><brand>Acme</brand></brands></product_ids>');
    expect(xml).toContain('<is_spam>false</is_spam><collection_method>post_fulfillment</collection_method><transaction_id>1001</transaction_id>');
  });

  it('escapes what shoppers wrote and names an unnamed reviewer anonymous', () => {
    const xml = xmlOf(feedEntryOf(review({ authorName: '  ', title: '<script>alert(1)</script>', body: 'Fits & feels "great"\u0001' }), ORIGIN));
    expect(xml).toContain('<name is_anonymous="true">Anonymous</name>');
    expect(xml).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(xml).toContain('<content>Fits &amp; feels &quot;great&quot;</content>');
    expect(xml).not.toContain('<script>');
  });

  it('labels an incentivised review and flags one hidden as spam instead of dropping it', () => {
    expect(xmlOf(feedEntryOf(review({ incentivized: true }), ORIGIN))).toContain('<is_incentivized_review>true</is_incentivized_review>');
    const spam = feedEntryOf(review({ published: false, moderationReason: 'spam' }), ORIGIN);
    expect(spam).toMatchObject({ included: true, spam: true });
    expect(xmlOf(spam)).toContain('<is_spam>true</is_spam>');
  });

  it('leaves out, with its reason, what the storefront does not show or Google cannot take', () => {
    expect(feedEntryOf(review({ published: false, moderationReason: 'offensive_content' }), ORIGIN)).toEqual({ included: false, reason: 'unpublished' });
    expect(feedEntryOf(review({ published: false }), ORIGIN)).toEqual({ included: false, reason: 'unpublished' });
    expect(feedEntryOf(review({ product: null }), ORIGIN)).toEqual({ included: false, reason: 'product_missing' });
    expect(feedEntryOf(review({ product: { ...product, handle: '' } }), ORIGIN)).toEqual({ included: false, reason: 'product_missing' });
    expect(feedEntryOf(review({ product: { ...product, status: 'DRAFT' } }), ORIGIN)).toEqual({ included: false, reason: 'product_not_active' });
    expect(feedEntryOf(review({ body: ' \n ' }), ORIGIN)).toEqual({ included: false, reason: 'empty_content' });
    for (const rating of [1, 2, 3, 4, 5]) expect(feedEntryOf(review({ rating }), ORIGIN).included).toBe(true);
  });

  it('counts what it included and left out by reason', () => {
    const reviews = [review({ rating: 1 }), review({ rating: 5 }), review({ published: false }), review({ product: null }), review({ published: false, moderationReason: 'suspected_fake', rating: 2 })];
    const counts = reviews.reduce((sum, one) => countEntry(sum, feedEntryOf(one, ORIGIN), one.rating), EMPTY_FEED_COUNTS);
    expect(counts).toEqual({ included: 3, spamFlagged: 1, lowRatingsIncluded: 2, leftOut: { unpublished: 1, product_missing: 1, product_not_active: 0, empty_content: 0 } });
    const tally = new FeedTally();
    for (const one of reviews) tally.add(feedEntryOf(one, ORIGIN), one.rating);
    expect(tally.counts()).toEqual(counts);
  });

  it('writes a feed valid against Google’s 2.4 schema, with ten reviews and with none', async () => {
    const ten = Array.from({ length: 10 }, (_, index) =>
      feedEntryOf(
        review({
          id: index + 1,
          rating: (index % 5) + 1,
          title: index % 2 ? '' : `Title <${index}> & more`,
          authorName: index === 3 ? '' : `Ünïcødé ${index} 😀`,
          source: ['Email request', 'Store front', 'CSV uploaded'][index % 3] ?? 'Store front',
          verified: index % 2 === 0,
          incentivized: index === 4,
          product: index === 5 ? { ...product, barcodes: [], skus: [], vendor: '' } : product,
        }),
        ORIGIN,
      ),
    );
    expect(await googleFeedSchemaErrors(feedOf(ten))).toEqual([]);
    expect(await googleFeedSchemaErrors(feedOf([]))).toEqual([]);
    // The validator does refuse: a review without its content is not Google's.
    expect(await googleFeedSchemaErrors(feedOf(ten).replace(/<content>[^<]*<\/content>/, ''))).not.toEqual([]);
  });

  it('names the app as publisher when the shop has no name, and sends no transaction for an unverified review', () => {
    expect(feedHead('  ')).toContain('<publisher><name>Starling Reviews</name></publisher>');
    const xml = xmlOf(feedEntryOf(review({ verified: false, source: 'CSV uploaded', product: { ...product, title: ' ' } }), ORIGIN));
    expect(xml).not.toContain('<transaction_id>');
    expect(xml).not.toContain('<collection_method>');
    expect(xml).not.toContain('<product_name>');
  });

  it('names its address by shop and secret, and reads back only such names', () => {
    const name = feedFileName(42, 'Abc_DEF-0123456789xyz');
    expect(parseFeedFileName(name)).toEqual({ shopId: 42, secret: 'Abc_DEF-0123456789xyz' });
    for (const bad of ['42.short.xml', '42.Abc_DEF-0123456789xyz.json', '0.Abc_DEF-0123456789xyz.xml', '../42.Abc_DEF-0123456789xyz.xml', '42.Abc DEF-0123456789xyz.xml']) {
      expect(parseFeedFileName(bad)).toBeNull();
    }
  });

  it('reads GTINs and the storefront origin as Google expects them', () => {
    expect(['12345678', '012345678905', '4006381333931', '10012345678902'].every(isGtin)).toBe(true);
    expect(['1234567', '12345678901', 'ABC12345', ''].some(isGtin)).toBe(false);
    expect(storefrontOrigin('linen.myshopify.com', '')).toBe('https://linen.myshopify.com');
    expect(storefrontOrigin('linen.myshopify.com', 'shop.linen.example')).toBe('https://shop.linen.example');
  });
});
