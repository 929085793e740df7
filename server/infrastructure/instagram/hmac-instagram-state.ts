import { createHmac, hkdfSync } from 'node:crypto';
import { type StateSigner } from '../../../src/domain/instagram/instagram-state';
import { AesGcmTokenCipher } from '../auth/aes-gcm-token-cipher';

/** A key of its own for one use, derived from the app's secret (so the state's key signs nothing else). */
function derivedKey(secret: string | Buffer, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), label, 32));
}

/** HMAC-SHA256 of the Instagram state's payload, base64url (docs/product/instagram.md#connecting). */
export function hmacInstagramStateSigner(appTokenSecret: string): StateSigner {
  const key = derivedKey(appTokenSecret, 'starling-reviews instagram oauth state');
  return (payload) => createHmac('sha256', key).update(payload).digest('base64url');
}

/**
 * The Instagram token's cipher: under TOKEN_ENCRYPTION_KEY in Shopify mode, else under a key
 * derived from the app's secret (development store mode has no encryption key of its own).
 */
export function instagramTokenCipher(tokenEncryptionKey: Buffer | null, appTokenSecret: string): AesGcmTokenCipher {
  return new AesGcmTokenCipher(tokenEncryptionKey ? derivedKey(tokenEncryptionKey, 'starling-reviews instagram token') : derivedKey(appTokenSecret, 'starling-reviews instagram token'));
}
