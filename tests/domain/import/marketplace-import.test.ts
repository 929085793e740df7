import { describe, expect, it } from 'vitest';
import { bookmarkletAddress, type BookmarkletConfig } from '../../../src/domain/import/bookmarklet';
import {
  DEFAULT_MARKETPLACE_IMPORT_OPTIONS,
  hostOfAddress,
  originOfAddress,
  marketplaceDrafts,
  marketplaceOfHost,
  marketplaceOfUrl,
  MAX_MARKETPLACE_REVIEWS,
  parseMaxReviews,
  type MarketplaceReview,
  selectMarketplaceReviews,
} from '../../../src/domain/import/marketplace-import';

const review = (overrides: Partial<MarketplaceReview> = {}): MarketplaceReview => ({
  rating: 5,
  title: 'Great',
  body: 'Works well',
  author: 'Ann',
  country: 'United States',
  date: '2024-03-03',
  photos: [],
  videos: [],
  verifiedPurchase: true,
  ...overrides,
});

describe('marketplaces by host', () => {
  it.each([
    ['www.amazon.com', 'amazon'],
    ['smile.amazon.co.uk', 'amazon'],
    ['amazon.de', 'amazon'],
    ['www.aliexpress.com', 'aliexpress'],
    ['fr.aliexpress.com', 'aliexpress'],
    ['aliexpress.us', 'aliexpress'],
    ['WWW.AMAZON.COM.', 'amazon'],
    ['amazon.com.evil.example', null],
    ['notamazon.com', null],
    ['shop.example', null],
  ])('%s is %s', (host, marketplace) => {
    expect(marketplaceOfHost(host)).toBe(marketplace);
  });

  it('reads the host of an address as a browser would, port aside; a user part is refused', () => {
    expect(marketplaceOfUrl('https://www.amazon.com@evil.example/dp/B0TESTKETL')).toBeNull();
    // A user part is nobody's page, and a backslash ends the host as the platform's URL reads it.
    expect(marketplaceOfUrl('https://evil.example@www.amazon.com:443/dp/B0TESTKETL')).toBeNull();
    expect(marketplaceOfUrl('https://127.0.0.1\\@www.amazon.com/dp/B0TESTKETL')).toBeNull();
    expect(marketplaceOfUrl('http://169.254.169.254\\@amazon.com/dp/x')).toBeNull();
    expect(marketplaceOfUrl('https://www.amazon.com:443/dp/B0TESTKETL')).toBe('amazon');
    expect(hostOfAddress('HTTPS://WWW.AliExpress.com./item/1.html')).toBe('www.aliexpress.com');
    expect(hostOfAddress('https://exa_mple.com/')).toBeNull();
    expect(originOfAddress('https://www.amazon.com:8443/dp?x')).toBe('https://www.amazon.com:8443');
    expect(originOfAddress('https://user@www.amazon.com:8443/dp?x')).toBeNull();
    expect(originOfAddress('/dp/x')).toBeNull();
  });

  it('reads only http(s) addresses', () => {
    expect(marketplaceOfUrl('https://www.amazon.com/dp/B0TESTKETL')).toBe('amazon');
    expect(marketplaceOfUrl('ftp://www.amazon.com/dp/B0TESTKETL')).toBeNull();
    expect(marketplaceOfUrl('not an address')).toBeNull();
  });
});

describe("the merchant's options", () => {
  const reviews = [
    review({ rating: 5, photos: ['https://img.example/1.jpg'] }),
    review({ rating: 3 }),
    review({ rating: 4, title: '', body: '  ' }),
    review({ rating: 4, body: 'Fine' }),
  ];

  it('keeps reviews with at least the minimum stars, with text by default', () => {
    expect(selectMarketplaceReviews(reviews, DEFAULT_MARKETPLACE_IMPORT_OPTIONS)).toEqual([reviews[0], reviews[3]]);
  });

  it('keeps only reviews with photos, up to the maximum, and text-less ones when asked', () => {
    expect(selectMarketplaceReviews(reviews, { minRating: 1, photosOnly: true, maxReviews: 10, skipWithoutText: false })).toEqual([reviews[0]]);
    expect(selectMarketplaceReviews(reviews, { minRating: 1, photosOnly: false, maxReviews: 3, skipWithoutText: false })).toEqual(reviews.slice(0, 3));
  });
});

describe('drafts', () => {
  const now = new Date('2024-06-01T12:00:00Z');

  it('go to the picked product with the review as the page gave it', () => {
    const [draft] = marketplaceDrafts([review({ photos: ['https://img.example/1.jpg', 'https://img.example/1.jpg', 'javascript:alert(1)'], videos: ['https://img.example/v.mp4'] })], 'gid://shopify/Product/1', now);
    expect(draft).toEqual({
      row: 1,
      product: { kind: 'id', id: 'gid://shopify/Product/1' },
      rating: 5,
      title: 'Great',
      body: 'Works well',
      authorName: 'Ann',
      authorEmail: '',
      commentedAt: '2024-03-03T00:00:00.000Z',
      published: true,
      featured: false,
      claimsVerifiedPurchase: true,
      incentivized: false,
      orderId: null,
      country: 'United States',
      reply: null,
      media: [
        { kind: 'photo', url: 'https://img.example/1.jpg' },
        { kind: 'video', url: 'https://img.example/v.mp4' },
      ],
    });
  });

  it('date an undated or future review at the import, name an anonymous author, and bound the rating', () => {
    const drafts = marketplaceDrafts([review({ date: null, author: ' ', rating: 4.6 }), review({ date: '2030-01-01', rating: 0 })], 'p', now);
    expect(drafts.map((draft) => [draft.commentedAt, draft.authorName, draft.rating, draft.row])).toEqual([
      [now.toISOString(), 'Customer', 5, 1],
      [now.toISOString(), 'Ann', 1, 2],
    ]);
  });
});

describe('the bookmarklet address', () => {
  const config: BookmarkletConfig = {
    token: 'a.b.c',
    endpoint: 'https://reviews.test/api/v1/public/bookmark_import',
    maxReviews: 50,
    words: { title: 'Import', found: '{{count}} found', reading: 'Reading', send: 'Send', sending: 'Sending', close: 'Close', sent: 'Sent', failed: 'Failed', notMarketplace: 'No', noReviews: 'None' },
  };

  it('puts the config in place of the mark, the whole code inline', () => {
    const address = bookmarkletAddress('(()=>{var c="__STARLING_BOOKMARKLET_CONFIG__";run(c)})();\n', config);
    expect(address?.startsWith('javascript:')).toBe(true);
    expect(decodeURIComponent(address!.slice('javascript:'.length))).toBe(`(()=>{var c=(${JSON.stringify(config)});run(c)})();`);
  });

  it('refuses code without the mark', () => {
    expect(bookmarkletAddress('alert(1)', config)).toBeNull();
  });
});

describe('parseMaxReviews', () => {
  it.each([
    ['100', 100],
    [' 7 ', 7],
    ['0', null],
    ['1.5', null],
    ['abc', null],
    [String(MAX_MARKETPLACE_REVIEWS + 1), null],
  ])('reads %j as %j', (text, expected) => {
    expect(parseMaxReviews(text)).toBe(expected);
  });
});
