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
    const [gallery, carousel] = await Promise.all([
      this.reviews.select(shop, buyersShowSelection(buyersShow)),
      this.reviews.select(shop, cardCarouselSelection(cardCarousel)),
    ]);
    const view = (row: ShowcaseReviewRow) => this.shopperView(row, widget, record.timeZone);
    return { buyers_show: gallery.map(view), card_carousel: carousel.map(view) };
  }

  private shopperView(row: ShowcaseReviewRow, widget: ReviewWidgetSettings, timeZone: string): ShowcaseReview {
    return {
      ...shopperReviewBasics(row, widget, timeZone),
      photos: row.photos.map((url) => absoluteMediaUrl(this.mediaOrigin, url)),
      product: row.product,
    };
  }
}
