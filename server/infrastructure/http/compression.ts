import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compression (gzip or deflate, by Accept-Encoding, with Vary) of answers of at least
 * {@link COMPRESS_THRESHOLD_BYTES}: first the compressor, then {@link measureJsonAnswers}.
 */
export function compressLargeAnswers() {
  return [compress({ threshold: COMPRESS_THRESHOLD_BYTES }), measureJsonAnswers()] as const;
}

/** A JSON answer is text already in memory: its length is set, so the compressor can apply its threshold. */
function measureJsonAnswers() {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.res.headers.has('Content-Length') || !(c.res.headers.get('Content-Type') ?? '').startsWith('application/json')) return;
    const bytes = new Uint8Array(await c.res.arrayBuffer());
    c.res = new Response(bytes, c.res);
    c.res.headers.set('Content-Length', String(bytes.byteLength));
  });
}
