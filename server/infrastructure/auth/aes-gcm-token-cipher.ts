import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Format tag of the stored value, so a later key or algorithm can live next to this one. */
const VERSION = 'v1';

/**
 * TOKEN_ENCRYPTION_KEY: 32 bytes written as 64 hex digits or as base64 (base64url too).
 * Throws with the reason otherwise.
 */
export function parseTokenEncryptionKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : null;
  if (!key || key.length !== KEY_BYTES) throw new Error(`must be ${KEY_BYTES} bytes, written as 64 hex digits or base64`);
  return key;
}

/**
 * AES-256-GCM for secrets at rest (Shopify access and refresh tokens). Each value gets a random
 * 12-byte IV; the 16-byte tag makes any change to the stored text fail decryption. The context
 * (e.g. which shop and column) is authenticated too, so a ciphertext copied to another shop's
 * row does not decrypt there.
 */
export class AesGcmTokenCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`AES-256-GCM needs a ${KEY_BYTES}-byte key`);
  }

  encrypt(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
    return [VERSION, ...parts].join('.');
  }

  /** Throws when the value was altered, encrypted under another key or for another context. */
  decrypt(stored: string, context: string): string {
    const [version, iv, tag, ciphertext, ...rest] = stored.split('.');
    if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
      throw new Error('Encrypted token: unknown format');
    }
    const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}
