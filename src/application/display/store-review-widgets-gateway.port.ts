import { type SideTabSettings, type StoreReviewSettings } from '../../domain/storefront/store-review-widgets';

/**
 * Store reviews' and the side tab's settings, their live preview and the reviews page
 * (docs/product/storefront.md#store-reviews). A refused save rejects with an ApiError naming the field.
 */
export interface StoreReviewWidgetsGateway {
  storeReview(): Promise<StoreReviewSettings>;
  saveStoreReview(changes: Partial<StoreReviewSettings>): Promise<StoreReviewSettings>;
  sideTab(): Promise<SideTabSettings>;
  saveSideTab(changes: Partial<Omit<SideTabSettings, 'page_url'>>): Promise<SideTabSettings>;
  /** Creates the shop's "Reviews" page once; its storefront path. */
  createReviewPage(): Promise<string>;
  /** The store-reviews block drawn by the storefront's Liquid with these unsaved settings: a whole HTML page. */
  previewStoreReview(settings: StoreReviewSettings): Promise<string>;
  /** The side tab drawn the same way. */
  previewSideTab(settings: SideTabSettings): Promise<string>;
}
