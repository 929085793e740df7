/** docs/product/plans-and-limits.md "Request cache": SWR's timings, in milliseconds. */

/** An answer younger than this is served without asking again. */
export const DEDUPE_INTERVAL_MS = 2_000;
/** A read started ahead of its screen (RequestCache.warm) serves that screen's first ask for this long. */
export const WARM_READ_MAX_AGE_MS = 30_000;
/** Regaining focus refetches at most once in this interval. */
export const FOCUS_THROTTLE_MS = 5_000;
export const ERROR_RETRY_INTERVAL_MS = 5_000;
export const SLOW_NETWORK_ERROR_RETRY_INTERVAL_MS = 10_000;
/** A load still running after this is flagged slow. */
export const LOADING_SLOW_MS = 3_000;
export const SLOW_NETWORK_LOADING_SLOW_MS = 5_000;
/** Spec silent on the count; SWR retries without end, we stop after this many. */
export const MAX_ERROR_RETRIES = 3;

export function errorRetryIntervalMs(slowNetwork: boolean): number {
  return slowNetwork ? SLOW_NETWORK_ERROR_RETRY_INTERVAL_MS : ERROR_RETRY_INTERVAL_MS;
}

export function loadingSlowMs(slowNetwork: boolean): number {
  return slowNetwork ? SLOW_NETWORK_LOADING_SLOW_MS : LOADING_SLOW_MS;
}
