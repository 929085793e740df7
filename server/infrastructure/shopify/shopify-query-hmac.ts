import { createHmac } from 'node:crypto';
import { type RequestQuery, type ShopifyQuerySignatures } from '../../application/auth/shopify-query-signatures.port';
import { sameSecretText } from '../auth/constant-time';

/**
 * The text Shopify signs for an admin redirect (platform facts; `stringifyQueryForAdmin` in
 * Shopify's library): every parameter but `hmac` and `signature`, keys sorted with
 * localeCompare, encoded by URLSearchParams with arrays as `key[]`, spaces as `%20`.
 */
export function shopifyQueryMessage(query: RequestQuery): string {
  const params = new URLSearchParams();
  Object.keys(query)
    .filter((key) => key !== 'hmac' && key !== 'signature')
    .sort((left, right) => left.localeCompare(right))
    .forEach((key) => {
      const value = query[key] ?? '';
      if (typeof value === 'string') params.append(key, value);
      else value.forEach((item) => params.append(`${key}[]`, item));
    });
  return params.toString().replace(/\+/g, '%20');
}

/** Hex HMAC-SHA256 of the query's message with the app secret. */
export function shopifyQueryHmac(query: RequestQuery, apiSecret: string): string {
  return createHmac('sha256', apiSecret).update(shopifyQueryMessage(query)).digest('hex');
}

export class HmacShopifyQuerySignatures implements ShopifyQuerySignatures {
  constructor(private readonly apiSecret: string) {}

  isAuthentic(query: RequestQuery): boolean {
    const given = query.hmac;
    if (typeof given !== 'string') return false;
    return sameSecretText(shopifyQueryHmac(query, this.apiSecret), given);
  }
}
