import { type ValidRequestOf } from '../../../src/contracts/contract';
import {
  type bookmarkImport,
  type BookmarkToken,
  type createBookmarkToken,
  type importMarketplaceUrl,
  type MarketplaceImportAnswer,
} from '../../../src/contracts/import-sources.contract';
import { IMPORT_ORIGIN_NAMES } from '../../../src/domain/import/imported-review';
import {
  BOOKMARK_TOKEN_LIFETIME_MINUTES,
  type Marketplace,
  type MarketplaceImportOptions,
  marketplaceDrafts,
  marketplaceOfUrl,
  type MarketplaceReview,
  selectMarketplaceReviews,
} from '../../../src/domain/import/marketplace-import';
import { type UsedSignWrites } from '../auth/used-sign-repository.port';
import { AppError, invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type BookmarkTokens } from './bookmark-tokens.port';
import { type MarketplacePageFetcher } from './marketplace-page-fetcher.port';
import { type ReviewImportStarter } from './review-import-starter.port';

/** The URL import follows a page's "next" link at most this many times. */
export const MAX_URL_IMPORT_PAGES = 5;
/** One-time signs in used_signs are kept apart from the super-admin's by this prefix. */
const SIGN_PREFIX = 'bookmark:';

type OptionsRequest = ValidRequestOf<typeof createBookmarkToken>['options'];

const optionsOf = (options: OptionsRequest): MarketplaceImportOptions => ({
  minRating: options.min_rating,
  photosOnly: options.photos_only,
  maxReviews: options.max_reviews,
  skipWithoutText: options.skip_without_text,
});

export interface MarketplaceImportDependencies {
  readonly tokens: BookmarkTokens;
  readonly shops: ShopRepository;
  /** Records each token's one use (the used_signs table). */
  readonly signs: Transactions<UsedSignWrites>;
  readonly pages: MarketplacePageFetcher;
  /** The one import pipeline every source hands its drafts to. */
  readonly starter: ReviewImportStarter;
  readonly now: () => Date;
}

/**
 * Reviews from Amazon and AliExpress (docs/product/import-marketplaces.md): the bookmarklet's
 * token and its one-time send, and the import by product URL. Both keep what the merchant's
 * options keep and start one import of kind 'bookmark' or 'marketplace' for the picked product.
 */
export class MarketplaceImportUseCases {
  constructor(private readonly deps: MarketplaceImportDependencies) {}

  async createBookmarkToken(shop: AuthenticatedShop, request: ValidRequestOf<typeof createBookmarkToken>): Promise<BookmarkToken> {
    const options = optionsOf(request.options);
    const signed = await this.deps.tokens.sign({ shopId: shop.id, shopDomain: shop.domain, productId: request.product_id, options });
    return { token: signed.token, expires_at: signed.expiresAt.toISOString(), max_reviews: options.maxReviews };
  }

  /** The bookmarklet's send: the token names the shop, the product and the options, and works once. */
  async importFromBookmarklet(request: ValidRequestOf<typeof bookmarkImport>): Promise<MarketplaceImportAnswer> {
    const check = await this.deps.tokens.verify(request.token);
    if (!check.valid) {
      throw new AppError(
        'unauthorized',
        check.reason === 'expired'
          ? `token: has expired (a bookmarklet works for ${BOOKMARK_TOKEN_LIFETIME_MINUTES} minutes); make a new one in the app`
          : 'token: is not a bookmarklet token of this app; make a new one in the app',
      );
    }
    const marketplace = marketplaceOfUrl(request.page_url);
    if (!marketplace) throw invalidInput('page_url', 'must be an Amazon or AliExpress page; open the bookmarklet on the product page');
    const { claims } = check;
    const shop = await this.deps.shops.findById(claims.shopId);
    if (!shop || shop.uninstalledAt || shop.domain !== claims.shopDomain) throw new AppError('unauthorized', 'token: the shop it was made for is not installed');
    const reviews = request.reviews.map(
      (review): MarketplaceReview => ({
        rating: review.rating,
        title: review.title,
        body: review.body,
        author: review.author,
        country: review.country,
        date: review.date,
        photos: review.photos,
        videos: review.videos,
        verifiedPurchase: review.verified_purchase,
      }),
    );
    const kept = keptOrRefused(reviews, claims.options, 'reviews');
    const now = this.deps.now();
    // Expired tokens are refused anyway, so their records can go.
    const forgetBefore = new Date(now.getTime() - BOOKMARK_TOKEN_LIFETIME_MINUTES * 60_000);
    const first = await this.deps.signs.run(({ usedSigns }) => usedSigns.claim(shop, `${SIGN_PREFIX}${check.tokenId}`, now, forgetBefore));
    if (!first) throw new AppError('unauthorized', 'token: this bookmarklet has already sent its reviews; make a new one in the app to import again');
    return this.start(shop, 'bookmark', marketplace, request.page_url, reviews.length, kept, claims.productId);
  }

  /** Our server reads the product page (and its next pages) and imports what the options keep. */
  async importFromUrl(shop: AuthenticatedShop, request: ValidRequestOf<typeof importMarketplaceUrl>): Promise<MarketplaceImportAnswer> {
    const marketplace = marketplaceOfUrl(request.url);
    if (!marketplace) throw invalidInput('url', 'must be the address of an Amazon or AliExpress product page');
    const options = optionsOf(request.options);
    const reviews: MarketplaceReview[] = [];
    const seen = new Set<string>();
    let next: string | null = request.url;
    for (let page = 0; next && page < MAX_URL_IMPORT_PAGES && selectMarketplaceReviews(reviews, options).length < options.maxReviews; page += 1) {
      seen.add(next);
      const reading = await this.deps.pages.readReviews(shop, marketplace, next);
      reviews.push(...reading.reviews);
      next = reading.nextPage && !seen.has(reading.nextPage) && marketplaceOfUrl(reading.nextPage) === marketplace ? reading.nextPage : null;
    }
    if (reviews.length === 0) throw invalidInput('url', `${IMPORT_ORIGIN_NAMES[marketplace]} showed no reviews on that page; check the address, or use the bookmarklet`);
    const kept = keptOrRefused(reviews, options, 'options');
    return this.start(shop, 'marketplace', marketplace, request.url, reviews.length, kept, request.product_id);
  }

  private async start(
    shop: AuthenticatedShop,
    kind: 'bookmark' | 'marketplace',
    marketplace: Marketplace,
    label: string,
    found: number,
    kept: readonly MarketplaceReview[],
    productId: string,
  ): Promise<MarketplaceImportAnswer> {
    const drafts = marketplaceDrafts(kept, productId, this.deps.now());
    const job = await this.deps.starter.startFromDrafts(shop, { kind, origin: marketplace, label, drafts });
    return { marketplace, found, kept: kept.length, job };
  }
}

/** What the options keep; none is refused before anything is used up, naming what to change. */
function keptOrRefused(reviews: readonly MarketplaceReview[], options: MarketplaceImportOptions, field: string): MarketplaceReview[] {
  if (reviews.length === 0) throw invalidInput(field, 'no reviews were found on the page; open the product page with its reviews showing');
  const kept = selectMarketplaceReviews(reviews, options);
  if (kept.length === 0) throw invalidInput(field, `no review found (${reviews.length} in all) matches the import options (at least ${options.minRating} stars${options.photosOnly ? ', with photos' : ''}${options.skipWithoutText ? ', with text' : ''})`);
  return kept;
}
