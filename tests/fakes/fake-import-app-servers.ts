import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { sendJson } from './fake-http-io';

/**
 * Dropshipman's, Judge.me's and Okendo's APIs on 127.0.0.1 (random port), each under its own
 * path (`{origin}/dropshipman`, `/judgeme`, `/okendo`), answering in their wire shapes
 * (docs/product/import-apps.md) from what the test puts in: accounts by key, paging, a refused
 * key (401), an outage (`outage = true`: 503) and every request seen.
 */

export interface FakeLinkedProduct {
  readonly shopify_product_id: string;
  readonly supplier_product_id: string;
  readonly supplier_title: string;
  readonly review_count: number;
}

/** A Dropshipman review in its wire shape. */
export interface FakeDropshipmanReview {
  readonly id: string;
  readonly rating: number;
  readonly content: string;
  readonly buyer_name: string;
  readonly buyer_country: string;
  readonly created_at: string;
  readonly images: readonly string[];
}

export interface FakeDropshipmanAccount {
  readonly products: readonly FakeLinkedProduct[];
  /** By supplier product id. */
  readonly reviews: Readonly<Record<string, readonly FakeDropshipmanReview[]>>;
}

export interface FakeImportAppServers {
  readonly dropshipmanUrl: string;
  readonly judgemeUrl: string;
  readonly okendoUrl: string;
  /** By API key. */
  readonly dropshipman: Map<string, FakeDropshipmanAccount>;
  /** By `${shop_domain} ${api_token}`: reviews in Judge.me's wire shape. */
  readonly judgeme: Map<string, readonly unknown[]>;
  /** By `${store_id} ${api_key}`: reviews in Okendo's wire shape. */
  readonly okendo: Map<string, readonly unknown[]>;
  /** Path and query of every request, in order. */
  readonly requests: string[];
  outage: boolean;
  close(): Promise<void>;
}

export async function startFakeImportAppServers(): Promise<FakeImportAppServers> {
  const state = {
    dropshipman: new Map<string, FakeDropshipmanAccount>(),
    judgeme: new Map<string, readonly unknown[]>(),
    okendo: new Map<string, readonly unknown[]>(),
    requests: [] as string[],
    outage: false,
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    state.requests.push(`${url.pathname}${url.search}`);
    if (state.outage) return sendJson(response, 503, { error: 'maintenance' });
    const query = url.searchParams;
    const page = Number(query.get('page') ?? '1');

    const linked = /^\/dropshipman\/api\/v1\/linked-products(?:\/([^/]+)\/reviews)?$/.exec(url.pathname);
    if (linked) {
      const account = state.dropshipman.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!account) return sendJson(response, 401, { message: 'invalid api key' });
      const perPage = Number(query.get('per_page') ?? '100');
      const items = linked[1] === undefined ? account.products : (account.reviews[decodeURIComponent(linked[1])] ?? []);
      const slice = items.slice((page - 1) * perPage, page * perPage);
      const next_page = page * perPage < items.length ? page + 1 : null;
      return sendJson(response, 200, linked[1] === undefined ? { products: slice, next_page } : { reviews: slice, next_page });
    }

    if (url.pathname === '/judgeme/api/v1/reviews') {
      const reviews = state.judgeme.get(`${query.get('shop_domain')} ${query.get('api_token')}`);
      if (!reviews) return sendJson(response, 401, { error: 'Unauthorized' });
      const perPage = Number(query.get('per_page') ?? '10');
      return sendJson(response, 200, { current_page: page, per_page: perPage, reviews: reviews.slice((page - 1) * perPage, page * perPage) });
    }

    const okendo = /^\/okendo\/v1\/stores\/([^/]+)\/reviews$/.exec(url.pathname);
    if (okendo) {
      const storeId = decodeURIComponent(okendo[1]!);
      const [user, key] = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString('utf8').split(':');
      const reviews = user === storeId ? state.okendo.get(`${storeId} ${key}`) : undefined;
      if (!reviews) return sendJson(response, 401, { message: 'Unauthorized' });
      const limit = Number(query.get('limit') ?? '25');
      const offset = Number(query.get('lastEvaluated') ?? '0');
      const end = offset + limit;
      const nextUrl = end < reviews.length ? `/stores/${storeId}/reviews?limit=${limit}&lastEvaluated=${end}` : undefined;
      return sendJson(response, 200, { reviews: reviews.slice(offset, end), ...(nextUrl ? { nextUrl } : {}) });
    }
    return sendJson(response, 404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    dropshipmanUrl: `${origin}/dropshipman`,
    judgemeUrl: `${origin}/judgeme`,
    okendoUrl: `${origin}/okendo`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
