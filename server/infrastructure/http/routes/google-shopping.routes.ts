import { Hono } from 'hono';
import { getGoogleShoppingFeed, rotateGoogleShoppingFeedUrl, setGoogleShoppingFeedEnabled } from '../../../../src/contracts/google-shopping.contract';
import { type GoogleShoppingFeedUseCases } from '../../../application/google-shopping/google-shopping-feed.use-cases';
import { ContractRoutes } from '../contract-routes';
import { type HttpEnv } from '../http-env';

/** /integrated/google_shopping's calls (docs/product/google-shopping.md); mounted at /api/v1/admin behind authentication. */
export function googleShoppingAdminRoutes(feeds: GoogleShoppingFeedUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getGoogleShoppingFeed, (_request, c) => feeds.status(c.get('shop')))
    .serve(setGoogleShoppingFeedEnabled, ({ enabled }, c) => feeds.setEnabled(c.get('shop'), enabled))
    .serve(rotateGoogleShoppingFeedUrl, (_request, c) => feeds.rotate(c.get('shop'))).router;
}

/** A chunk iterator as a byte stream read only as fast as the client takes it (pull, not push). */
function byteStream(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/**
 * GET /feeds/google/product_reviews/<shop id>.<secret>.xml: the feed Google's crawler fetches,
 * streamed page by page; any other name, a wrong secret or a feed switched off is a plain 404.
 */
export function googleShoppingFeedRoutes(feeds: GoogleShoppingFeedUseCases) {
  return new Hono<HttpEnv>().get('/feeds/google/product_reviews/:file', async (c) => {
    const chunks = await feeds.open(c.req.param('file'));
    if (!chunks) return c.text('Not found', 404);
    return c.body(byteStream(chunks), 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
  });
}
