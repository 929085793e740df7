import { type Context, type MiddlewareHandler } from 'hono';
import { AppError } from '../../application/shared/app-error';

/**
 * How much of a refused body is still read (and thrown away) so that its sender gets to read the
 * 413: a socket closed while the client is still sending is reset, and a reset loses the answer.
 * Past this, the connection is simply closed: reading more would serve the sender, not us.
 */
export const REFUSED_BODY_DRAIN_BYTES = 16 * 1024 * 1024;
/** A sender that stalls while its refused body is drained is answered (and cut off) after this long. */
export const REFUSED_BODY_DRAIN_MS = 10_000;

/**
 * Refuses a body over `maxSize` bytes with a 413 saying `message`, and closes the connection with
 * it (the rest of such a body can never be read as the client's next request). A body declared too
 * large is refused from its Content-Length before it is used; one sent in chunks when it passes
 * the limit. Either way the rest is drained up to a cap first, so the client can read the answer.
 */
export function limitBody(maxSize: number, message: string): MiddlewareHandler {
  return async (c, next) => {
    const refuse = async (reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<never> => {
      await drain(reader, REFUSED_BODY_DRAIN_BYTES - alreadyRead);
      c.header('Connection', 'close');
      throw new AppError('tooLarge', message);
    };
    const body = c.req.raw.body as ReadableStream<Uint8Array> | null;
    if (!body) return next();
    const declared = c.req.raw.headers.has('transfer-encoding') ? null : c.req.raw.headers.get('content-length');
    if (declared !== null) {
      if (Number.parseInt(declared, 10) <= maxSize) return next();
      const reader = body.getReader();
      return Number.parseInt(declared, 10) <= REFUSED_BODY_DRAIN_BYTES ? refuse(reader, 0) : refuse(reader, REFUSED_BODY_DRAIN_BYTES);
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > maxSize) return refuse(reader, size);
      chunks.push(read.value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    return next();
  };
}

/**
 * Refuses a request with `error` before its body is used (a credential missing from its address,
 * a body declared larger than its grant): the body is drained up to the cap, as for a 413, and the
 * connection closed with the answer.
 */
export async function refuseUnreadBody(c: Context, error: Error): Promise<never> {
  const body = c.req.raw.body as ReadableStream<Uint8Array> | null;
  if (body && !body.locked) {
    const declared = Number.parseInt(c.req.raw.headers.get('content-length') ?? '', 10);
    await drain(body.getReader(), Number.isFinite(declared) && declared <= REFUSED_BODY_DRAIN_BYTES ? REFUSED_BODY_DRAIN_BYTES : 0);
  }
  c.header('Connection', 'close');
  throw error;
}

/** Reads and discards up to `bytes` more within REFUSED_BODY_DRAIN_MS; cancels the rest. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, bytes: number): Promise<void> {
  const deadline = setTimeout(() => void reader.cancel().catch(() => undefined), REFUSED_BODY_DRAIN_MS);
  try {
    let left = bytes;
    while (left > 0) {
      const read = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (read.done) return;
      left -= read.value.byteLength;
    }
    await reader.cancel().catch(() => undefined);
  } finally {
    clearTimeout(deadline);
  }
}
