import { reviewDisplayLimitForPlan } from '../../../src/domain/plans/feature-matrix';
import { formatReviewDate } from '../../../src/domain/storefront/review-date';
import { type ReviewWidgetSettings, type StorefrontReviewSort } from '../../../src/domain/storefront/review-widget-settings';
import {
  pageCount,
  ratingSummary,
  type StorefrontReview,
  type StorefrontReviewPage,
} from '../../../src/domain/storefront/storefront-review';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { readReviewWidgetSettings } from '../settings/review-widget-settings-store';
import { type ShopRecord, type ShopRepository } from '../shops/shop-repository.port';
import { type ReviewedProducts, reviewedProducts } from './reviewed-products';
import { type PublishedReviewRow, type StorefrontRepository } from './storefront-repository.port';
import { absoluteMediaUrl, shopperReviewBasics } from './shopper-review-view';
import { storefrontShopContext, type StorefrontShopContext } from './storefront-shop-context';
import { type StorefrontVersionMemo } from './storefront-version-memo';

/**
 * One page of a product's published reviews as shoppers see it, built once for both ways it
 * reaches them: the first page the sync writes into the product's metafield for Liquid, and the
 * next pages the app proxy serves to the widget's script (docs/product/storefront.md).
 */
export class BuildReviewPage {
  constructor(
    private readonly storefront: StorefrontRepository,
    private readonly settings: SettingsRepository,
    private readonly shops: ShopRepository,
    /** Prefix of our own media addresses (`/upload/…`), which a shop's storefront must reach at our origin. */
    private readonly mediaOrigin: string,
    /** Where the shop's record is known (the app proxy read it), its settings and product groups are remembered against its storefront version. */
    private readonly memo: StorefrontVersionMemo | null = null,
  ) {}

  /**
   * `known`: the shop's record and widget settings when the caller has them (a sync round's, or the
   * admin preview's with its unsaved settings), or its record alone (the app proxy's check read it);
   * what is missing is read here. `productId` null: every review of the shop.
   */
  async execute(
    shop: AuthenticatedShop,
    productId: string | null,
    request: { readonly page: number; readonly sort?: StorefrontReviewSort | undefined },
    known?: Partial<StorefrontShopContext>,
  ): Promise<StorefrontReviewPage> {
    const [{ record, widget: settings }, { products, histogram }] = await Promise.all([
      this.contextOf(shop, known),
      this.productsOf(shop, productId, known).then(async (products) => ({ products, histogram: await this.storefront.histogram(shop, products) })),
    ]);
    const summary = ratingSummary(histogram);
    const perPage = settings.reviews_per_page_number;
    // The plan's limit on reviews shown per product (docs/product/plans-and-limits.md): the newest that
    // many, in any order, so no order reveals others; the summary still counts them all.
    const displayLimit = reviewDisplayLimitForPlan(record.pricingPlanId);
    const shown = Math.min(summary.count, displayLimit ?? summary.count);
    const pages = pageCount(shown, perPage);
    const sort = request.sort ?? settings.review_sort_by;
    const offset = (request.page - 1) * perPage;
    const limit = Math.max(0, Math.min(perPage, shown - offset));
    const rows = limit === 0 ? [] : await this.storefront.publishedPage(shop, products, sort, { offset, limit, newestOnly: displayLimit });
    return {
      summary,
      reviews: rows.map((row) => this.shopperView(row, settings, record.timeZone)),
      page: request.page,
      pages,
      per_page: perPage,
      sort,
    };
  }

  /**
   * The app proxy's reads (the record known, nothing else) use what the memo remembers for the
   * shop's storefront version; the sync and the preview, which bring their own context, read.
   */
  private rememberedFor(known: Partial<StorefrontShopContext> | undefined): { readonly memo: StorefrontVersionMemo; readonly record: ShopRecord } | null {
    return this.memo && known?.record && !known.widget ? { memo: this.memo, record: known.record } : null;
  }

  private contextOf(shop: AuthenticatedShop, known: Partial<StorefrontShopContext> | undefined): Promise<StorefrontShopContext> {
    const remembered = this.rememberedFor(known);
    if (!remembered) return storefrontShopContext(this.shops, this.settings, shop, known);
    const { memo, record } = remembered;
    return memo.get(record, 'review-widget', () => readReviewWidgetSettings(this.settings, shop)).then((widget) => ({ record, widget }));
  }

  /**
   * The products whose reviews the page shows (a product group's change is a storefront change): a
   * shop without groups shows each product's own, with no read; a shop with groups, each product's
   * members as remembered.
   */
  private async productsOf(shop: AuthenticatedShop, productId: string | null, known: Partial<StorefrontShopContext> | undefined): Promise<ReviewedProducts> {
    const remembered = this.rememberedFor(known);
    if (!remembered || productId === null) return reviewedProducts(this.storefront, shop, productId);
    const { memo, record } = remembered;
    if (!(await memo.get(record, 'has-product-groups', () => this.storefront.hasProductGroups(shop)))) return [productId];
    return memo.get(record, `products-sharing:${productId}`, () => reviewedProducts(this.storefront, shop, productId));
  }

  private shopperView(row: PublishedReviewRow, settings: ReviewWidgetSettings, timeZone: string): StorefrontReview {
    const format = settings.review_date_format_type;
    const media = (kind: 'photo' | 'video') => row.media.filter((item) => item.kind === kind).map((item) => absoluteMediaUrl(this.mediaOrigin, item.url));
    return {
      ...shopperReviewBasics(row, settings, timeZone),
      date: row.commentedAt.toISOString(),
      date_published: formatReviewDate(row.commentedAt, 3, timeZone),
      verified: row.verified,
      reviewer_verified: row.reviewerVerified && !row.verified,
      photos: media('photo'),
      videos: media('video'),
      reply: row.reply ? { body: row.reply.body, date_text: formatReviewDate(row.reply.repliedAt, format, timeZone) } : null,
      helpful: row.helpfulCount,
      language: row.language,
    };
  }
}
