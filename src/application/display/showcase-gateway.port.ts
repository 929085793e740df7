import { type BuyersShowSettings, type CardCarouselSettings } from '../../domain/storefront/showcase-settings';

/**
 * The buyers' show's and the card carousel's settings and their live preview
 * (docs/product/storefront.md#showcase). A refused save rejects with an ApiError naming the field.
 */
export interface ShowcaseGateway {
  buyersShow(): Promise<BuyersShowSettings>;
  saveBuyersShow(changes: Partial<BuyersShowSettings>): Promise<BuyersShowSettings>;
  cardCarousel(): Promise<CardCarouselSettings>;
  saveCardCarousel(changes: Partial<CardCarouselSettings>): Promise<CardCarouselSettings>;
  /** The block drawn by the storefront's Liquid with these (unsaved) settings on the shop's reviews: a whole HTML page. */
  previewBuyersShow(settings: BuyersShowSettings): Promise<string>;
  previewCardCarousel(settings: CardCarouselSettings): Promise<string>;
}
