import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopifyGateway } from '../shopify/shopify-gateway.port';
import { type BuildReviewPage } from './build-review-page';
import { readReviewWidgetSettings } from './review-widget-settings-store';
import { productReviewMetafields, shopStorefrontMetafields } from './storefront-metafields';
import { type ClaimedSync, SHOP_SYNC_PRODUCT_ID, type StorefrontSyncQueue } from './storefront-sync-queue.port';

/** Products written per round, and how long a claim holds before another process may take it over. */
export const SYNC_BATCH_SIZE = 25;
export const SYNC_LEASE_MS = 60_000;

/**
 * Writes what changed to the storefront (docs/product/storefront.md#sync): for each queued
 * product its rating metafields and first page, recomputed from the database (so a retry or a
 * second process writes the same values), for a queued shop its settings. A failure leaves the
 * row claimed; its lease runs out and a later round tries again.
 */
export class SyncStorefrontUseCase {
  constructor(
    private readonly queue: StorefrontSyncQueue,
    private readonly buildPage: BuildReviewPage,
    private readonly settings: SettingsRepository,
    private readonly shopify: ShopifyGateway,
    private readonly now: () => Date,
    private readonly reportFailure: (item: ClaimedSync, error: unknown) => void,
  ) {}

  /** One round; how many queued rows it took. */
  async runOnce(): Promise<number> {
    const claimed = await this.queue.claim(SYNC_BATCH_SIZE, SYNC_LEASE_MS, this.now());
    for (const item of claimed) {
      try {
        await this.write(item);
        await this.queue.done(item);
      } catch (error) {
        this.reportFailure(item, error);
      }
    }
    return claimed.length;
  }

  private async write(item: ClaimedSync): Promise<void> {
    const shop: AuthenticatedShop = { id: item.shopId, domain: item.shopDomain };
    if (item.productId === SHOP_SYNC_PRODUCT_ID) {
      await this.shopify.writeMetafields(shop, shopStorefrontMetafields(await readReviewWidgetSettings(this.settings, shop)));
      return;
    }
    const firstPage = await this.buildPage.execute(shop, item.productId, { page: 1 });
    await this.shopify.writeMetafields(shop, productReviewMetafields(item.productId, firstPage));
  }
}
