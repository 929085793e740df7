// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { absoluteAddress, marketplaceRefusalOf, parseMarketplaceDate, readAliExpressPage, readAmazonPage, readMarketplacePage } from '../../../src/domain/import/marketplace-pages';
import { domPageElement } from '../../../storefront/src/bookmarklet/dom-page-element';
import { type MarketplaceFixture, marketplaceFixture } from '../../support/marketplace-fixtures';

const page = (name: MarketplaceFixture) => domPageElement(new DOMParser().parseFromString(marketplaceFixture(name), 'text/html').documentElement);

describe('reading an Amazon page', () => {
  const reading = readAmazonPage(page('amazon-product'), 'https://www.amazon.com/dp/B0TESTKETL');

  it('reads every review of the product page with its stars, title, text, author, country and date', () => {
    expect(reading.reviews.map(({ rating, title, author, country, date }) => ({ rating, title, author, country, date }))).toEqual([
      { rating: 5, title: 'Boils in two minutes flat', author: 'Margaret O.', country: 'United States', date: '2024-03-03' },
      { rating: 2, title: 'Handle gets hot', author: 'Derek', country: 'United States', date: '2024-01-21' },
      { rating: 4, title: 'Gut verarbeitet', author: 'Jürgen', country: 'Germany', date: '2024-02-12' },
      { rating: 5, title: '', author: 'Amazon Customer', country: 'United States', date: '2023-12-30' },
    ]);
  });

  it('keeps the text as text, markup-looking words included', () => {
    expect(reading.reviews[0]!.body).toBe("Quiet, fast and the lid opens wide enough to clean. The light turns off when it's done <b>really</b>.");
    expect(reading.reviews[2]!.body).toBe('Schnell und leise.');
  });

  it('takes the full-size photos, the videos and the verified purchase badge', () => {
    expect(reading.reviews[0]!.photos).toEqual(['https://m.media-amazon.com/images/I/71kettleA.jpg', 'https://m.media-amazon.com/images/I/61kettleB.jpg']);
    expect(reading.reviews[2]!.videos).toEqual(['https://m.media-amazon.com/images/S/vse-vms-transcoding-artifact-us-east-1-prod/kettle-clip.mp4']);
    expect(reading.reviews.map((review) => review.verifiedPurchase)).toEqual([true, false, false, true]);
  });

  it('follows the review pages\' "next page" link, not the product page\'s', () => {
    expect(reading.nextPage).toBeNull();
    const reviews = readMarketplacePage('amazon', page('amazon-reviews-page'), 'https://www.amazon.com/product-reviews/B0TESTKETL?pageNumber=2');
    expect(reviews.nextPage).toBe('https://www.amazon.com/product-reviews/B0TESTKETL/ref=cm_cr_arp_d_paging_btm_next_3?pageNumber=3');
    expect(reviews.reviews).toMatchObject([{ rating: 4, title: 'Good value', author: 'Priya S.', verifiedPurchase: true }]);
  });

  it('finds nothing on a captcha page', () => {
    expect(readAmazonPage(page('amazon-captcha'), 'https://www.amazon.com/dp/B0TESTKETL').reviews).toEqual([]);
  });
});

describe('reading an AliExpress page', () => {
  it("reads the product page's review list: stars by the filled ones, text, author, date and photos", () => {
    const reading = readAliExpressPage(page('aliexpress-product'), 'https://www.aliexpress.com/item/1005001234567890.html');
    expect(reading.reviews).toEqual([
      {
        rating: 5,
        title: '',
        body: 'Holds my phone even on bumpy roads. Strong magnet!',
        author: 'Anna K.',
        country: '',
        date: '2024-03-12',
        photos: ['https://ae01.alicdn.com/kf/A1b2c3holder.jpg', 'https://ae01.alicdn.com/kf/A4d5e6holder.png'],
        videos: [],
        verifiedPurchase: true,
      },
      expect.objectContaining({ rating: 3, body: 'Arrived late, works ok.', author: 'M***s', date: '2024-02-02' }),
      expect.objectContaining({ rating: 4, body: '', author: 'AliExpress Shopper', date: '2024-01-28' }),
    ]);
    expect(reading.nextPage).toBeNull();
  });

  it('reads the feedback page: stars by the bar\'s width, country, photos and the next page', () => {
    const reading = readMarketplacePage('aliexpress', page('aliexpress-feedback'), 'https://feedback.aliexpress.com/display/productEvaluation.htm?productId=1005001234567890');
    expect(reading.reviews).toMatchObject([
      { rating: 5, body: 'Chegou rápido, muito bom.', author: 'Lucas', country: 'BR', date: '2024-04-05', photos: ['https://ae01.alicdn.com/kf/Hfeedback1.jpg'] },
      { rating: 3, body: 'Normal.', author: 'Olga', country: 'UA', date: '2024-04-01', photos: [] },
    ]);
    expect(reading.nextPage).toBe('https://feedback.aliexpress.com/display/productEvaluation.htm?productId=1005001234567890&page=2');
  });
});

