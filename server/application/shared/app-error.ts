/**
 * What went wrong, in the application's terms. The http layer (server/infrastructure/http/
 * error-handler.ts) gives each kind its HTTP status and envelope code.
 */
export type ErrorKind =
  | 'invalidInput'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  /** A plan's limit refused the change (409, like a conflict, with its own code and the limit in `details`). */
  | 'planLimit'
  | 'tooLarge'
  | 'tooManyRequests'
  | 'unsupportedMediaType'
  | 'upstreamFailure'
  /** A part the server stands on (the database, the file storage) cannot be reached for now: 503 with Retry-After. */
  | 'unavailable'
  /** The disk the server writes to is full (507): the write was refused whole. */
  | 'insufficientStorage'
  | 'internal';

/** What the client can do about a failure besides showing its message; the http layer says it in headers. */
export type Recovery =
  /** Fetch a fresh session token, sign in again and retry the call (docs/product/auth-and-session.md). */
  | { readonly kind: 'signInAgain' }
  /** Send the merchant to Shopify's authorize screen at `authorizeUrl` to grant the missing scopes. */
  | { readonly kind: 'grantScopes'; readonly authorizeUrl: string }
  /** Try again after this many seconds (a rate limit, docs/product/api.md#rate-limits). */
  | { readonly kind: 'retryLater'; readonly afterSeconds: number };

/** A failure the client can act on; its message is safe to show and names the field at fault. */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly recovery: Recovery | null = null,
    /** Sent as the envelope's data, for the client to explain the failure in its own words. */
    readonly details: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalidInput = (field: string, problem: string) => new AppError('invalidInput', `${field}: ${problem}`);
export const notFound = (what: string) => new AppError('notFound', `${what} was not found`);
