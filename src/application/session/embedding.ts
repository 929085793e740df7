import { type BrowserEnvironment } from '../navigation/browser-environment.port';

/** The query parameter the Shopify admin names the embedding host with. */
export const HOST_PARAM = 'host';

/**
 * Running inside the store admin: App Bridge is there and the page was opened by the admin (in its
 * frame, or with its `host`). App Bridge alone is not enough: in Shopify mode index.html loads it
 * on every page, including a merchant's standalone visit to /login.
 */
export function isEmbeddedContext(browser: BrowserEnvironment): boolean {
  return browser.hasAppBridge() && (browser.isInFrame() || browser.launchUrl().searchParams.has(HOST_PARAM));
}

/** Framed by a host that did not name itself: the admin cannot load (the "Missing host query argument" page). */
export function isHostMissing(browser: BrowserEnvironment): boolean {
  return browser.isInFrame() && !browser.launchUrl().searchParams.get(HOST_PARAM);
}
