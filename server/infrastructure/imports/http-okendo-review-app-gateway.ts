import { appReviewDraft } from '../../../src/domain/import/app-review-draft';
import { type ReviewAppCredentials, type ReviewAppGateway } from '../../application/imports/review-app-gateway.port';
import { type ImportedReviewDraft, IMPORT_ORIGIN_NAMES, type ProductRef } from '../../../src/domain/import/imported-review';
import { endpoint, field, getAppJson, listOf, numberOf, requiredList, textOf, MAX_APP_API_PAGES } from './app-api-request';

/** Reviews per page asked of Okendo (its largest page). */
export const OKENDO_PAGE_SIZE = 100;
/** The API version every Okendo call names. */
export const OKENDO_API_VERSION = '2025-02-01';
/** Pages read at most, so a cursor that never ends cannot hold a request. */

const NAME = IMPORT_ORIGIN_NAMES.okendo;

/**
 * Okendo's merchant REST API (docs/product/import-apps.md#okendo): `GET /v1/stores/{store id}/reviews`
 * with HTTP Basic (store id and API key), pages of up to 100 followed through `nextUrl`.
 */
export class HttpOkendoReviewAppGateway implements ReviewAppGateway {
  readonly app = 'okendo' as const;

  constructor(private readonly baseUrl: string) {}

  async reviews(credentials: ReviewAppCredentials, limit: number): Promise<readonly ImportedReviewDraft[]> {
    const storeId = credentials.store_id ?? '';
    const headers = {
      Authorization: `Basic ${Buffer.from(`${storeId}:${credentials.api_key ?? ''}`).toString('base64')}`,
      'okendo-api-version': OKENDO_API_VERSION,
    };
    const drafts: ImportedReviewDraft[] = [];
    let url: URL | null = endpoint(this.baseUrl, `/v1/stores/${encodeURIComponent(storeId)}/reviews`, { limit: OKENDO_PAGE_SIZE, orderBy: 'date asc' });
    for (let pages = 0; url !== null && drafts.length < limit && pages < MAX_APP_API_PAGES; pages += 1) {
      const answer = await getAppJson(NAME, url, headers, { credential: 'api_key', account: 'store_id' });
      for (const review of requiredList(NAME, answer, 'reviews')) drafts.push(draftOf(review, drafts.length + 1));
      url = this.nextUrl(textOf(field(answer, 'nextUrl')));
    }
    return drafts.slice(0, limit);
  }

  /** `nextUrl` is relative to the API's /v1; only a link back to the same API is followed. */
  private nextUrl(next: string): URL | null {
    if (next === '') return null;
    const url = new URL(`${this.baseUrl.replace(/\/+$/, '')}/v1${next.startsWith('/') ? '' : '/'}${next}`);
    return url.origin === new URL(this.baseUrl).origin ? url : null;
  }
}

function draftOf(review: unknown, row: number): ImportedReviewDraft {
  const reviewer = field(review, 'reviewer');
  const media = listOf(field(review, 'media'));
  const status = textOf(field(review, 'status'));
  const reply = field(review, 'reply');
  const replyBody = textOf(field(reply, 'body'));
  return appReviewDraft({
    row,
    product: productOf(textOf(field(review, 'productId'))),
    rating: numberOf(field(review, 'rating')),
    title: textOf(field(review, 'title')),
    body: textOf(field(review, 'body')),
    authorName: textOf(field(reviewer, 'displayName')) || textOf(field(reviewer, 'name')),
    authorEmail: textOf(field(reviewer, 'email')),
    commentedAt: textOf(field(review, 'dateCreated')),
    published: status === '' || status === 'approved',
    featured: false,
    claimsVerifiedPurchase: field(reviewer, 'isVerified') === true,
    incentivized: field(review, 'isIncentivized') === true,
    orderId: null,
    country: textOf(field(field(reviewer, 'location'), 'country')),
    reply: replyBody === '' ? null : { body: replyBody, repliedAt: textOf(field(reply, 'dateCreated')) || null },
    photoUrls: media.filter((item) => field(item, 'type') === 'image').map((item) => textOf(field(item, 'fullSizeUrl')) || textOf(field(item, 'largeUrl'))),
    videoUrls: media.filter((item) => field(item, 'type') === 'video').map((item) => textOf(field(item, 'streamUrl')) || textOf(field(item, 'url'))),
  });
}

/** Okendo names Shopify products `shopify-<id>`; a store review has none. */
function productOf(productId: string): ProductRef {
  if (productId === '') return { kind: 'store' };
  return { kind: 'id', id: productId.replace(/^shopify-/, '') };
}
