import { createHmac } from 'node:crypto';
import { sameSecretText } from '../auth/constant-time';

/**
 * Shopify's app proxy signature (platform facts; `stringifyQueryForAppProxy` in Shopify's
 * library): every parameter but `signature` (and `hmac`), keys sorted with localeCompare, each
 * `key=value` with a repeated key's values joined by commas, concatenated with no separator;
 * HMAC-SHA256 of that with the app secret, in hex. `timestamp` must be within 90 seconds.
 */

/** Shopify's library allows this much clock difference. */
export const APP_PROXY_TIMESTAMP_TOLERANCE_SECONDS = 90;
/** Parameters a genuine proxy request carries once; a repeated one is a forgery. */
const SINGLE_VALUE_PARAMS = new Set(['hmac', 'shop', 'signature', 'timestamp']);

export type AppProxyCheck = { readonly ok: true; readonly shop: string } | { readonly ok: false; readonly problem: string };

function groupedParams(params: URLSearchParams): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of params) grouped.set(key, [...(grouped.get(key) ?? []), value]);
  return grouped;
}

function appProxyMessage(grouped: ReadonlyMap<string, readonly string[]>): string {
  return [...grouped.entries()]
    .filter(([key]) => key !== 'signature' && key !== 'hmac')
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([key, values]) => `${key}=${values.join(',')}`)
    .join('');
}

function signatureOf(grouped: ReadonlyMap<string, readonly string[]>, secret: string): string {
  return createHmac('sha256', secret).update(appProxyMessage(grouped)).digest('hex');
}

/** Checks a proxied request's query; on success, the shop it names (as Shopify wrote it). */
export function checkAppProxySignature(params: URLSearchParams, secret: string, now: Date): AppProxyCheck {
  const grouped = groupedParams(params);
  for (const key of SINGLE_VALUE_PARAMS) {
    if ((grouped.get(key)?.length ?? 0) > 1) return { ok: false, problem: `${key}: must be given once` };
  }
  const signature = grouped.get('signature')?.[0];
  if (!signature) return { ok: false, problem: 'signature: the request did not come through the app proxy' };
  const timestamp = Number(grouped.get('timestamp')?.[0]);
  if (!Number.isInteger(timestamp)) return { ok: false, problem: 'timestamp: is required' };
  if (Math.abs(Math.trunc(now.getTime() / 1000) - timestamp) > APP_PROXY_TIMESTAMP_TOLERANCE_SECONDS) return { ok: false, problem: 'timestamp: too old or in the future' };
  if (!sameSecretText(signatureOf(grouped, secret), signature)) return { ok: false, problem: 'signature: does not match' };
  const shop = grouped.get('shop')?.[0];
  return shop ? { ok: true, shop } : { ok: false, problem: 'shop: is required' };
}

/**
 * What Shopify's proxy adds to a request it forwards: the demo storefront's proxy does the same.
 * `customerId`: the shopper signed in to the store ('' for none), whatever the query said.
 */
export function signAppProxyQuery(params: URLSearchParams, shopDomain: string, secret: string, now: Date, customerId = ''): URLSearchParams {
  const signed = new URLSearchParams(params);
  for (const key of ['shop', 'timestamp', 'signature', 'hmac', 'path_prefix', 'logged_in_customer_id']) signed.delete(key);
  signed.set('shop', shopDomain);
  signed.set('logged_in_customer_id', customerId);
  signed.set('path_prefix', '/apps/starling');
  signed.set('timestamp', String(Math.floor(now.getTime() / 1000)));
  signed.set('signature', signatureOf(groupedParams(signed), secret));
  return signed;
}
