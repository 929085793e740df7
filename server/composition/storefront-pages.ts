import { StorefrontVersionMemo } from '../application/storefront/storefront-version-memo';
import { BuildQuestionPage } from '../application/storefront/build-question-page';
import { BuildReviewAiSummary } from '../application/storefront/build-review-ai-summary';
import { BuildReviewPage } from '../application/storefront/build-review-page';
import { DrizzleInstagramRepository } from '../infrastructure/db/drizzle-instagram-repository';
import { BuildShowcase } from '../application/storefront/build-showcase';
import { StorefrontSyncWorker } from '../application/storefront/storefront-sync-worker';
import { SyncStorefrontUseCase } from '../application/storefront/sync-storefront.use-case';
import { DrizzleReviewAttributeRepository } from '../infrastructure/db/drizzle-review-attribute-repository';
import { DrizzleShowcaseReviews } from '../infrastructure/db/drizzle-showcase-reviews';
import { DrizzleStorefrontRepository } from '../infrastructure/db/drizzle-storefront-repository';
import { DrizzleStorefrontSyncQueue } from '../infrastructure/db/drizzle-storefront-sync-queue';
import { AspectMentionSummarizer } from '../infrastructure/storefront/aspect-mention-summarizer';
import { ExtensionWordCatalog } from '../infrastructure/storefront/extension-word-catalog';
import { DeepLReviewTranslator, UnavailableReviewTranslator } from '../infrastructure/translation/deepl-review-translator';
import { type Platform } from './platform';

export type StorefrontPages = ReturnType<typeof composeStorefrontPages>;

/**
 * What the storefront shows, built once for the app proxy, the admin's preview and the sync that
 * writes it into the shop's metafields (docs/decisions/0049-storefront-sync-by-trigger-queue.md).
 */
export function composeStorefrontPages(platform: Platform) {
  const { options, db, shops, settings } = platform;
  const repository = new DrizzleStorefrontRepository(db);
  const words = new ExtensionWordCatalog();
  // Media of ours (`/upload/…`) must be reached at our own origin from a shop's storefront.
  const reviewPage = new BuildReviewPage(repository, settings, shops, platform.origins.app, new StorefrontVersionMemo());
  const showcase = new BuildShowcase(new DrizzleShowcaseReviews(db), settings, shops, platform.origins.app, new DrizzleInstagramRepository(db));
  const aiSummaries = new BuildReviewAiSummary(repository, new AspectMentionSummarizer());
  const sync = new StorefrontSyncWorker(
    new SyncStorefrontUseCase(
      new DrizzleStorefrontSyncQueue(db),
      reviewPage,
      new BuildQuestionPage(repository, settings, shops),
      settings,
      shops,
      platform.shopifyGateway,
      showcase,
      platform.now,
      (item, error, dropped) =>
        options.logger[dropped ? 'error' : 'warn'](
          { shop: item.shopDomain, product: item.productId, attempts: item.attempts + 1, err: error },
          dropped ? 'storefront sync gave up on this product until its next change' : 'storefront sync failed; it is tried again later',
        ),
      aiSummaries,
      words,
      platform.origins.app,
      new DrizzleReviewAttributeRepository(db),
      repository,
    ),
    (error) => options.logger.error({ err: error }, 'the storefront sync could not read its queue'),
  );
  return {
    repository,
    words,
    reviewPage,
    showcase,
    aiSummaries,
    translator: options.translation ? new DeepLReviewTranslator(options.translation.deeplAuthKey, options.translation.deeplApiUrl) : new UnavailableReviewTranslator(),
    sync,
  };
}
