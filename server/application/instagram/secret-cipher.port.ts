/** Encrypts a secret kept at rest (the Instagram token); `context` binds it to its shop and column. */
export interface SecretCipher {
  encrypt(plaintext: string, context: string): string;
  /** Throws when the value was altered, or encrypted under another key or context. */
  decrypt(stored: string, context: string): string;
}
