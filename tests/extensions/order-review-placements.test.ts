import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createStorefrontLiquid, EXTENSION_DIR, type StorefrontGlobals } from '../../server/infrastructure/storefront/storefront-liquid';
import { DEFAULT_ORDER_REVIEW_SETTINGS, type OrderReviewSettings } from '../../src/domain/storefront/promo-widget-settings';

/** The order review prompt's placement switches (docs/product/collect-auto.md): each page reads its own. */
const liquid = createStorefrontLiquid({ themeDir: join(EXTENSION_DIR, '..', '..', 'server', 'infrastructure', 'demo-storefront', 'theme'), assetUrl: (name) => `/assets/${name}` });
const order = { name: '#1001', line_items: [{ title: 'Apron', product: { title: 'Apron', url: '/products/apron', id: 1 } }] };

async function promptOn(pageType: string, prompt: Partial<OrderReviewSettings>): Promise<boolean> {
  const globals: StorefrontGlobals = {
    locale: 'en',
    shop: {},
    routes: { root_url: '/' },
    app: { metafields: { starling: { settings: { value: { order_review: { ...DEFAULT_ORDER_REVIEW_SETTINGS, ...prompt } } } } } },
  };
  const { html } = await liquid.renderBlock('order-review', { request: { page_type: pageType }, order, block: { id: 'b1', settings: {}, shopify_attributes: '' } }, globals);
  return new JSDOM(html).window.document.querySelector('.starling-order-review') !== null;
}

describe('the order review prompt on each placement', () => {
  it('shows on both pages by default', async () => {
    expect(await promptOn('customers/order', {})).toBe(true);
    expect(await promptOn('thank_you', {})).toBe(true);
  });

  it('the order status page (the theme\'s order page) follows its own switch, the thank-you page its own', async () => {
    expect(await promptOn('customers/order', { order_status_is_active: '2' })).toBe(false);
    expect(await promptOn('thank_you', { order_status_is_active: '2' })).toBe(true);
    expect(await promptOn('thank_you', { thank_you_is_active: '2' })).toBe(false);
    expect(await promptOn('customers/order', { thank_you_is_active: '2' })).toBe(true);
  });

  it('the prompt\'s own switch turns both off', async () => {
    expect(await promptOn('customers/order', { is_active: '2' })).toBe(false);
    expect(await promptOn('thank_you', { is_active: '2' })).toBe(false);
  });
});
