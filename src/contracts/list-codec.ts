import { type z } from 'zod';
import { decodeQueryString, encodeQueryString, type QueryParams } from '../domain/reviews/query-string';
import { encodeQuery, queryValues } from './contract';
import { parseLeniently } from './fields';

/**
 * A list's filter in the admin's address, read and written with the fields of the list's own call
 * (docs/product/lists.md#the-address-is-the-state): the address carries the very parameters the
 * server reads (`ratings=4&ratings=5`), so a saved view, a shared link and the request agree.
 *
 * A list gives its call's fields (the zod object in its `<feature>.schema.ts`) and two mappings:
 * `read` from the validated values to its filter, `write` back to the call's values. Reading is
 * lenient (a value the server would refuse is dropped, its default used); writing leaves defaults
 * out, so equal filters give equal strings and the empty filter gives ''.
 */
export interface ListCodecConfig<S extends z.ZodObject, F> {
  /** The list call's fields, each read on its own. Not strict: the address holds other parameters too (page, sort, id). */
  readonly fields: S;
  readonly empty: F;
  /** The filter the validated values name; an absent value is its default. */
  readonly read: (values: z.output<S>) => F;
  /** The filter as the call's values, defaults left out, in the address's order (arrays repeat the key). */
  readonly write: (filter: F) => { readonly [K in keyof z.output<S>]?: unknown };
}

export interface ListCodec<F> {
  readonly empty: F;
  /** A search string (leading '?' optional), leniently; never throws. */
  parse(search: string): F;
  /** Canonical: equal filters give equal strings (no '?'), '' for the empty filter. */
  format(filter: F): string;
  /** Parameters already split (a repeated key as an array), leniently; never throws. */
  read(params: Readonly<Record<string, unknown>>): F;
  /** The filter as the call's query parameters, defaults left out. */
  toQuery(filter: F): QueryParams;
}

export function listCodec<S extends z.ZodObject, F>(config: ListCodecConfig<S, F>): ListCodec<F> {
  const read = (params: Readonly<Record<string, unknown>>): F => {
    const values = parseLeniently(config.fields, params);
    return values === null ? config.empty : config.read(values);
  };
  const toQuery = (filter: F): QueryParams => encodeQuery(config.write(filter));
  return {
    empty: config.empty,
    read,
    toQuery,
    parse: (search) => read(queryValues(decodeQueryString(search))),
    format: (filter) => encodeQueryString(toQuery(filter)),
  };
}
