import { type BeaconWidget } from '../../src/contracts/storefront-paths';
import { countImpressions, sendBeacon } from './beacon';

/**
 * starling-core.js, the app embed on every page: one page view, and one impression per widget
 * the shopper actually sees (docs/product/storefront.md#beacon).
 */
const core = document.querySelector<HTMLElement>('[data-starling-core]');
const proxy = core?.dataset.proxy;
if (proxy) {
  sendBeacon(proxy, [{ type: 'page_view' }]);
  const widgets: { element: Element; widget: BeaconWidget }[] = [];
  for (const element of document.querySelectorAll('[data-starling-reviews]')) widgets.push({ element, widget: 'reviews' });
  for (const element of document.querySelectorAll('.starling-rating')) widgets.push({ element, widget: 'rating' });
  for (const element of document.querySelectorAll('form[data-starling-form]:not([hidden])')) widgets.push({ element, widget: 'write' });
  countImpressions(proxy, widgets);
}
