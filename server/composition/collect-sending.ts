import { DrizzleKlaviyoEventWrites } from '../infrastructure/db/drizzle-klaviyo-repository';
import { randomBytes } from 'node:crypto';
import { STOREFRONT_PROXY_PATH } from '../../src/contracts/storefront.contract';
import { type RecordUsageChargesUseCase } from '../application/billing/record-usage-charges.use-case';
import { CollectMailWorker, DEFAULT_COLLECT_WORKER_OPTIONS } from '../application/collect/collect-mail-worker';
import { EmailTemplateStore } from '../application/collect/email-template-store';
import { IssueReviewDiscountUseCase } from '../application/collect/issue-review-discount.use-case';
import { ReviewFormUseCases } from '../application/collect/review-form-use-cases';
import { ScheduleOrderRequestsUseCase } from '../application/collect/schedule-order-requests.use-case';
import { SendCollectMailUseCase } from '../application/collect/send-collect-mail.use-case';
import { SettingsRequestProductFilter } from '../application/collect/settings-request-product-filter';
import { SignedReviewFormLinks } from '../application/collect/signed-review-form-links';
import { TemplateCollectEmailRenderer, TemplateRequestScheduleReader } from '../application/collect/template-collect-email-renderer';
import { IssueAdvocateRewardUseCase } from '../application/referrals/issue-advocate-reward.use-case';
import { DrizzleReferralRepository } from '../infrastructure/db/drizzle-referral-repository';
import { EmailReviewUseCases } from '../application/email-review/email-review-use-cases';
import { JoseReviewFormTokens } from '../infrastructure/auth/jose-review-form-tokens';
import { JoseReviewLinkTokens } from '../infrastructure/auth/jose-review-link-tokens';
import { DrizzleCollectFacts } from '../infrastructure/db/drizzle-collect-facts';
import { DrizzleCollectMailQueue } from '../infrastructure/db/drizzle-collect-mail-queue';
import { DrizzleEmailReviewRepository } from '../infrastructure/db/drizzle-email-review-repository';
import { DrizzleOrderRepository } from '../infrastructure/db/drizzle-order-repository';
import { DrizzleRequestProductCatalog } from '../infrastructure/db/drizzle-request-product-catalog';
import { DrizzleReviewAttributeRepository } from '../infrastructure/db/drizzle-review-attribute-repository';
import { DrizzleReviewDiscountRepository } from '../infrastructure/db/drizzle-review-discount-repository';
import { DrizzleReviewFormRepository } from '../infrastructure/db/drizzle-review-form-repository';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { DEMO_STORE_PATH } from '../infrastructure/demo-storefront/demo-storefront.routes';
import { type Platform } from './platform';
import { composeReferralLinks } from './referral-links';
import { ReferralInviteSettings } from '../application/collect/referral-invite-settings';
import { type AuthenticatedShop } from '../application/shared/authenticated-shop';

export type CollectSending = ReturnType<typeof composeCollectSending>;

/**
 * How review requests go out (docs/decisions/0052-collect-mails-are-the-queue.md): orders become
 * queued mails, the worker renders and sends them with their review form, photo and discount links.
 */
export function composeCollectSending(platform: Platform, recordUsageCharges: RecordUsageChargesUseCase) {
  const { db, shops, settings, now, mail } = platform;
  const templates = new EmailTemplateStore(settings);
  const emails = { renderer: new TemplateCollectEmailRenderer(templates, shops), schedule: new TemplateRequestScheduleReader(templates) };
  // A sent request's Klaviyo event is queued with its record (docs/product/klaviyo.md#events).
  const writes = new DrizzleTransactions(db, (tx) => ({ orders: new DrizzleOrderRepository(tx), mails: new DrizzleCollectMailQueue(tx), klaviyo: new DrizzleKlaviyoEventWrites(tx) }));
  // The referral invite (docs/product/referral-invites.md): its switches, and the customer's code as the storefront signs it.
  const referralInvites = new ReferralInviteSettings(settings, templates, shops);
  const referralCodes = composeReferralLinks(platform);
  const shareLinks = { urlFor: (shop: AuthenticatedShop, customerId: string) => referralCodes.shareUrlFor(shop, customerId) };
  const links = composeReviewLinks(platform);
  // The discount a published review earns (docs/product/collect-discount.md); the review queue calls it.
  const discountRepository = new DrizzleReviewDiscountRepository(db);
  const discountIssuer = new IssueReviewDiscountUseCase(discountRepository, settings, platform.shopifyGateway, (count) => [...randomBytes(count)], now);
  const send = new SendCollectMailUseCase(
    {
      queue: new DrizzleCollectMailQueue(db),
      writes,
      orders: new DrizzleOrderRepository(db),
      facts: new DrizzleCollectFacts(db),
      shops,
      schedules: emails.schedule,
      productFilter: new SettingsRequestProductFilter(settings, new DrizzleRequestProductCatalog(db)),
      discounts: discountIssuer,
      // The referral programme's advocate rewards ride the same mail path (docs/product/referrals.md#reward-e-mail).
      advocateRewards: new IssueAdvocateRewardUseCase(new DrizzleReferralRepository(db), platform.shopifyGateway),
      formLinks: links.formLinks,
      photoLink: async (shop, reviewId) => (await links.emailReviews.link(shop, reviewId, platform.origins.mailLinks)).url,
      renderer: emails.renderer,
      suppressions: mail.suppressions,
      unsubscribe: mail.unsubscribeLinks,
      transport: mail.transport,
      sender: { fromAddress: mail.from, messageIdHost: mail.from.split('@')[1] ?? 'localhost' },
      referral: { settings: referralInvites, links: shareLinks },
    },
    now,
  );
  const worker = new CollectMailWorker(
    new DrizzleCollectMailQueue(db),
    send,
    { owner: platform.workerOwner(), ...(platform.options.collectWorker ?? DEFAULT_COLLECT_WORKER_OPTIONS) },
    (error) => platform.logger.error({ err: error }, 'the collect e-mail worker failed a round; the e-mails stay queued'),
    now,
    () => recordUsageCharges.execute(),
  );
  // Orders become review requests (docs/product/collect.md#orders): webhooks, "Send now", past orders, demo orders.
  const scheduleOrderRequests = new ScheduleOrderRequestsUseCase(writes, shops, emails.schedule, referralInvites);
  return { templates, emails, scheduleOrderRequests, discountRepository, discountIssuer, referralInvites, ...links, worker };
}

/** The links a review request carries: its review form (the shop's app proxy, or the demo storefront's) and the e-mail review page. */
function composeReviewLinks({ options, db, shops, settings, now, files, origins }: Platform) {
  const formTokens = new JoseReviewFormTokens(options.appTokenSecret, now);
  return {
    formLinks: new SignedReviewFormLinks(formTokens, (shop) =>
      options.shopify ? `https://${shop.domain}${STOREFRONT_PROXY_PATH}` : `${origins.development}${DEMO_STORE_PATH}${STOREFRONT_PROXY_PATH}`,
    ),
    reviewForms: new ReviewFormUseCases(formTokens, new DrizzleReviewFormRepository(db), settings, new DrizzleReviewAttributeRepository(db), new DrizzleCollectMailQueue(db), now),
    emailReviews: new EmailReviewUseCases(
      new JoseReviewLinkTokens(options.appTokenSecret, now),
      shops,
      new DrizzleEmailReviewRepository(db),
      new DrizzleTransactions(db, (tx) => ({ emailReviews: new DrizzleEmailReviewRepository(tx) })),
      files.uploaded,
    ),
  };
}
