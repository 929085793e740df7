import { type Context } from 'hono';

/** The API's response envelope (docs/product/api.md): code 0 is success, anything else a failure with a message. */
export interface Envelope<T> {
  readonly code: number;
  readonly message: string;
  readonly data: T;
}

export function okEnvelope<T>(data: T): Envelope<T> {
  return { code: 0, message: 'ok', data };
}

export function ok<T>(c: Context, data: T) {
  return c.json<Envelope<T>>(okEnvelope(data));
}
