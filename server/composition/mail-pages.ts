import { type AreaRoutes } from '../infrastructure/http/app';
import { DEFAULT_EMAIL_REVIEW_LIMITS, emailReviewRoutes, reviewPhotoLinkRoutes } from '../infrastructure/http/routes/email-review.routes';
import { outboxRoutes } from '../infrastructure/http/routes/outbox.routes';
import { DEFAULT_STOREFRONT_LIMITS } from '../infrastructure/http/routes/storefront.routes';
import { unsubscribeRoutes } from '../infrastructure/http/routes/unsubscribe.routes';
import { type CollectSending } from './collect-sending';
import { type Platform } from './platform';

/**
 * What the collect e-mails lead to and where they show: the e-mail review page (photos added to
 * a review), the unsubscribe page, and the admin's outbox of caught mail (docs/product/collect-mail.md).
 */
export function composeMailPages(platform: Platform, sending: CollectSending): AreaRoutes {
  const { options, files, mail } = platform;
  const trustedProxyHops = (options.storefrontLimits ?? DEFAULT_STOREFRONT_LIMITS).trustedProxyHops;
  const emailReview = emailReviewRoutes({
    useCases: sending.emailReviews,
    uploads: files,
    limits: { ...DEFAULT_EMAIL_REVIEW_LIMITS, trustedProxyHops },
    limitStore: platform.rateLimitStore,
  });
  return {
    admin: [reviewPhotoLinkRoutes(sending.emailReviews, files.publicOrigin), outboxRoutes(mail.outbox)],
    public: [{ base: '/', routes: emailReview }, { base: '/', routes: unsubscribeRoutes(mail.unsubscribe) }],
  };
}
