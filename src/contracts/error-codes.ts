/**
 * The envelope's non-zero codes, one per kind of failure (docs/product/errors.md): the server
 * answers them, the admin tells some apart (a typo to fix, a plan's limit to explain).
 */
export const ENVELOPE_CODES = {
  invalidInput: 42200,
  unauthorized: 40100,
  forbidden: 40300,
  notFound: 40400,
  conflict: 40900,
  /** A plan's limit refused the change; the envelope's data names the limit (PlanLimitDetails). */
  planLimit: 40910,
  tooLarge: 41300,
  tooManyRequests: 42900,
  unsupportedMediaType: 41500,
  upstreamFailure: 50200,
  /** A part the server stands on (the database, the file storage) cannot be reached for now: try again after Retry-After. */
  unavailable: 50300,
  /** The server's disk (database or uploads) is full: the write was refused, nothing half-saved. */
  insufficientStorage: 50700,
  internal: 50000,
} as const;

/** The data of a planLimit envelope: which limit, and how many the shop's plan allows. */
export interface PlanLimitDetails {
  readonly plan_limit: 'storefront_widgets';
  readonly allowed: number;
  readonly plan_name: string;
}
