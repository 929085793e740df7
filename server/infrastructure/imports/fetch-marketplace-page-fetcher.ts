import { type RateLimiterAbstract } from 'rate-limiter-flexible';
import { type Marketplace, marketplaceOfHost } from '../../../src/domain/import/marketplace-import';
import { type MarketplacePageReading, marketplaceRefusalOf, readMarketplacePage } from '../../../src/domain/import/marketplace-pages';
import { type MarketplacePageFetcher } from '../../application/imports/marketplace-page-fetcher.port';
import { marketplaceRefused } from '../../application/imports/marketplace-refusals';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { consumeOrRefuse, rateLimiter, type RateLimitStore } from '../http/rate-limiters';
import { parsedPage } from './htmlparser2-page-element';

/** How our server reads marketplace pages (docs/product/import-marketplaces.md#url-import). */
export interface MarketplaceFetchSettings {
  /** Pages one shop may have read per hour. */
  readonly pagesPerShopPerHour: number;
  /** Pages read from one marketplace per minute, all shops together (we stay a polite visitor). */
  readonly pagesPerMarketplacePerMinute: number;
  readonly timeoutMs: number;
  /** A longer page is cut here (review lists come early in the page). */
  readonly maxPageCharacters: number;
  /**
   * Where a host's pages are really fetched, by host (`www.amazon.com` → `http://127.0.0.1:4321`):
   * the tests' recorded pages on loopback. Hosts not named are fetched as they are.
   */
  readonly hostOrigins?: Readonly<Record<string, string>>;
}

export const DEFAULT_MARKETPLACE_FETCH_SETTINGS: MarketplaceFetchSettings = {
  pagesPerShopPerHour: 30,
  pagesPerMarketplacePerMinute: 20,
  timeoutMs: 15_000,
  maxPageCharacters: 5_000_000,
};

/** A desktop browser's headers: marketplaces serve a bare client a robot check straight away. */
/** Redirects a page may take (amazon.com → www.amazon.com, a locale page…). */
const MAX_REDIRECTS = 3;

const BROWSER_HEADERS = {
  'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Language': 'en-US,en;q=0.9',
};

/**
 * An AliExpress product page builds its reviews in the browser; its feedback page serves them as
 * HTML. Other addresses are read as given.
 */
export function reviewPageAddress(marketplace: Marketplace, address: string): string {
  if (marketplace !== 'aliexpress') return address;
  const item = /\/item\/(\d+)\.html/.exec(new URL(address).pathname);
  return item ? `https://feedback.aliexpress.com/display/productEvaluation.htm?productId=${item[1]}&page=1` : address;
}

/** The marketplace's pages through Node's fetch, rate limited per shop and per marketplace. */
export class FetchMarketplacePageFetcher implements MarketplacePageFetcher {
  private readonly perShop: RateLimiterAbstract;
  private readonly perMarketplace: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    private readonly settings: MarketplaceFetchSettings = DEFAULT_MARKETPLACE_FETCH_SETTINGS,
  ) {
    this.perShop = rateLimiter(store, 'marketplace-pages-shop', settings.pagesPerShopPerHour, 3600);
    this.perMarketplace = rateLimiter(store, 'marketplace-pages-host', settings.pagesPerMarketplacePerMinute, 60);
  }

  async readReviews(shop: AuthenticatedShop, marketplace: Marketplace, url: string): Promise<MarketplacePageReading> {
    await consumeOrRefuse(this.perShop, String(shop.id), 'url', 'marketplace pages read for this shop');
    await consumeOrRefuse(this.perMarketplace, marketplace, 'url', `pages read from ${marketplace} just now`);
    const address = reviewPageAddress(marketplace, url);
    const { status, finalUrl, html } = await this.fetchPage(marketplace, address);
    const refusal = marketplaceRefusalOf(status, finalUrl, html);
    if (refusal) throw marketplaceRefused(marketplace, refusal, status === 200 ? null : status);
    return readMarketplacePage(marketplace, parsedPage(html), address);
  }

  /**
   * GETs the page, following at most MAX_REDIRECTS redirects by hand: every address, the first
   * and each redirect's, must be an http(s) page of this marketplace (parsed as the platform's URL
   * parses it), so the server never fetches any other host. The body is read up to the cap only.
   */
  private async fetchPage(marketplace: Marketplace, address: string): Promise<{ status: number; finalUrl: string; html: string }> {
    let target = this.ownPage(marketplace, address);
    for (let hop = 0; ; hop += 1) {
      const origin = this.settings.hostOrigins?.[target.hostname];
      const fetched = origin ? new URL(`${target.pathname}${target.search}`, origin) : target;
      let response: Response;
      try {
        response = await fetch(fetched, { headers: BROWSER_HEADERS, redirect: 'manual', signal: AbortSignal.timeout(this.settings.timeoutMs) });
      } catch (error) {
        const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw marketplaceRefused(marketplace, timedOut ? 'timeout' : 'unreachable');
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location !== null) {
        await response.body?.cancel();
        if (hop >= MAX_REDIRECTS) throw marketplaceRefused(marketplace, 'unreachable');
        target = this.ownPage(marketplace, new URL(location, target).toString());
        continue;
      }
      const html = await readCapped(response, this.settings.maxPageCharacters).catch(() => {
        throw marketplaceRefused(marketplace, 'timeout');
      });
      return { status: response.status, finalUrl: target.toString(), html };
    }
  }

  /** The address as a URL, when it is an http(s) page of the marketplace; refused otherwise. */
  private ownPage(marketplace: Marketplace, address: string): URL {
    const url = URL.canParse(address) ? new URL(address) : null;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || marketplaceOfHost(url.hostname) !== marketplace) {
      throw marketplaceRefused(marketplace, 'unreachable');
    }
    return url;
  }
}

/** The body as text, at most `maxCharacters` of it: reading stops there instead of holding a huge page. */
async function readCapped(response: Response, maxCharacters: number): Promise<string> {
  if (!response.body) return '';
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    if (text.length >= maxCharacters) {
      await response.body.cancel().catch(() => undefined);
      return text.slice(0, maxCharacters);
    }
  }
  return text + decoder.decode();
}
