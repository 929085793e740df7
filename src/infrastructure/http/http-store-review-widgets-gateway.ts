import { type StoreReviewWidgetsGateway } from '../../application/display/store-review-widgets-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import {
  createSideTabReviewPage,
  getSideTabSettings,
  getStoreReviewSettings,
  setSideTabSettings,
  setStoreReviewSettings,
} from '../../contracts/store-review-widgets.contract';
import { previewWidget } from '../../contracts/widget-settings.contract';
import { type SideTabSettings, type StoreReviewSettings } from '../../domain/storefront/store-review-widgets';

/** Store reviews' and the side tab's calls of the admin API, through their contracts. */
export class HttpStoreReviewWidgetsGateway implements StoreReviewWidgetsGateway {
  constructor(private readonly client: ContractClient) {}

  storeReview(): Promise<StoreReviewSettings> {
    return this.client.call(getStoreReviewSettings, {});
  }

  saveStoreReview(changes: Partial<StoreReviewSettings>): Promise<StoreReviewSettings> {
    return this.client.call(setStoreReviewSettings, changes);
  }

  sideTab(): Promise<SideTabSettings> {
    return this.client.call(getSideTabSettings, {});
  }

  saveSideTab(changes: Partial<Omit<SideTabSettings, 'page_url'>>): Promise<SideTabSettings> {
    return this.client.call(setSideTabSettings, changes);
  }

  async createReviewPage(): Promise<string> {
    return (await this.client.call(createSideTabReviewPage, {})).url;
  }

  async previewStoreReview(settings: StoreReviewSettings): Promise<string> {
    return (await this.client.call(previewWidget, { widget: 'store-reviews', settings: {}, store_review: { ...settings } })).html;
  }

  async previewSideTab({ page_url: _pageUrl, ...settings }: SideTabSettings): Promise<string> {
    return (await this.client.call(previewWidget, { widget: 'side-tab', settings: {}, side_tab: settings })).html;
  }
}
