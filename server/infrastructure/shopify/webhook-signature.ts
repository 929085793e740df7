import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Shopify signs each webhook with `X-Shopify-Hmac-Sha256`: the base64 HMAC-SHA256 of the raw body
 * bytes with the app's API secret. The header must be that text exactly, as Shopify's library
 * compares it: decoding it first would let base64url, missing padding, trailing junk or two values
 * joined by a comma pass (Node decodes base64 leniently). Compared in constant time, so the
 * answer's timing tells an attacker nothing about how much of a forged signature was right.
 */
export function isShopifyWebhookSignatureValid(rawBody: Uint8Array, signature: string | undefined, apiSecret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(createHmac('sha256', apiSecret).update(rawBody).digest('base64'), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
