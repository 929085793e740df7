import { describe, expect, it } from 'vitest';
import { type MarketplacePageFetcher } from '../../../../server/application/imports/marketplace-page-fetcher.port';
import { MAX_URL_IMPORT_PAGES, MarketplaceImportUseCases } from '../../../../server/application/imports/marketplace-import-use-cases';
import { type ShopRepository } from '../../../../server/application/shops/shop-repository.port';
import { type MarketplacePageReading } from '../../../../src/domain/import/marketplace-pages';
import { type MarketplaceReview } from '../../../../src/domain/import/marketplace-import';
import { FakeReviewImportStarter } from '../../../fakes/fake-review-import-starter';

const SHOP = { id: 3, domain: 'pages.myshopify.com' };
const OPTIONS = { min_rating: 1, photos_only: false, max_reviews: 500, skip_without_text: false };
const review = (rating = 5): MarketplaceReview => ({ rating, title: 'T', body: 'B', author: 'A', country: '', date: null, photos: [], videos: [], verifiedPurchase: false });

/** Every page links a next one; the pages it was asked for are recorded. */
class EndlessPages implements MarketplacePageFetcher {
  readonly asked: string[] = [];
  constructor(private readonly next: (page: number) => string | null) {}
  readReviews(_shop: unknown, _marketplace: unknown, url: string): Promise<MarketplacePageReading> {
    this.asked.push(url);
    return Promise.resolve({ reviews: [review(), review(2)], nextPage: this.next(this.asked.length) });
  }
}

function useCases(pages: MarketplacePageFetcher, starter = new FakeReviewImportStarter()) {
  const unused = () => Promise.reject(new Error('not used'));
  return new MarketplaceImportUseCases({
    tokens: { sign: unused, verify: unused },
    shops: {} as ShopRepository,
    signs: { run: unused },
    pages,
    starter,
    now: () => new Date('2024-06-01T12:00:00Z'),
  });
}

describe('the URL import', () => {
  it(`follows next pages on the same marketplace, at most ${MAX_URL_IMPORT_PAGES} pages`, async () => {
    const pages = new EndlessPages((page) => `https://www.amazon.com/product-reviews/B0TESTKETL?pageNumber=${page + 1}`);
    const starter = new FakeReviewImportStarter();
    const answer = await useCases(pages, starter).importFromUrl(SHOP, { url: 'https://www.amazon.com/dp/B0TESTKETL', product_id: 'p', options: OPTIONS });
    expect(pages.asked).toHaveLength(MAX_URL_IMPORT_PAGES);
    expect(answer).toMatchObject({ found: 2 * MAX_URL_IMPORT_PAGES, kept: 2 * MAX_URL_IMPORT_PAGES });
    expect(starter.calls[0]!.request.drafts.map((draft) => draft.row)).toEqual(Array.from({ length: 2 * MAX_URL_IMPORT_PAGES }, (_, index) => index + 1));
  });

  it('stops when the options have enough, and never follows a link to another site or back', async () => {
    const enough = new EndlessPages((page) => `https://www.amazon.com/product-reviews/B0TESTKETL?pageNumber=${page + 1}`);
    await useCases(enough).importFromUrl(SHOP, { url: 'https://www.amazon.com/dp/B0TESTKETL', product_id: 'p', options: { ...OPTIONS, min_rating: 5, max_reviews: 2 } });
    expect(enough.asked).toHaveLength(2);
    const elsewhere = new EndlessPages(() => 'https://evil.example/next');
    await useCases(elsewhere).importFromUrl(SHOP, { url: 'https://www.amazon.com/dp/B0TESTKETL', product_id: 'p', options: OPTIONS });
    expect(elsewhere.asked).toEqual(['https://www.amazon.com/dp/B0TESTKETL']);
    const loop = new EndlessPages(() => 'https://www.amazon.com/dp/B0TESTKETL');
    await useCases(loop).importFromUrl(SHOP, { url: 'https://www.amazon.com/dp/B0TESTKETL', product_id: 'p', options: OPTIONS });
    expect(loop.asked).toHaveLength(1);
  });
});
