import { type SideTabSettings, type StoreReviewSettings, REVIEWS_PAGE_HANDLE } from '../../../src/domain/storefront/store-review-widgets';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type ShopifyGateway } from '../shopify/shopify-gateway.port';
import { REVIEW_WIDGET_SETTINGS_DOCUMENT } from './review-widget-settings-store';
import {
  readSideTabSettings,
  readStoreReviewSettings,
  SIDE_TAB_SETTINGS_DOCUMENT,
  STORE_REVIEW_SETTINGS_DOCUMENT,
} from './store-review-widgets-settings';
import { type WidgetSettingsWrites } from './review-widget-settings-use-cases';

/** The reviews page's own text; the store-reviews block the merchant places on it draws the reviews. */
const REVIEWS_PAGE = { handle: REVIEWS_PAGE_HANDLE, title: 'Reviews', body: '' };

/**
 * get/set_store_review_setting, get/set_sidetab_settings and create_sidetab_review_page
 * (docs/product/storefront.md#store-reviews). The shop_documents trigger queues the shop only for
 * the kinds it knows, so each save queues the shop's storefront data itself, in its transaction.
 */
export class StoreReviewWidgetsUseCases {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly writes: Transactions<WidgetSettingsWrites>,
    private readonly shopify: ShopifyGateway,
  ) {}

  getStoreReview(shop: AuthenticatedShop): Promise<StoreReviewSettings> {
    return readStoreReviewSettings(this.settings, shop);
  }

  /** `is_active_store_review` is stored once, in the reviews widget's settings; the rest in the block's own document. */
  async setStoreReview(shop: AuthenticatedShop, changes: Partial<StoreReviewSettings>): Promise<StoreReviewSettings> {
    const { is_active_store_review: active, ...own } = definedOnly(changes);
    await this.writes.run(async ({ settings, queue }) => {
      if (active !== undefined) await settings.mergeDocument(shop, REVIEW_WIDGET_SETTINGS_DOCUMENT, { is_active_store_review: active });
      if (Object.keys(own).length > 0) await settings.mergeDocument(shop, STORE_REVIEW_SETTINGS_DOCUMENT, own);
      await queue.queueShop(shop.id);
    });
    return this.getStoreReview(shop);
  }

  getSideTab(shop: AuthenticatedShop): Promise<SideTabSettings> {
    return readSideTabSettings(this.settings, shop);
  }

  async setSideTab(shop: AuthenticatedShop, changes: Partial<SideTabSettings>): Promise<SideTabSettings> {
    await this.saveSideTab(shop, definedOnly(changes));
    return this.getSideTab(shop);
  }

  /** Creates the shop's "Reviews" page once (an existing page of that handle is kept) and links the tab to it. */
  async createReviewPage(shop: AuthenticatedShop): Promise<{ readonly url: string; readonly settings: SideTabSettings }> {
    const { url } = await this.shopify.ensurePage(shop, REVIEWS_PAGE);
    await this.saveSideTab(shop, { page_url: url });
    return { url, settings: await this.getSideTab(shop) };
  }

  private async saveSideTab(shop: AuthenticatedShop, changes: Partial<SideTabSettings>): Promise<void> {
    await this.writes.run(async ({ settings, queue }) => {
      await settings.mergeDocument(shop, SIDE_TAB_SETTINGS_DOCUMENT, changes);
      await queue.queueShop(shop.id);
    });
  }
}

function definedOnly<T extends object>(draft: T): Partial<T> {
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined)) as Partial<T>;
}
