import { type SideTabSettings, type StoreReviewSettings, REVIEWS_PAGE_HANDLE } from '../../../src/domain/storefront/store-review-widgets';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type ShopifyGateway } from '../shopify/shopify-gateway.port';
import { REVIEW_WIDGET_SETTINGS_DOCUMENT } from '../settings/review-widget-settings-store';
import {
  readSideTabSettings,
  readStoreReviewSettings,
  SIDE_TAB_SETTINGS_DOCUMENT,
  STORE_REVIEW_SETTINGS_DOCUMENT,
} from '../settings/store-review-widgets-settings';
import { definedOnly } from '../../../src/domain/storefront/settings-document';
import { mergeAndQueue, saveSettingsDocument, type WidgetSettingsWrites } from './settings-document-writes';
import { type DocumentChanges } from '../shared/widget-settings-saver.port';

/** The reviews page's own text; the store-reviews block the merchant places on it draws the reviews. */
const REVIEWS_PAGE = { handle: REVIEWS_PAGE_HANDLE, title: 'Reviews', body: '' };

/**
 * get/set_store_review_setting, get/set_sidetab_settings and create_sidetab_review_page
 * (docs/product/storefront.md#store-reviews). Each save queues the shop's storefront data in its transaction.
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
    const documents: DocumentChanges = [
      ...(active !== undefined ? [[REVIEW_WIDGET_SETTINGS_DOCUMENT, { is_active_store_review: active }] as const] : []),
      ...(Object.keys(own).length > 0 ? [[STORE_REVIEW_SETTINGS_DOCUMENT, own] as const] : []),
    ];
    await this.writes.run((writes) => mergeAndQueue(writes, shop, documents));
    return this.getStoreReview(shop);
  }

  getSideTab(shop: AuthenticatedShop): Promise<SideTabSettings> {
    return readSideTabSettings(this.settings, shop);
  }

  setSideTab(shop: AuthenticatedShop, changes: Partial<SideTabSettings>): Promise<SideTabSettings> {
    return this.saveSideTab(shop, definedOnly(changes));
  }

  /** Creates the shop's "Reviews" page once (an existing page of that handle is kept) and links the tab to it. */
  async createReviewPage(shop: AuthenticatedShop): Promise<{ readonly url: string; readonly settings: SideTabSettings }> {
    const { url } = await this.shopify.ensurePage(shop, REVIEWS_PAGE);
    return { url, settings: await this.saveSideTab(shop, { page_url: url }) };
  }

  private saveSideTab(shop: AuthenticatedShop, changes: Partial<SideTabSettings>): Promise<SideTabSettings> {
    return saveSettingsDocument(this.writes, shop, [SIDE_TAB_SETTINGS_DOCUMENT, changes], (owner) => this.getSideTab(owner));
  }
}
