import { ENVELOPE_CODES, type PlanLimitDetails } from '../../contracts/error-codes';

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
export const INVALID_INPUT_CODE = ENVELOPE_CODES.invalidInput;

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

/** The shop's plan refused the change (docs/product/plan-permissions.md): the merchant is shown the limit and the plans, never a failure. */
export function planLimitOf(error: unknown): PlanLimitDetails | null {
  if (!(error instanceof ApiError) || error.kind !== 'envelope' || error.code !== ENVELOPE_CODES.planLimit) return null;
  const details = error.data as Partial<PlanLimitDetails> | null;
  return details && typeof details.allowed === 'number' && typeof details.plan_name === 'string' && details.plan_limit === 'storefront_widgets' ? (details as PlanLimitDetails) : null;
}
