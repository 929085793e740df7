import { MS_PER_SECOND, SECONDS_PER_DAY } from '../shared/time';

/** How long the signed-in user's auth token stays in storage: one day. */
export const AUTH_TOKEN_STORAGE_TTL_SECONDS = SECONDS_PER_DAY;


/** Whether a token stored at `storedAtMs` may still be used at `nowMs`; it lapses exactly one TTL after storing. */
export function isStoredAuthTokenFresh(storedAtMs: number, nowMs: number): boolean {
  if (!Number.isFinite(storedAtMs) || !Number.isFinite(nowMs)) return false;
  return nowMs - storedAtMs < AUTH_TOKEN_STORAGE_TTL_SECONDS * MS_PER_SECOND;
}

/** Epoch ms when a token stored at `storedAtMs` lapses, e.g. for a storage entry's expiry. */
export function storedAuthTokenExpiresAtMs(storedAtMs: number): number {
  return storedAtMs + AUTH_TOKEN_STORAGE_TTL_SECONDS * MS_PER_SECOND;
}
