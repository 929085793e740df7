import { type Marketplace, marketplaceOfHost, type MarketplaceReview } from '../../../src/domain/import/marketplace-import';
import { readMarketplacePage } from '../../../src/domain/import/marketplace-pages';
import { domPageElement } from './dom-page-element';

/** At most this many further pages are read by following the page's own "next" link. */
export const MAX_FOLLOWED_PAGES = 10;

/** Another page of the same site as a document (a same-origin fetch in the merchant's session). */
export type PageLoader = (address: string) => Promise<Document | null>;

export interface PageReviews {
  readonly marketplace: Marketplace;
  readonly reviews: readonly MarketplaceReview[];
}

/**
 * The reviews of the marketplace page the merchant is on, then of the pages its "next" link
 * leads to (same site only), until `maxReviews` are found. Null on a page of another site.
 */
export async function readReviewsFromPage(document: Document, address: string, maxReviews: number, load: PageLoader): Promise<PageReviews | null> {
  const marketplace = marketplaceOfHost(new URL(address).hostname);
  if (!marketplace) return null;
  const reviews: MarketplaceReview[] = [];
  let page: { document: Document; address: string } | null = { document, address };
  const seen = new Set<string>();
  for (let followed = 0; page && reviews.length < maxReviews && followed <= MAX_FOLLOWED_PAGES; followed += 1) {
    seen.add(page.address);
    const reading = readMarketplacePage(marketplace, domPageElement(page.document.documentElement), page.address);
    reviews.push(...reading.reviews);
    const next = reading.nextPage;
    const sameSite = next !== null && new URL(next).origin === new URL(address).origin && !seen.has(next);
    const nextDocument = sameSite ? await load(next).catch(() => null) : null;
    page = nextDocument && next ? { document: nextDocument, address: next } : null;
  }
  return { marketplace, reviews: reviews.slice(0, maxReviews) };
}
