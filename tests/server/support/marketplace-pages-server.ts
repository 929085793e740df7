import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { type MarketplaceFixture, marketplaceFixture } from '../../support/marketplace-fixtures';

/** What the loopback marketplace answers at a path (its query ignored). */
export interface RecordedAnswer {
  readonly status?: number;
  readonly page?: MarketplaceFixture;
  readonly body?: string;
  readonly redirect?: string;
  /** Waits this long before answering (a marketplace that hangs). */
  readonly delayMs?: number;
}

/** The marketplace paths the recorded pages sit at. */
export const RECORDED_PATHS = {
  '/Stellar-Steel-Electric-Kettle/dp/B0TESTKETL': { page: 'amazon-product' },
  '/product-reviews/B0TESTKETL': { page: 'amazon-reviews-page' },
  '/dp/B0CAPTCHA1': { status: 503, page: 'amazon-captcha' },
  '/dp/B0LOGIN001': { redirect: '/ap/signin?openid.return_to=%2Fdp%2FB0LOGIN001' },
  // A page that sends the server elsewhere: an internal address must never be fetched.
  '/dp/B0OFFSITE1': { redirect: 'http://169.254.169.254/latest/meta-data/' },
  '/ap/signin': { page: 'amazon-login' },
  '/dp/B0FORBIDDN': { status: 403, body: '<html><body>Forbidden</body></html>' },
  '/dp/B0UNAVAIL1': { status: 503, body: '<html><body>Service Unavailable</body></html>' },
  '/dp/B0SLOWPAGE': { page: 'amazon-product', delayMs: 2_000 },
  '/dp/B0NOREVIEW': { body: '<html><body><h1>Kettle</h1></body></html>' },
  '/display/productEvaluation.htm': { page: 'aliexpress-feedback' },
} satisfies Readonly<Record<string, RecordedAnswer>>;

export interface RecordedMarketplace {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** Paths asked for, in order (with their query). */
  readonly requested: string[];
  readonly userAgents: string[];
}

/** A loopback server serving the recorded marketplace pages for the block's tests. */
export function useRecordedMarketplace(answers: Readonly<Record<string, RecordedAnswer>> = RECORDED_PATHS): RecordedMarketplace {
  let server: Server | undefined;
  let origin = '';
  const requested: string[] = [];
  const userAgents: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      requested.push(request.url ?? '');
      userAgents.push(request.headers['user-agent'] ?? '');
      const answer: RecordedAnswer | undefined = answers[new URL(request.url ?? '/', 'http://loopback').pathname];
      const reply = () => {
        if (!answer) return response.writeHead(404, { 'Content-Type': 'text/html' }).end('<html>Not found</html>');
        if (answer.redirect) return response.writeHead(302, { Location: answer.redirect }).end();
        response.writeHead(answer.status ?? 200, { 'Content-Type': 'text/html; charset=utf-8' }).end(answer.page ? marketplaceFixture(answer.page) : (answer.body ?? ''));
      };
      if (answer?.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
  });
  return {
    get origin() {
      return origin;
    },
    requested,
    userAgents,
  };
}

/** The marketplace hosts the URL import reads, all pointed at the loopback marketplace. */
export function recordedHostOrigins(origin: string): Readonly<Record<string, string>> {
  return { 'www.amazon.com': origin, 'feedback.aliexpress.com': origin, 'www.aliexpress.com': origin };
}
