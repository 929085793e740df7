/** Envelope codes: 0 is success; every failure has its own non-zero code and an HTTP status. */
export const ERROR_CODES = {
  invalidInput: 42200,
  unauthorized: 40100,
  forbidden: 40300,
  notFound: 40400,
  conflict: 40900,
  tooLarge: 41300,
  unsupportedMediaType: 41500,
  upstreamFailure: 50200,
  internal: 50000,
} as const;

export type ErrorKind = keyof typeof ERROR_CODES;

const HTTP_STATUS: Readonly<Record<ErrorKind, number>> = {
  invalidInput: 422,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedMediaType: 415,
  upstreamFailure: 502,
  internal: 500,
};

/** A failure the client can act on; its message is safe to show and names the field at fault. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = ERROR_CODES[kind];
    this.status = HTTP_STATUS[kind];
  }
}

export const invalidInput = (field: string, problem: string) => new AppError('invalidInput', `${field}: ${problem}`);
export const notFound = (what: string) => new AppError('notFound', `${what} was not found`);
