import { MS_PER_SECOND } from '../shared/time';

/**
 * Seconds cut from the server's expires_in when the picker's access token is stored,
 * covering clock skew and the time the token spent in transit.
 */
export const TOKEN_EXPIRY_SAFETY_MARGIN_SECONDS = 10;

/** A token is refreshed once it is within this many seconds of its (margin-adjusted) expiry. */
export const TOKEN_REFRESH_THRESHOLD_SECONDS = 40;

/** The picker's cached access token. */
export interface CachedAccessToken {
  readonly token: string;
  /** Epoch ms after which the token is treated as expired (server expiry minus the safety margin). */
  readonly expiresAtMs: number;
}

/**
 * When a token received at `receivedAtMs` with the server's `expires_in` (seconds) is treated as expired:
 * expires_in minus {@link TOKEN_EXPIRY_SAFETY_MARGIN_SECONDS}. A lifetime not longer than the margin
 * (or not a number) makes the token expired on arrival, so it is fetched again rather than used.
 */
export function computeTokenExpiresAtMs(receivedAtMs: number, expiresInSeconds: number): number {
  if (!Number.isFinite(expiresInSeconds)) return receivedAtMs;
  const usableSeconds = Math.max(0, expiresInSeconds - TOKEN_EXPIRY_SAFETY_MARGIN_SECONDS);
  return receivedAtMs + usableSeconds * MS_PER_SECOND;
}

export type TokenRefreshReason = 'missing' | 'expired' | 'expiringSoon';

/**
 * Why the token must be refreshed now, or `null` when it is still good:
 * missing (no token or no usable expiry), expired (now ≥ expiresAt),
 * or expiring soon (now ≥ expiresAt − 40 s, i.e. at most 40 s left, 50 s before the server's expiry).
 */
export function tokenRefreshReason(cached: CachedAccessToken | null | undefined, nowMs: number): TokenRefreshReason | null {
  if (cached === null || cached === undefined || cached.token === '' || !Number.isFinite(cached.expiresAtMs)) {
    return 'missing';
  }
  if (nowMs >= cached.expiresAtMs) return 'expired';
  if (nowMs >= refreshDueAtMs(cached)) return 'expiringSoon';
  return null;
}

export function shouldRefreshAccessToken(cached: CachedAccessToken | null | undefined, nowMs: number): boolean {
  return tokenRefreshReason(cached, nowMs) !== null;
}

/** Epoch ms from which the token is refreshed. */
export function refreshDueAtMs(cached: CachedAccessToken): number {
  return cached.expiresAtMs - TOKEN_REFRESH_THRESHOLD_SECONDS * MS_PER_SECOND;
}

/** Milliseconds until a refresh is due (0 when it is due now), for scheduling a proactive refresh. */
export function msUntilRefreshDue(cached: CachedAccessToken | null | undefined, nowMs: number): number {
  if (cached === null || cached === undefined || tokenRefreshReason(cached, nowMs) !== null) return 0;
  return refreshDueAtMs(cached) - nowMs;
}
