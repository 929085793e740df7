/**
 * Why a call failed: the server answered a non-zero envelope code (`envelope`), the network
 * failed (`network`), the 120 s timeout passed (`timeout`), the server answered an HTTP error
 * without an envelope (`http`), or a newer identical request replaced it (`canceled`).
 */
export type ApiErrorKind = 'envelope' | 'network' | 'timeout' | 'http' | 'canceled';

export const CANCELED_MESSAGE = 'canceled';
export const NETWORK_ERROR_MESSAGE = 'Network Error';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly code: number | null = null,
    readonly data: unknown = null,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export function isCanceled(error: unknown): boolean {
  return error instanceof ApiError ? error.kind === 'canceled' : error instanceof Error && error.message === CANCELED_MESSAGE;
}

/** HTTP statuses of a request the server refused for its input (a typo the merchant can fix). */
export const INPUT_REJECTED_STATUSES: readonly number[] = [400, 422];
/** The envelope code of invalid input (docs/product/errors.md). */
export const INVALID_INPUT_CODE = 42200;

/**
 * The server refused what was sent (a field's value), not failed itself: the merchant fixes the
 * field, so no retry, no support chat.
 */
export function isInputRejected(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.kind === 'envelope' &&
    ((error.status !== null && INPUT_REJECTED_STATUSES.includes(error.status)) || error.code === INVALID_INPUT_CODE)
  );
}
