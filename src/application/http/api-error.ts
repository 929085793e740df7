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
