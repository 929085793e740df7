import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AesGcmTokenCipher, parseTokenEncryptionKey } from '../../../../server/infrastructure/auth/aes-gcm-token-cipher';

const cipher = new AesGcmTokenCipher(randomBytes(32));
const secret = 'shpat_0123456789abcdef0123456789abcdef';

/** Flips one bit of the base64url part at `index` (1 IV, 2 tag, 3 ciphertext). */
function tamper(stored: string, index: number): string {
  const parts = stored.split('.');
  const bytes = Buffer.from(parts[index]!, 'base64url');
  bytes[0] = bytes[0]! ^ 1;
  parts[index] = bytes.toString('base64url');
  return parts.join('.');
}

describe('AES-256-GCM token cipher', () => {
  it('round-trips a token and never stores it in the clear', () => {
    const stored = cipher.encrypt(secret, 'shops/1/access_token');
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(Buffer.from(secret).toString('base64url'));
    expect(cipher.decrypt(stored, 'shops/1/access_token')).toBe(secret);
  });

  it('uses a fresh 12-byte IV every time', () => {
    const first = cipher.encrypt(secret, 'ctx');
    const second = cipher.encrypt(secret, 'ctx');
    expect(first).not.toBe(second);
    expect(Buffer.from(first.split('.')[1]!, 'base64url')).toHaveLength(12);
  });

  it('detects a changed IV, tag or ciphertext', () => {
    const stored = cipher.encrypt(secret, 'ctx');
    for (const index of [1, 2, 3]) expect(() => cipher.decrypt(tamper(stored, index), 'ctx')).toThrow();
    expect(() => cipher.decrypt(stored.slice(0, -2), 'ctx')).toThrow();
    expect(() => cipher.decrypt('plain-text-token', 'ctx')).toThrow();
  });

  it("refuses a ciphertext moved to another shop's row or decrypted with another key", () => {
    const stored = cipher.encrypt(secret, 'shops/1/access_token');
    expect(() => cipher.decrypt(stored, 'shops/2/access_token')).toThrow();
    expect(() => cipher.decrypt(stored, 'shops/1/refresh_token')).toThrow();
    expect(() => new AesGcmTokenCipher(randomBytes(32)).decrypt(stored, 'shops/1/access_token')).toThrow();
  });

  it('reads TOKEN_ENCRYPTION_KEY as 64 hex digits or as base64 of 32 bytes', () => {
    const key = randomBytes(32);
    expect(parseTokenEncryptionKey(key.toString('hex'))).toEqual(key);
    expect(parseTokenEncryptionKey(key.toString('base64'))).toEqual(key);
    expect(parseTokenEncryptionKey(key.toString('base64url'))).toEqual(key);
    expect(() => parseTokenEncryptionKey(randomBytes(16).toString('hex'))).toThrow(/32 bytes/);
    expect(() => parseTokenEncryptionKey(randomBytes(31).toString('base64'))).toThrow(/32 bytes/);
    expect(() => parseTokenEncryptionKey('correct horse battery staple')).toThrow(/32 bytes/);
  });
});
