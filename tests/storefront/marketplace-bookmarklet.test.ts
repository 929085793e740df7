import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { type BookmarkletConfig } from '../../src/domain/import/bookmarklet';
import { runBookmarklet } from '../../storefront/src/bookmarklet/marketplace-bookmarklet';
import { readReviewsFromPage } from '../../storefront/src/bookmarklet/marketplace-reader';
import { type MarketplaceFixture, marketplaceFixture } from '../support/marketplace-fixtures';

const CONFIG: BookmarkletConfig = {
  token: 'head.body.sign',
  endpoint: 'https://reviews.test/api/v1/public/bookmark_import',
  maxReviews: 100,
  words: {
    title: 'Starling Reviews import',
    found: 'Reviews found on this page: {{count}}.',
    reading: 'Reading the reviews…',
    send: 'Send to my store',
    sending: 'Sending…',
    close: 'Close',
    sent: 'Done. Reviews being imported: {{imported}}.',
    failed: 'Sending failed.',
    notMarketplace: 'Open an Amazon or AliExpress product page first.',
    noReviews: 'No reviews on this page.',
  },
};

const pageAt = (fixture: MarketplaceFixture, url: string) => new JSDOM(marketplaceFixture(fixture), { url });
const overlayText = (dom: JSDOM) => dom.window.document.querySelector('[role="status"]')?.textContent;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the bookmarklet', () => {
  it('reads the product page, shows the count, and sends the reviews with its token on Send', async () => {
    const dom = pageAt('amazon-product', 'https://www.amazon.com/dp/B0TESTKETL');
    const posts: { url: string; init: RequestInit }[] = [];
    dom.window.fetch = (url: RequestInfo | URL, init?: RequestInit) => {
      posts.push({ url: url as string, init: init! });
      return Promise.resolve(new Response(JSON.stringify({ code: 0, message: 'ok', data: { job_id: 1, kept: 3 } })));
    };
    await runBookmarklet(dom.window as unknown as Window, CONFIG, () => Promise.resolve(null));
    expect(overlayText(dom)).toBe('Reviews found on this page: 4.');

    const send = [...dom.window.document.querySelectorAll('button')].find((button) => button.textContent === 'Send to my store')!;
    send.click();
    await settle();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe(CONFIG.endpoint);
    expect(posts[0]!.init).toMatchObject({ method: 'POST', credentials: 'omit' });
    const body = JSON.parse(posts[0]!.init.body as string);
    expect(body.token).toBe('head.body.sign');
    expect(body.page_url).toBe('https://www.amazon.com/dp/B0TESTKETL');
    expect(body.reviews[0]).toEqual({
      rating: 5,
      title: 'Boils in two minutes flat',
      body: "Quiet, fast and the lid opens wide enough to clean. The light turns off when it's done <b>really</b>.",
      author: 'Margaret O.',
      country: 'United States',
      date: '2024-03-03',
      photos: ['https://m.media-amazon.com/images/I/71kettleA.jpg', 'https://m.media-amazon.com/images/I/61kettleB.jpg'],
      videos: [],
      verified_purchase: true,
    });
    expect(overlayText(dom)).toBe('Done. Reviews being imported: 3.');
    expect(dom.window.document.querySelector('b')).toBeNull();
  });

  it("shows the server's refusal as text", async () => {
    const dom = pageAt('aliexpress-product', 'https://www.aliexpress.com/item/1005001234567890.html');
    dom.window.fetch = () => Promise.resolve(new Response(JSON.stringify({ code: 40100, message: 'token: this bookmarklet has already sent its reviews', data: null })));
    await runBookmarklet(dom.window as unknown as Window, CONFIG, () => Promise.resolve(null));
    expect(overlayText(dom)).toBe('Reviews found on this page: 3.');
    [...dom.window.document.querySelectorAll('button')].find((button) => button.textContent === 'Send to my store')!.click();
    await settle();
    expect(overlayText(dom)).toBe('Sending failed. token: this bookmarklet has already sent its reviews');
  });

  it('says so on a page of another site, or without reviews', async () => {
    const elsewhere = new JSDOM('<p>Shop</p>', { url: 'https://shop.example/products/kettle' });
    await runBookmarklet(elsewhere.window as unknown as Window, CONFIG);
    expect(overlayText(elsewhere)).toBe('Open an Amazon or AliExpress product page first.');
    const captcha = pageAt('amazon-captcha', 'https://www.amazon.com/dp/B0TESTKETL');
    await runBookmarklet(captcha.window as unknown as Window, CONFIG, () => Promise.resolve(null));
    expect(overlayText(captcha)).toBe('No reviews on this page.');
  });

  it("follows the review pages' next link on the same site until it has enough", async () => {
    const first = pageAt('amazon-reviews-page', 'https://www.amazon.com/product-reviews/B0TESTKETL?pageNumber=2');
    const loaded: string[] = [];
    const load = (address: string) => {
      loaded.push(address);
      return Promise.resolve(loaded.length < 3 ? pageAt('amazon-reviews-page', address).window.document : null);
    };
    const found = await readReviewsFromPage(first.window.document, first.window.location.href, 2, load);
    expect(found?.reviews).toHaveLength(2);
    expect(loaded).toEqual(['https://www.amazon.com/product-reviews/B0TESTKETL/ref=cm_cr_arp_d_paging_btm_next_3?pageNumber=3']);
  });
});
