import { createHmac } from 'node:crypto';
import { sameSecretText } from '../auth/constant-time';

/**
 * Shopify signs each webhook with `X-Shopify-Hmac-Sha256`: the base64 HMAC-SHA256 of the raw body
 * bytes with the app's API secret. The header must be that text exactly, as Shopify's library
 * compares it: decoding it first would let base64url, missing padding, trailing junk or two values
 * joined by a comma pass (Node decodes base64 leniently). Compared in constant time.
 */
export function isShopifyWebhookSignatureValid(rawBody: Uint8Array, signature: string | undefined, apiSecret: string): boolean {
  if (!signature) return false;
  return sameSecretText(createHmac('sha256', apiSecret).update(rawBody).digest('base64'), signature);
}
