import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../server/application/shared/app-error';
import { DEFAULT_MARKETPLACE_FETCH_SETTINGS, FetchMarketplacePageFetcher, reviewPageAddress } from '../../../../server/infrastructure/imports/fetch-marketplace-page-fetcher';
import { IN_MEMORY } from '../../../../server/infrastructure/http/rate-limiters';
import { recordedHostOrigins, useRecordedMarketplace } from '../../support/marketplace-pages-server';

const SHOP_A = { id: 1, domain: 'a.myshopify.com' };
const SHOP_B = { id: 2, domain: 'b.myshopify.com' };
const PAGE = 'https://www.amazon.com/Stellar-Steel-Electric-Kettle/dp/B0TESTKETL';

describe('FetchMarketplacePageFetcher', () => {
  const marketplace = useRecordedMarketplace();
  const fetcher = (limits: { pagesPerShopPerHour: number; pagesPerMarketplacePerMinute: number }) =>
    new FetchMarketplacePageFetcher(IN_MEMORY, { ...DEFAULT_MARKETPLACE_FETCH_SETTINGS, ...limits, hostOrigins: recordedHostOrigins(marketplace.origin) });

  it('reads the recorded page through its configured host', async () => {
    const reading = await fetcher({ pagesPerShopPerHour: 10, pagesPerMarketplacePerMinute: 10 }).readReviews(SHOP_A, 'amazon', PAGE);
    expect(reading.reviews).toHaveLength(4);
  });

  it('limits the pages one shop has read, then answers 429 with the wait', async () => {
    const pages = fetcher({ pagesPerShopPerHour: 2, pagesPerMarketplacePerMinute: 100 });
    await pages.readReviews(SHOP_A, 'amazon', PAGE);
    await pages.readReviews(SHOP_A, 'amazon', PAGE);
    const refused = await pages.readReviews(SHOP_A, 'amazon', PAGE).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ kind: 'tooManyRequests', recovery: { kind: 'retryLater' } });
    expect((refused as AppError).message).toMatch(/^url: too many marketplace pages read for this shop; try again in \d+ s$/);
    await expect(pages.readReviews(SHOP_B, 'amazon', PAGE)).resolves.toMatchObject({ reviews: expect.any(Array) });
  });

  it('limits the pages read from one marketplace by every shop together', async () => {
    const pages = fetcher({ pagesPerShopPerHour: 100, pagesPerMarketplacePerMinute: 1 });
    await pages.readReviews(SHOP_A, 'amazon', PAGE);
    await expect(pages.readReviews(SHOP_B, 'amazon', PAGE)).rejects.toMatchObject({ kind: 'tooManyRequests', message: expect.stringContaining('pages read from amazon') });
  });

  it("says so when the marketplace can't be reached", async () => {
    const pages = new FetchMarketplacePageFetcher(IN_MEMORY, { ...DEFAULT_MARKETPLACE_FETCH_SETTINGS, hostOrigins: { 'www.amazon.com': 'http://127.0.0.1:1' } });
    await expect(pages.readReviews(SHOP_A, 'amazon', PAGE)).rejects.toMatchObject({ kind: 'upstreamFailure', message: 'url: Amazon could not be reached; try again later or use the bookmarklet instead' });
  });

  it('follows a redirect only to a page of the same marketplace, and refuses one elsewhere unfetched', async () => {
    const pages = fetcher({ pagesPerShopPerHour: 10, pagesPerMarketplacePerMinute: 10 });
    const login = await pages.readReviews(SHOP_A, 'amazon', 'https://www.amazon.com/dp/B0LOGIN001').catch((error: unknown) => error);
    expect(login).toMatchObject({ message: expect.stringContaining('sign') });
    await expect(pages.readReviews(SHOP_A, 'amazon', 'https://www.amazon.com/dp/B0OFFSITE1')).rejects.toMatchObject({
      kind: 'upstreamFailure',
      message: 'url: Amazon could not be reached; try again later or use the bookmarklet instead',
    });
  });

  it('refuses an address whose host is not the marketplace once the platform parses it', async () => {
    const pages = fetcher({ pagesPerShopPerHour: 10, pagesPerMarketplacePerMinute: 10 });
    await expect(pages.readReviews(SHOP_A, 'amazon', 'https://127.0.0.1\\@www.amazon.com/dp/B0TESTKETL')).rejects.toMatchObject({ kind: 'upstreamFailure' });
  });

  it("reads an AliExpress product's reviews from its feedback page", () => {
    expect(reviewPageAddress('aliexpress', 'https://www.aliexpress.com/item/1005001234567890.html?spm=x')).toBe(
      'https://feedback.aliexpress.com/display/productEvaluation.htm?productId=1005001234567890&page=1',
    );
    expect(reviewPageAddress('aliexpress', 'https://feedback.aliexpress.com/display/productEvaluation.htm?productId=1&page=2')).toBe(
      'https://feedback.aliexpress.com/display/productEvaluation.htm?productId=1&page=2',
    );
    expect(reviewPageAddress('amazon', PAGE)).toBe(PAGE);
  });
});
