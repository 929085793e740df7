import { type GetAnalyticsUseCase } from '../application/analytics/get-analytics.use-case';
import { CollectOrdersUseCases } from '../application/collect/collect-orders-use-cases';
import { EmailTemplatesUseCases } from '../application/collect/email-templates-use-cases';
import { GetReviewRequestLinkUseCase } from '../application/collect/get-review-request-link.use-case';
import { ReviewAttributesUseCases } from '../application/collect/review-attributes-use-cases';
import { ReviewDiscountUseCases } from '../application/collect/review-discount-use-cases';
import { ReviewHandlingUseCases } from '../application/collect/review-handling-use-cases';
import { ReviewRequestProductsUseCases } from '../application/collect/review-request-products-use-cases';
import { ReplyTemplatesUseCases } from '../application/reviews/reply-templates-use-cases';
import { NodeQrCodes } from '../infrastructure/collect/node-qr-codes';
import { DrizzleOrderReadModel } from '../infrastructure/db/drizzle-order-read-model';
import { DrizzleRequestProductCatalog } from '../infrastructure/db/drizzle-request-product-catalog';
import { DrizzleReviewAttributeRepository } from '../infrastructure/db/drizzle-review-attribute-repository';
import { DrizzleStorefrontSyncQueue } from '../infrastructure/db/drizzle-storefront-sync-queue';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { type AreaRoutes } from '../infrastructure/http/app';
import { collectEmailsRoutes } from '../infrastructure/http/routes/collect-emails.routes';
import { collectLinkRoutes } from '../infrastructure/http/routes/collect-link.routes';
import { collectManageRoutes } from '../infrastructure/http/routes/collect-manage.routes';
import { collectOrdersRoutes } from '../infrastructure/http/routes/collect-orders.routes';
import { reviewAttributesRoutes } from '../infrastructure/http/routes/review-attributes.routes';
import { reviewDiscountRoutes } from '../infrastructure/http/routes/review-discount.routes';
import { reviewRequestProductsRoutes } from '../infrastructure/http/routes/review-request-products.routes';
import { type CollectSending } from './collect-sending';
import { type Platform } from './platform';

/** The collect screens' endpoints: orders and their requests, the review form's questions, handling, discounts, products, link, e-mails. */
export function composeCollect(platform: Platform, sending: CollectSending, analytics: GetAnalyticsUseCase) {
  const { options, db, shops, settings, settingsWrites, shopifyGateway, now } = platform;
  const collectOrders = new CollectOrdersUseCases({
    orders: new DrizzleOrderReadModel(db),
    orderWrites: new DrizzleTransactions(db, (tx) => ({ orders: new DrizzleOrderReadModel(tx) })),
    scheduler: options.orderRequestScheduler ?? sending.scheduleOrderRequests,
    shops,
    settings,
    shopify: shopifyGateway,
    schedule: sending.emails.schedule,
    developmentStore: options.shopify === null,
    now,
    reviewRequestsSent: (shop, preset) => analytics.reviewRequestsSent(shop, preset),
    reportFailure: (error) => options.logger.error({ err: error }, 'the sync of past orders failed'),
  });
  const reviewAttributes = new ReviewAttributesUseCases(
    new DrizzleReviewAttributeRepository(db),
    new DrizzleTransactions(db, (tx) => ({ attributes: new DrizzleReviewAttributeRepository(tx), queue: new DrizzleStorefrontSyncQueue(tx) })),
  );
  const emailTemplates = new EmailTemplatesUseCases({ store: sending.templates, writes: settingsWrites, shops, mail: platform.mail.transport, fromAddress: platform.mail.from, appUrl: platform.origins.mailLinks });
  const routes: AreaRoutes = {
    admin: [
      collectOrdersRoutes(collectOrders),
      reviewAttributesRoutes(reviewAttributes),
      collectManageRoutes({ replyTemplates: new ReplyTemplatesUseCases(settings, shops), reviewHandling: new ReviewHandlingUseCases(settings, platform.widgetSettingsSaver) }),
      reviewDiscountRoutes(new ReviewDiscountUseCases(settings, settingsWrites, sending.discountRepository)),
      reviewRequestProductsRoutes(new ReviewRequestProductsUseCases(settings, settingsWrites, new DrizzleRequestProductCatalog(db))),
      collectLinkRoutes(new GetReviewRequestLinkUseCase(sending.formLinks, new NodeQrCodes())),
      collectEmailsRoutes(emailTemplates),
    ],
  };
  return { routes, collectOrders };
}
