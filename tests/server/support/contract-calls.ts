import { STARLING_REVIEWS_APP_ID } from '../../../server/application/picker/provider-apps';
import { signAppProxyQuery } from '../../../server/infrastructure/shopify/app-proxy-signature';
import { type Contract } from '../../../src/contracts/contract';
import { TEST_PROXY_SECRET } from './storefront-proxy';
import { type TestServer } from './test-server';

/**
 * Calls a contract's route with a drawn request, as the suites generated from the contract list
 * send them (tests/server/http/contract-fuzz.test.ts, tenant-walk.test.ts): the query of a GET,
 * the JSON body of a POST, with the credential the route's prefix takes.
 */

/** How a route knows its caller: the admin's app token, the picker's token, a storefront's signed proxy query, the public API's key, or not at all. */
export type Credential = 'admin' | 'picker' | 'proxy' | 'api key' | 'none';

const ADMIN_PREFIXES = ['/api/v1/admin/', '/api/v1/bff/', '/api/v1/product/', '/admin/v1/'];
/** Under the admin's prefix but open by design: the sign-ins themselves. */
const SIGN_INS = new Set(['/api/v1/admin/login', '/api/v1/admin/exchange_customer_token_by_sign']);

export function credentialOf(path: string): Credential {
  if (SIGN_INS.has(path)) return 'none';
  if (ADMIN_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'admin';
  if (path.startsWith('/store/v1/')) return 'picker';
  if (path.startsWith('/proxy/')) return 'proxy';
  if (path.startsWith('/api/public/v1/')) return 'api key';
  return 'none';
}

/** A shop as every credential names it. */
export interface ShopCredentials {
  readonly domain: string;
  readonly token: string;
  readonly picker: string;
  readonly apiKey: string;
}

/** Signs the shop in and reads its picker token and public API key. */
export async function credentialsOf(server: TestServer, domain: string): Promise<ShopCredentials> {
  const token = await server.signIn(domain);
  const picker = await server.call('GET', `/store/v1/shop/app_info?app_id=${STARLING_REVIEWS_APP_ID}`, { token });
  const info = await server.call('GET', '/api/v1/admin/get_user_info', { token });
  return { domain, token, picker: picker.json?.data.access_token as string, apiKey: (info.json?.data as { reviews_api_key: string }).reviews_api_key };
}

/** A drawn request: a query's or a body's value, or body text that is not JSON. */
export type Drawn = { readonly kind: 'value'; readonly value: unknown } | { readonly kind: 'text'; readonly text: string };

export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** A value as query parameters: arrays as repeated keys, objects as JSON, the rest as text. */
export function queryOf(value: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    if (value !== undefined) params.append('q', textOf(value));
    return params;
  }
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    for (const one of Array.isArray(item) ? item : [item]) params.append(key, textOf(one));
  }
  return params;
}

/** The query as a GET's schema reads it: a key given once is its text, a repeated one the list. */
export function parsedQuery(params: URLSearchParams): Record<string, string | string[]> {
  const read: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    read[key] = all.length === 1 ? all[0]! : all;
  }
  return read;
}

/** The path with its `:params` and `*` filled from the request (or a fixed segment). */
export function pathOf(contract: Contract, value: unknown): string {
  const fields = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return contract.path
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(wellFormed(textOf(fields[name] ?? '1'))))
    .replace('*', encodeURIComponent(wellFormed(textOf(fields.path ?? 'fuzz/file.png'))));
}

/** Lone surrogates as U+FFFD, as a browser encodes them into an address. */
function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** Sends the request to the contract's route as `shop`, from `address`. */
export function callContract(server: TestServer, contract: Contract, request: Drawn, shop: ShopCredentials, address = '203.0.113.9') {
  const credential = credentialOf(contract.path);
  const value = request.kind === 'value' ? request.value : undefined;
  let path = pathOf(contract, value);
  const headers: Record<string, string> = { 'X-Forwarded-For': address };
  if (credential === 'api key') headers['X-Api-Key'] = shop.apiKey;
  const token = credential === 'admin' ? shop.token : credential === 'picker' ? shop.picker : undefined;
  let query = contract.method === 'GET' ? queryOf(value) : new URLSearchParams();
  if (credential === 'proxy') query = signAppProxyQuery(query, shop.domain, TEST_PROXY_SECRET, new Date());
  const search = query.toString();
  if (search) path = `${path}?${search}`;
  const body = contract.method === 'POST' ? (request.kind === 'text' ? request.text : JSON.stringify(value ?? null)) : undefined;
  return server.call(contract.method, path, { ...(token ? { token } : {}), headers, ...(body === undefined ? {} : { body }) });
}
