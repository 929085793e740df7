import { type SettingsRepository } from '../settings/settings-repository.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { effectiveWriteReviewSettings, readWriteReviewSettings } from './write-review-settings-use-cases';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopifyGateway } from '../shopify/shopify-gateway.port';
import { type BuildQuestionPage } from './build-question-page';
import { type BuildReviewPage } from './build-review-page';
import { QA_SETTINGS_DOCUMENT, readQaSettings } from '../questions/qa-settings';
import { readReviewWidgetSettings } from './review-widget-settings-store';
import { readPromoStorefrontSettings } from './promo-widget-settings-use-cases';
import { productReviewMetafields, shopStorefrontMetafields } from './storefront-metafields';
import { type ClaimedSync, SHOP_SYNC_PRODUCT_ID, type StorefrontSyncQueue } from './storefront-sync-queue.port';

/** Products written per round, and how long a claim holds before another process may take it over. */
export const SYNC_BATCH_SIZE = 25;
export const SYNC_LEASE_MS = 60_000;

/**
 * Writes what changed to the storefront (docs/product/storefront.md#sync): for each queued
 * product its rating metafields and first page, recomputed from the database (so a retry or a
 * second process writes the same values), for a queued shop its settings. A failed write is tried
 * again after a backoff that doubles each time, and dropped after SYNC_MAX_ATTEMPTS.
 */
export class SyncStorefrontUseCase {
  constructor(
    private readonly queue: StorefrontSyncQueue,
    private readonly buildPage: BuildReviewPage,
    private readonly buildQuestions: BuildQuestionPage,
    private readonly settings: SettingsRepository,
    private readonly shops: ShopRepository,
    private readonly shopify: ShopifyGateway,
    private readonly now: () => Date,
    private readonly reportFailure: (item: ClaimedSync, error: unknown, dropped: boolean) => void,
  ) {}

  /** One round; how many queued rows it took. */
  async runOnce(): Promise<number> {
    const claimed = await this.queue.claim(SYNC_BATCH_SIZE, SYNC_LEASE_MS, this.now());
    for (const item of claimed) {
      try {
        await this.write(item);
        await this.queue.done(item);
      } catch (error) {
        this.reportFailure(item, error, await this.queue.failed(item, this.now()));
      }
    }
    return claimed.length;
  }

  private async write(item: ClaimedSync): Promise<void> {
    const shop: AuthenticatedShop = { id: item.shopId, domain: item.shopDomain };
    if (item.productId === SHOP_SYNC_PRODUCT_ID) {
      const [record, widget, writeReview, qa] = await Promise.all([
        this.shops.get(shop),
        readReviewWidgetSettings(this.settings, shop),
        readWriteReviewSettings(this.settings, shop),
        this.settings.readDocument(shop, QA_SETTINGS_DOCUMENT),
      ]);
      if (!record) return;
      await this.shopify.writeMetafields(
        shop,
        shopStorefrontMetafields({
          ...widget,
          write_review: effectiveWriteReviewSettings(writeReview, record.pricingPlanId),
          qa: readQaSettings(qa),
          ...(await readPromoStorefrontSettings(this.settings, shop, record.currencySymbol)),
        }),
      );
      return;
    }
    const [firstPage, questions] = await Promise.all([this.buildPage.execute(shop, item.productId, { page: 1 }), this.buildQuestions.execute(shop, item.productId)]);
    await this.shopify.writeMetafields(shop, productReviewMetafields(item.productId, firstPage, questions));
  }
}
