import { type Hono, type MiddlewareHandler } from 'hono';
import {
  attachEmailReviewMedia,
  emailReviewUpload,
  getEmailReview,
  getEmailReviewUploadPolicy,
  getReviewPhotoLink,
} from '../../../../src/contracts/email-review.contract';
import { type EmailReviewUseCases } from '../../../application/email-review/email-review-use-cases';
import { type AcceptUploadUseCase } from '../../../application/storage/accept-upload.use-case';
import { type IssueUploadPolicyUseCase } from '../../../application/storage/issue-upload-policy.use-case';
import { invalidInput } from '../../../application/shared/app-error';
import { ContractRoutes } from '../contract-routes';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';
import { publicOrigin } from '../public-origin';
import { limitedByAddress, rateLimiter, type RateLimitStore } from '../rate-limiters';
import { uploadFormHandlers } from './uploads.routes';

/** How often one address may use /email_review's endpoints (docs/product/storefront.md#email-review). */
export interface EmailReviewLimits {
  readonly requestsPerAddressPerMinute: number;
  readonly uploadsPerAddressPerHour: number;
  readonly trustedProxyHops: number;
}

export const DEFAULT_EMAIL_REVIEW_LIMITS: Omit<EmailReviewLimits, 'trustedProxyHops'> = { requestsPerAddressPerMinute: 60, uploadsPerAddressPerHour: 60 };

export interface EmailReviewRouteDependencies {
  readonly useCases: EmailReviewUseCases;
  readonly uploads: { readonly issuePolicy: IssueUploadPolicyUseCase; readonly accept: AcceptUploadUseCase; readonly publicOrigin: string | null };
  readonly limits: EmailReviewLimits;
  readonly limitStore: RateLimitStore;
}

/**
 * The public endpoints of /email_review, mounted at the root: no session, the link's token is the
 * credential and names the shop and the review. Uploads take the storefront's short-lived
 * policies, for the token's shop only.
 */
export function emailReviewRoutes(deps: EmailReviewRouteDependencies): Hono<HttpEnv> {
  const requests = rateLimiter(deps.limitStore, 'email-review-address', deps.limits.requestsPerAddressPerMinute, 60);
  const uploads = rateLimiter(deps.limitStore, 'email-review-uploads-address', deps.limits.uploadsPerAddressPerHour, 3600);
  const limited = (limiter: typeof requests, what: string) => limitedByAddress(limiter, deps.limits.trustedProxyHops, what);
  /** The upload form carries the token in its address: the form's fields are the upload path's own. */
  const linkedShop: MiddlewareHandler<HttpEnv> = async (c, next) => {
    const token = c.req.query('token');
    if (!token) throw invalidInput('token', 'is required');
    c.set('shop', (await deps.useCases.open(token)).shop);
    await next();
  };
  const routes = new ContractRoutes('');
  routes.router.use(getEmailReview.path, limited(requests, 'requests'));
  routes.router.use(attachEmailReviewMedia.path, limited(requests, 'requests'));
  routes.router.get(getEmailReviewUploadPolicy.path, limited(uploads, 'uploads'), linkedShop, (c) =>
    ok(c, { ...deps.uploads.issuePolicy.execute(c.get('shop'), '', 'storefront'), host: `${emailReviewUpload.path}?token=${encodeURIComponent(c.req.query('token') ?? '')}` }),
  );
  routes.router.post(emailReviewUpload.path, limited(uploads, 'uploads'), linkedShop, ...uploadFormHandlers(deps.uploads.accept, deps.uploads.publicOrigin, { shopOfRequest: (c) => c.get('shop').id }));
  routes.serve(getEmailReview, ({ token }) => deps.useCases.read(token)).serve(attachEmailReviewMedia, ({ token, photos, videos }) => deps.useCases.attach(token, { photos, videos }));
  return routes.router;
}

/** The admin's link for a review; mounted at /api/v1/admin after authentication. */
export function reviewPhotoLinkRoutes(useCases: EmailReviewUseCases, configuredOrigin: string | null) {
  return new ContractRoutes('/api/v1/admin').serve(getReviewPhotoLink, ({ id }, c) => useCases.link(c.get('shop'), id, publicOrigin(c, configuredOrigin))).router;
}
