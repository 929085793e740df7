import {
  buyersShowSelection,
  cardCarouselSelection,
  type BuyersShowSettings,
  type CardCarouselSettings,
  type ShowcaseMetafield,
  type ShowcaseReview,
} from '../../../src/domain/storefront/showcase-settings';
import { type ReviewWidgetSettings } from '../../../src/domain/storefront/review-widget-settings';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { readReviewWidgetSettings } from '../settings/review-widget-settings-store';
import { readBuyersShowSettings, readCardCarouselSettings } from './showcase-settings-store';
import { type ShowcaseReviewRow, type ShowcaseReviewSource } from './showcase-review-source.port';
import { absoluteMediaUrl, shopperReviewBasics } from './shopper-review-view';
import { type InstagramShowcasePost, type InstagramShowcaseSource } from './instagram-showcase-source.port';
import { MAX_STOREFRONT_INSTAGRAM_POSTS, productNumberOf, storefrontCaption } from '../../../src/domain/instagram/instagram-posts';
import { uploadFile } from '../../../src/contracts/uploads.contract';

export interface ShowcaseDrafts {
  readonly buyersShow?: BuyersShowSettings;
  readonly cardCarousel?: CardCarouselSettings;
}

/**
 * The reviews of the buyers' show and the card carousel as shoppers see them (the shop's
 * `starling.showcase` metafield, docs/product/storefront.md#showcase): published only, names as
 * the reviews block writes them, photos at addresses a storefront reaches, no e-mail.
 */
export class BuildShowcase {
  constructor(
    private readonly reviews: ShowcaseReviewSource,
    private readonly settings: SettingsRepository,
    private readonly shops: ShopRepository,
    /** Prefix of our own media addresses (`/upload/…`), as BuildReviewPage's. */
    private readonly mediaOrigin: string,
    /** The shop's imported Instagram posts (docs/product/instagram.md#storefront). */
    private readonly instagram: InstagramShowcaseSource,
  ) {}

  /** `drafts`: settings not saved yet (the admin's preview); the saved ones otherwise. */
  async execute(shop: AuthenticatedShop, drafts: ShowcaseDrafts = {}): Promise<ShowcaseMetafield> {
    const [record, widget, buyersShow, cardCarousel] = await Promise.all([
      this.shops.get(shop),
      readReviewWidgetSettings(this.settings, shop),
      drafts.buyersShow ?? readBuyersShowSettings(this.settings, shop),
      drafts.cardCarousel ?? readCardCarouselSettings(this.settings, shop),
    ]);
    if (!record) throw notFound('shop');
    const [gallery, carousel, posts] = await Promise.all([
      this.reviews.select(shop, buyersShowSelection(buyersShow)),
      this.reviews.select(shop, cardCarouselSelection(cardCarousel)),
      this.instagram.visiblePosts(shop, MAX_STOREFRONT_INSTAGRAM_POSTS),
    ]);
    const view = (row: ShowcaseReviewRow) => this.shopperView(row, widget, record.timeZone);
    return { buyers_show: gallery.map(view), card_carousel: carousel.map(view), instagram_posts: posts.map((post) => this.instagramView(post)) };
  }

  private instagramView(post: InstagramShowcasePost) {
    return {
      image: absoluteMediaUrl(this.mediaOrigin, `${uploadFile.path}/${post.imageKey}`),
      caption: storefrontCaption(post.caption),
      permalink: post.permalink,
      username: post.username,
      product_ids: post.productIds.map(productNumberOf),
    };
  }

  private shopperView(row: ShowcaseReviewRow, widget: ReviewWidgetSettings, timeZone: string): ShowcaseReview {
    return {
      ...shopperReviewBasics(row, widget, timeZone),
      photos: row.photos.map((url) => absoluteMediaUrl(this.mediaOrigin, url)),
      product: row.product,
    };
  }
}
