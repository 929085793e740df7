import { type z } from 'zod';
import { type QueryParams } from '../domain/reviews/query-string';

/**
 * One endpoint, described once (docs/decisions/0038-one-contract-per-endpoint.md): its method, its full path,
 * the schema that validates its request (carrying every limit) and the type of its answer's
 * `data`. The server validates with `request`, the admin's HTTP adapters call through it, the
 * fakes are typed by it, so a renamed field fails the typecheck on every side.
 *
 * The schema is loaded on demand from the feature's `<feature>.schema.ts`: a contract module holds
 * no zod at run time, so the admin's calls cost no validation library on its first screen
 * (docs/decisions/0046-first-screen-bundle.md). What reads a request (the server, tests, the admin's
 * address bars) imports the schema module or awaits `request()`.
 *
 * - GET: `request` parses the query parameters as they arrive (each a string, or an array of
 *   strings when repeated) into typed values. The admin hands over those typed values and
 *   `toQuery` (default {@link encodeQuery}) writes them back as parameters.
 * - POST: `request` parses the JSON body; the admin sends its input type, the server reads its
 *   output type (defaults applied, text trimmed).
 */
export interface Contract<M extends HttpMethod = HttpMethod, S extends z.ZodType = z.ZodType, R = unknown, P extends string = string> {
  readonly method: M;
  /** Its literal type lets the test fakes type an answer given by path (tests/support/contract-index.ts). */
  readonly path: P;
  /** Loads the schema that validates the request. */
  readonly request: RequestSchema<S>;
  /** GET only: the typed request as query parameters (a shape that is not one key per value). */
  readonly toQuery?: (request: z.output<S>) => QueryParams;
  /** Never read: carries the answer's type (see {@link answer}). */
  readonly response?: R;
  /** The answer is a file or a stream, not the JSON envelope. */
  readonly raw?: true;
}

export type HttpMethod = 'GET' | 'POST';

/** A request schema, loaded on demand (see {@link schemasOf}). */
export type RequestSchema<S extends z.ZodType> = () => Promise<S>;

/**
 * The request schemas of one `<feature>.schema.ts`, each loaded on demand:
 * `const schema = schemasOf(() => import('./reviews.schema'))`, then `get(path, schema('getReviewsRequest'), …)`.
 */
export function schemasOf<M>(load: () => Promise<M>) {
  return <K extends keyof M>(name: K) =>
    (): Promise<M[K]> =>
      load().then((module) => module[name]);
}

/** The schema of an endpoint that takes no parameters (unknown ones are ignored). */
export const NO_PARAMS = () => import('./fields').then((fields) => fields.noParams);

/** The body of a POST that takes nothing: `{}`, any field refused with a 422. */
export const EMPTY_BODY = () => import('./fields').then((fields) => fields.emptyBody);

/** A contract's request schema, as a type. */
export type SchemaOf<C extends Contract> = C extends Contract<HttpMethod, infer S> ? S : never;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** The request as the admin gives it. */
export type RequestOf<C extends Contract> = C extends Contract<'GET', infer S> ? OptionalUndefined<z.output<S>> : z.input<SchemaOf<C>>;
/** The request as the server reads it, validated. */
export type ValidRequestOf<C extends Contract> = z.output<SchemaOf<C>>;
/** The answer's `data`. */
export type ResponseOf<C extends Contract> = C extends Contract<HttpMethod, z.ZodType, infer R> ? R : never;

type OptionalUndefined<T> = T extends object
  ? { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] } & { [K in keyof T as undefined extends T[K] ? never : K]: T[K] }
  : T;

/** Names the answer's type: `get(path, schema, answer<ReviewPage>())`. */
export const answer = <R>(): R | undefined => undefined;

export function get<P extends string, S extends z.ZodType, R>(
  path: P,
  request: RequestSchema<S>,
  response: R | undefined,
  options: { readonly toQuery?: (request: z.output<S>) => QueryParams; readonly raw?: true } = {},
): Contract<'GET', S, R, P> {
  void response;
  return { method: 'GET', path, request, ...options };
}

export function post<P extends string, S extends z.ZodType, R>(
  path: P,
  request: RequestSchema<S>,
  response: R | undefined,
  options: { readonly raw?: true } = {},
): Contract<'POST', S, R, P> {
  void response;
  return { method: 'POST', path, request, ...options };
}

/**
 * Typed query values as parameters: numbers and booleans as text, arrays as repeated keys,
 * `undefined` and `null` left out.
 */
export function encodeQuery(request: unknown): QueryParams {
  const params: Record<string, string | readonly string[]> = {};
  if (typeof request !== 'object' || request === null) return params;
  for (const [key, value] of Object.entries(request as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    params[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return params;
}

/**
 * Query parameters as a GET contract's schema reads them (the server's query, the admin's
 * address bar): a key given once is its value, a repeated key the list of its values, in order.
 * The inverse of {@link encodeQuery} for text.
 */
export function queryValues(params: Readonly<Record<string, readonly string[]>>): Record<string, string | readonly string[]> {
  return Object.fromEntries(Object.entries(params).map(([key, values]) => [key, values.length === 1 ? values[0]! : values]));
}

/** The query parameters of a contract's request. */
export function queryOf<C extends Contract<'GET'>>(contract: C, request: ValidRequestOf<C>): QueryParams {
  return (contract.toQuery ?? encodeQuery)(request);
}
