import { timingSafeEqual } from 'node:crypto';

/**
 * Whether `given` is exactly the text `expected` (a MAC or signature we computed), compared in
 * constant time: how long the answer takes tells an attacker nothing about how much of a forged
 * value was right. Texts of different lengths differ at once (the length of a MAC is no secret).
 */
export function sameSecretText(expected: string, given: string): boolean {
  const expectedBytes = Buffer.from(expected, 'utf8');
  const givenBytes = Buffer.from(given, 'utf8');
  return expectedBytes.length === givenBytes.length && timingSafeEqual(expectedBytes, givenBytes);
}
