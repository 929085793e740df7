import { BEACON_MAX_EVENTS, type BeaconEventType, type BeaconWidget, STOREFRONT_ENDPOINTS } from '../../src/contracts/storefront-paths';

interface BeaconEvent {
  readonly type: BeaconEventType;
  readonly widget?: BeaconWidget;
}

interface CustomerPrivacy {
  analyticsProcessingAllowed(): boolean;
}

interface ShopifyGlobal {
  loadFeatures?: (features: { name: string; version: string }[], callback: (error?: unknown) => void) => void;
  customerPrivacy?: CustomerPrivacy;
}

/**
 * Runs `send` only if the shopper allows analytics, through Shopify's Customer Privacy API. A page
 * without the API (the demo storefront) has no consent to ask: what is sent carries nothing personal.
 */
function whenAnalyticsAllowed(send: () => void): void {
  const shopify = (window as unknown as { Shopify?: ShopifyGlobal }).Shopify;
  if (!shopify?.loadFeatures) {
    send();
    return;
  }
  shopify.loadFeatures([{ name: 'consent-tracking-api', version: '0.1' }], (error) => {
    if (!error && shopify.customerPrivacy?.analyticsProcessingAllowed()) send();
  });
}

/** Sends the events to the app proxy with sendBeacon (it outlives the page), in batches the endpoint takes. */
export function sendBeacon(proxy: string, events: readonly BeaconEvent[]): void {
  if (events.length === 0) return;
  whenAnalyticsAllowed(() => {
    for (let start = 0; start < events.length; start += BEACON_MAX_EVENTS) {
      const body = JSON.stringify({ events: events.slice(start, start + BEACON_MAX_EVENTS) });
      const url = `${proxy}/${STOREFRONT_ENDPOINTS.beacon}`;
      if (!navigator.sendBeacon?.(url, body)) void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined);
    }
  });
}

/** Counts each widget on the page once, when half of it has been on screen. */
export function countImpressions(proxy: string, widgets: readonly { readonly element: Element; readonly widget: BeaconWidget }[]): void {
  if (!('IntersectionObserver' in window) || widgets.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      const seen = entries.filter((entry) => entry.isIntersecting);
      for (const entry of seen) observer.unobserve(entry.target);
      sendBeacon(
        proxy,
        seen.flatMap((entry) => {
          const match = widgets.find((candidate) => candidate.element === entry.target);
          return match ? [{ type: 'widget_impression' as const, widget: match.widget }] : [];
        }),
      );
    },
    { threshold: 0.5 },
  );
  for (const { element } of widgets) observer.observe(element);
}
