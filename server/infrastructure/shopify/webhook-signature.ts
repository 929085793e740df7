import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Shopify signs each webhook with `X-Shopify-Hmac-Sha256`: the base64 HMAC-SHA256 of the raw body
 * bytes with the app's API secret. Compared in constant time, so the answer's timing tells an
 * attacker nothing about how much of a forged signature was right.
 */
export function isShopifyWebhookSignatureValid(rawBody: Uint8Array, signature: string | undefined, apiSecret: string): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', apiSecret).update(rawBody).digest();
  const given = Buffer.from(signature.trim(), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
