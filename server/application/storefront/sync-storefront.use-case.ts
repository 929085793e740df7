import { type SettingsRepository } from '../settings/settings-repository.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopifyGateway } from '../shopify/shopify-gateway.port';
import { type BuildQuestionPage } from './build-question-page';
import { type BuildReviewPage } from './build-review-page';
import { type BuildShowcase } from './build-showcase';
import { productAiSummaryMetafield, productReviewMetafields, showcaseMetafield, storeReviewPageMetafield } from './storefront-metafields';
import { buildShopMetafields } from './build-shop-metafields';
import { STORE_REVIEW_PRODUCT_ID } from '../../../src/domain/storefront/store-review-widgets';
import { type BuildReviewAiSummary } from './build-review-ai-summary';
import { readReviewSummarySettings } from './review-summary-settings-store';
import { storefrontShopContext, type StorefrontShopContext } from './storefront-shop-context';
import { type ReviewSummarySettings } from '../../../src/domain/storefront/review-summary-settings';
import { type StorefrontWordCatalog } from '../languages/storefront-word-catalog.port';
import { type ReviewAttributeRepository } from '../collect/review-attribute-repository.port';
import { type ReviewSharing } from './review-sharing.port';
import { type ClaimedSync, SHOP_SYNC_PRODUCT_ID, type StorefrontSyncQueue } from './storefront-sync-queue.port';

/** Products written per round, and how long a claim holds before another process may take it over. */
export const SYNC_BATCH_SIZE = 25;
export const SYNC_LEASE_MS = 60_000;

/**
 * Writes what changed to the storefront (docs/product/storefront.md#sync): for each queued
 * product its rating metafields and first page, recomputed from the database (so a retry or a
 * second process writes the same values), for a queued shop its settings and showcase. A failed write is tried
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
    private readonly showcase: BuildShowcase,
    private readonly now: () => Date,
    private readonly reportFailure: (item: ClaimedSync, error: unknown, dropped: boolean) => void,
    private readonly summaries: BuildReviewAiSummary,
    private readonly storefrontWords: StorefrontWordCatalog,
    /** The app's public address, where the checkout extension asks for share links; '' in development store mode. */
    private readonly appUrl: string,
    /** The review form's own questions (docs/product/collect-attributes.md), written as `starling.attributes`. */
    private readonly attributes?: ReviewAttributeRepository,
    /** A product group's members show the group's reviews (docs/product/product-groups.md#storefront); absent, each product its own. */
    private readonly sharing?: ReviewSharing,
  ) {}

  /** One round; how many queued rows it took. */
  async runOnce(): Promise<number> {
    const claimed = await this.queue.claim(SYNC_BATCH_SIZE, SYNC_LEASE_MS, this.now());
    const productsOfShop = new Map<number, ClaimedSync>();
    const shopsWritten = new Set<number>();
    const round: SyncRound = { productsWritten: new Set(), shopContexts: new Map() };
    for (const item of claimed) {
      try {
        await this.write(item, round);
        await this.queue.done(item);
        if (item.productId === SHOP_SYNC_PRODUCT_ID) shopsWritten.add(item.shopId);
        else productsOfShop.set(item.shopId, item);
      } catch (error) {
        this.reportFailure(item, error, await this.queue.failed(item, this.now()));
      }
    }
    for (const [shopId, item] of productsOfShop) if (!shopsWritten.has(shopId)) await this.refreshShowcase(item);
    return claimed.length;
  }

  /**
   * A review's change queues its product only; the shop's showcase (docs/product/storefront.md#showcase)
   * shows reviews of every product, so it is written once after a round that wrote the shop's
   * products. When that fails the shop is queued, to be written with the queue's retries.
   */
  private async refreshShowcase(item: ClaimedSync): Promise<void> {
    const shop: AuthenticatedShop = { id: item.shopId, domain: item.shopDomain };
    try {
      await this.shopify.writeMetafields(shop, [showcaseMetafield(await this.showcase.execute(shop))]);
    } catch (error) {
      this.reportFailure(item, error, false);
      await this.queue.queueShop(item.shopId);
    }
  }

  private async write(item: ClaimedSync, round: SyncRound): Promise<void> {
    const shop: AuthenticatedShop = { id: item.shopId, domain: item.shopDomain };
    if (item.productId === SHOP_SYNC_PRODUCT_ID) {
      const sources = { settings: this.settings, shops: this.shops, buildPage: this.buildPage, showcase: this.showcase, storefrontWords: this.storefrontWords, appUrl: this.appUrl, attributes: this.attributes };
      const writes = await buildShopMetafields(sources, shop);
      if (writes) await this.shopify.writeMetafields(shop, writes);
      return;
    }
    if (item.productId === STORE_REVIEW_PRODUCT_ID) {
      // A store review changed: the shop-level page, not a product's (docs/product/storefront.md#store-reviews).
      await this.shopify.writeMetafields(shop, [storeReviewPageMetafield(await this.buildPage.execute(shop, STORE_REVIEW_PRODUCT_ID, { page: 1 }))]);
      return;
    }
    // A grouped product's reviews are its group's: every member shows them, so every member is
    // written with it, and a member queued in the same round is not written again.
    const { productsWritten } = round;
    if (productsWritten.has(`${shop.id}:${item.productId}`)) return;
    const members = (await this.sharing?.productsSharingReviews(shop, item.productId)) ?? [item.productId];
    const unwritten = members.filter((productId) => !productsWritten.has(`${shop.id}:${productId}`));
    const context = await this.shopContext(shop, round);
    const [firstPage, summary] = await Promise.all([
      this.buildPage.execute(shop, item.productId, { page: 1 }, context),
      this.summaries.execute(shop, item.productId, { lang: context.widget.language, maxAspects: context.summary.max_aspects }),
    ]);
    const writes = await Promise.all(
      unwritten.map(async (productId) => [...productReviewMetafields(productId, firstPage, await this.buildQuestions.execute(shop, productId, context)), productAiSummaryMetafield(productId, summary)]),
    );
    // One call: the gateway splits it into Shopify's metafieldsSet batches.
    await this.shopify.writeMetafields(shop, writes.flat());
    for (const productId of unwritten) productsWritten.add(`${shop.id}:${productId}`);
  }

  /** The shop's record and settings, read once a round; a failed read is forgotten, so the shop's next product reads again. */
  private shopContext(shop: AuthenticatedShop, round: SyncRound): Promise<ProductSyncContext> {
    let context = round.shopContexts.get(shop.id);
    if (!context) {
      context = Promise.all([storefrontShopContext(this.shops, this.settings, shop), readReviewSummarySettings(this.settings, shop)]).then(([pages, summary]) => ({ ...pages, summary }));
      context.catch(() => round.shopContexts.delete(shop.id));
      round.shopContexts.set(shop.id, context);
    }
    return context;
  }
}

interface ProductSyncContext extends StorefrontShopContext {
  readonly summary: ReviewSummarySettings;
}

/** One round's memory: what each shop's products are built with, and the `shop:product` keys written (a group's members once a round). */
interface SyncRound {
  readonly productsWritten: Set<string>;
  readonly shopContexts: Map<number, Promise<ProductSyncContext>>;
}
