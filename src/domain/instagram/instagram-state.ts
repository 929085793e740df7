/**
 * The `state` of the Instagram connection's OAuth round trip (docs/product/instagram.md#connecting):
 * it names the shop that asked, when it asked, and a random nonce, signed by the server. The
 * public /ins_auth page hands it back with Instagram's code; the shop the account is stored for
 * is the verified state's, never anything else the request says.
 *
 * The signature itself is the caller's (an HMAC on the server): this module only lays the state
 * out, checks its shape, its signature and its age.
 */

/** A state older than this is refused: the merchant starts the connection again. */
export const INSTAGRAM_STATE_TTL_MS = 10 * 60 * 1000;
/** A state issued this far in the future (clock skew between processes) is still read. */
export const INSTAGRAM_STATE_SKEW_MS = 60 * 1000;
/** Longest state read at all, so a huge value costs nothing to refuse. */
export const INSTAGRAM_STATE_MAX_LENGTH = 512;

const STATE_VERSION = 'ig1';

export interface InstagramStateClaims {
  readonly shopId: number;
  /** When the authorize address was handed out (ms since the epoch). */
  readonly issuedAt: number;
  /** Random text of the caller's, so two states of one shop in one millisecond still differ. */
  readonly nonce: string;
}

/** Signs the state's payload (the server's HMAC, as base64url). */
export type StateSigner = (payload: string) => string;

export type InstagramStateReading =
  | { readonly ok: true; readonly claims: InstagramStateClaims }
  | { readonly ok: false; readonly reason: 'malformed' | 'bad_signature' | 'expired' };

const NONCE = /^[A-Za-z0-9_-]{8,64}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{16,128}$/;

/** `ig1.<shop>.<issued at>.<nonce>.<signature>` */
export function signInstagramState(claims: InstagramStateClaims, sign: StateSigner): string {
  if (!Number.isSafeInteger(claims.shopId) || claims.shopId <= 0) throw new Error('Instagram state: the shop id must be a positive integer');
  if (!NONCE.test(claims.nonce)) throw new Error('Instagram state: the nonce must be 8 to 64 base64url characters');
  const payload = [STATE_VERSION, String(claims.shopId), String(Math.trunc(claims.issuedAt)), claims.nonce].join('.');
  return `${payload}.${sign(payload)}`;
}

/** The state's claims when it is ours, unaltered and at most INSTAGRAM_STATE_TTL_MS old at `now`. */
export function readInstagramState(state: string, now: Date, sign: StateSigner): InstagramStateReading {
  if (state.length > INSTAGRAM_STATE_MAX_LENGTH) return { ok: false, reason: 'malformed' };
  const parts = state.split('.');
  if (parts.length !== 5) return { ok: false, reason: 'malformed' };
  const [version, shop, issued, nonce, signature] = parts as [string, string, string, string, string];
  if (version !== STATE_VERSION || !/^[1-9]\d{0,15}$/.test(shop) || !/^\d{1,16}$/.test(issued) || !NONCE.test(nonce) || !SIGNATURE.test(signature)) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = sign(parts.slice(0, 4).join('.'));
  if (!sameText(expected, signature)) return { ok: false, reason: 'bad_signature' };
  const issuedAt = Number(issued);
  const age = now.getTime() - issuedAt;
  if (age > INSTAGRAM_STATE_TTL_MS || age < -INSTAGRAM_STATE_SKEW_MS) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { shopId: Number(shop), issuedAt, nonce } };
}

/** Compares every character whatever the first difference, so the time taken says nothing of the signature. */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) difference |= (a.charCodeAt(index) || 0) ^ (b.charCodeAt(index) || 0);
  return difference === 0;
}
