import { appReviewDraft } from '../../../src/domain/import/app-review-draft';
import { type ReviewAppCredentials, type ReviewAppGateway } from '../../application/imports/review-app-gateway.port';
import { type ImportedReviewDraft, IMPORT_ORIGIN_NAMES, type ProductRef } from '../../../src/domain/import/imported-review';
import { endpoint, field, getAppJson, listOf, numberOf, requiredList, textOf, MAX_APP_API_PAGES } from './app-api-request';

/** Reviews per page asked of Judge.me (its largest page). */
export const JUDGEME_PAGE_SIZE = 100;

const NAME = IMPORT_ORIGIN_NAMES.judgeme;
/** What Judge.me's `verified` says when the reviewer bought the product. */
const BUYER_VERIFICATIONS: ReadonlySet<string> = new Set(['buyer', 'verified-buyer', 'verified-purchase']);

/**
 * Judge.me's public API (docs/product/import-apps.md#judgeme): `GET /api/v1/reviews` with the
 * shop's domain and its private API token, pages of up to 100 until one comes back short.
 */
export class HttpJudgemeReviewAppGateway implements ReviewAppGateway {
  readonly app = 'judgeme' as const;

  constructor(private readonly baseUrl: string) {}

  async reviews(credentials: ReviewAppCredentials, limit: number): Promise<readonly ImportedReviewDraft[]> {
    const drafts: ImportedReviewDraft[] = [];
    for (let page = 1; drafts.length < limit && page <= MAX_APP_API_PAGES; page += 1) {
      const url = endpoint(this.baseUrl, '/api/v1/reviews', {
        shop_domain: credentials.shop_domain ?? '',
        api_token: credentials.api_token ?? '',
        per_page: JUDGEME_PAGE_SIZE,
        page,
      });
      const reviews = requiredList(NAME, await getAppJson(NAME, url, {}, { credential: 'api_token', account: 'shop_domain' }), 'reviews');
      for (const review of reviews) drafts.push(draftOf(review, drafts.length + 1));
      if (reviews.length < JUDGEME_PAGE_SIZE) break;
    }
    return drafts.slice(0, limit);
  }
}

function draftOf(review: unknown, row: number): ImportedReviewDraft {
  const reviewer = field(review, 'reviewer');
  return appReviewDraft({
    row,
    product: productOf(review),
    rating: numberOf(field(review, 'rating')),
    title: textOf(field(review, 'title')),
    body: textOf(field(review, 'body')),
    authorName: textOf(field(reviewer, 'name')),
    authorEmail: textOf(field(reviewer, 'email')),
    commentedAt: textOf(field(review, 'created_at')),
    published: field(review, 'published') !== false && field(review, 'hidden') !== true,
    featured: field(review, 'featured') === true,
    claimsVerifiedPurchase: BUYER_VERIFICATIONS.has(textOf(field(review, 'verified'))),
    incentivized: false,
    orderId: null,
    country: textOf(field(reviewer, 'country')),
    reply: replyOf(field(review, 'reply')),
    photoUrls: listOf(field(review, 'pictures'))
      .filter((picture) => field(picture, 'hidden') !== true)
      .map((picture) => textOf(field(field(picture, 'urls'), 'original'))),
    videoUrls: [],
  });
}

/** Shop reviews carry neither a product id nor a handle. */
function productOf(review: unknown): ProductRef {
  const id = textOf(field(review, 'product_external_id'));
  if (id !== '') return { kind: 'id', id };
  const handle = textOf(field(review, 'product_handle'));
  return handle === '' ? { kind: 'store' } : { kind: 'handle', handle };
}

/** The shop's public reply: text, or an object with its text and date. */
function replyOf(reply: unknown): ImportedReviewDraft['reply'] {
  if (typeof reply === 'string') return reply.trim() === '' ? null : { body: reply, repliedAt: null };
  const body = textOf(field(reply, 'content')) || textOf(field(reply, 'body'));
  const repliedAt = textOf(field(reply, 'created_at'));
  return body === '' ? null : { body, repliedAt: repliedAt === '' ? null : repliedAt };
}