describe('review dates', () => {
  it.each([
    ['2024-03-12T10:00:00Z', '2024-03-12'],
    ['Reviewed in the United States on March 3, 2024', '2024-03-03'],
    ['Sept. 9, 2023', '2023-09-09'],
    ['12 Mar 2024', '2024-03-12'],
    ['12.03.2024', '2024-03-12'],
    ['Rezension aus Deutschland vom 3. März 2024', null],
    ['February 30, 2024', null],
    ['', null],
  ])('reads %j as %j', (text, date) => {
    expect(parseMarketplaceDate(text)).toBe(date);
  });
});

describe('refusals', () => {
  it('tells a captcha, a login wall and refusal statuses from a page to read', () => {
    expect(marketplaceRefusalOf(200, 'https://www.amazon.com/dp/B0TESTKETL', marketplaceFixture('amazon-captcha'))).toBe('captcha');
    expect(marketplaceRefusalOf(503, 'https://www.amazon.com/dp/B0TESTKETL', marketplaceFixture('amazon-captcha'))).toBe('captcha');
    expect(marketplaceRefusalOf(200, 'https://www.aliexpress.com/item/1.html', marketplaceFixture('aliexpress-captcha'))).toBe('captcha');
    expect(marketplaceRefusalOf(200, 'https://www.amazon.com/ap/signin?openid.return_to=x', '<html></html>')).toBe('login');
    expect(marketplaceRefusalOf(200, 'https://www.amazon.com/product-reviews/B0TESTKETL', marketplaceFixture('amazon-login'))).toBe('login');
    expect(marketplaceRefusalOf(503, 'https://www.amazon.com/dp/B0TESTKETL', '<html>Service Unavailable</html>')).toBe('unavailable');
    expect(marketplaceRefusalOf(403, 'https://www.amazon.com/dp/B0TESTKETL', '')).toBe('blocked');
    expect(marketplaceRefusalOf(429, 'https://www.amazon.com/dp/B0TESTKETL', '')).toBe('rate_limited');
    expect(marketplaceRefusalOf(404, 'https://www.amazon.com/dp/B0TESTKETL', '')).toBe('not_found');
  });

  it("reads a product page whose header links to sign-in as a page, not a login wall", () => {
    expect(marketplaceRefusalOf(200, 'https://www.amazon.com/dp/B0TESTKETL', marketplaceFixture('amazon-product'))).toBeNull();
    expect(marketplaceRefusalOf(200, 'https://www.aliexpress.com/item/1.html', marketplaceFixture('aliexpress-product'))).toBeNull();
  });
});

describe('addresses on a page', () => {
  const page = 'https://www.amazon.com/product-reviews/B0TESTKETL?pageNumber=2';

  it.each([
    ['https://m.media-amazon.com/images/I/1.jpg', 'https://m.media-amazon.com/images/I/1.jpg'],
    ['//ae01.alicdn.com/kf/1.jpg', 'https://ae01.alicdn.com/kf/1.jpg'],
    ['/gp/customer-reviews/R1', 'https://www.amazon.com/gp/customer-reviews/R1'],
    ['next?pageNumber=3', 'https://www.amazon.com/product-reviews/next?pageNumber=3'],
    ['javascript:gotoPage(2)', null],
    ['data:image/png;base64,AAAA', null],
    ['', null],
    [null, null],
  ])('%j on the page is %j', (address, absolute) => {
    expect(absoluteAddress(address, page)).toBe(absolute);
  });

  it('makes nothing absolute against a page that is not a web address', () => {
    expect(absoluteAddress('/x', 'about:blank')).toBeNull();
  });
});
