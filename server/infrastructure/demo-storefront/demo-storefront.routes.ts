import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import { STOREFRONT_PROXY_PATH } from '../../../src/contracts/storefront.contract';
import { STOREFRONT_ENDPOINTS } from '../../../src/contracts/storefront-paths';
import { demoBlocks } from '../../../src/domain/storefront/widget-registry';
import { type AppDatabase } from '../db/database';
import { type HttpEnv } from '../http/http-env';
import { DEMO_CUSTOMER_ID, forwardAsAppProxy } from './demo-app-proxy';
import { DemoStorefrontData, type DemoProduct } from './demo-storefront-data';
import { createStorefrontLiquid, EXTENSION_DIR, type StorefrontGlobals } from '../storefront/storefront-liquid';

const THEME_DIR = fileURLToPath(new URL('./theme/', import.meta.url));

/** Where the demo storefront lives on our server. */
export const DEMO_STORE_PATH = '/demo-store';
const DEMO_ORDER_NAME = '#1001';
const DEMO_ORDER_ITEMS = 2;
const ASSET_TYPES: Readonly<Record<string, string>> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

export interface DemoStorefrontDependencies {
  readonly db: AppDatabase;
  readonly proxySecret: string;
  readonly now: () => Date;
  /** The app itself: the demo proxy hands it the signed request as Shopify's proxy would. */
  readonly forward: (request: Request) => Promise<Response> | Response;
  /**
   * Hands the app an order as Shopify's orders/create webhook body would carry it (the webhook's
   * own handling: review requests, the referral programme's matching); answers the order's name.
   */
  readonly placeOrder: (payload: DemoOrderPayload) => Promise<string>;
}

/** The part of Shopify's order payload the demo checkout fills. */
export interface DemoOrderPayload {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly created_at: string;
  readonly total_price: string;
  readonly customer: { readonly first_name: string };
  readonly line_items: readonly { readonly product_id: string; readonly title: string; readonly quantity: number }[];
  readonly discount_codes: readonly { readonly code: string }[];
  readonly shipping_address: { readonly address1: string; readonly zip: string; readonly country_code: string };
}

const FORM_FIELD_MAX_LENGTH = 200;
const DEMO_ORDER_ID_LIMIT = 2 ** 47;
const formField = (form: Record<string, unknown>, name: string) => (typeof form[name] === 'string' ? form[name] : '').trim().slice(0, FORM_FIELD_MAX_LENGTH);

/**
 * Development store mode's demo storefront (docs/product/storefront.md#demo-storefront): a home
 * page, collections and product pages of the demo shop, drawn by a small theme of ours with the
 * theme app extension's own blocks, snippets, words and assets, reading the metafields the
 * storefront sync wrote. Shoppers' calls go through a stand-in for Shopify's app proxy.
 */
export function demoStorefrontRoutes(deps: DemoStorefrontDependencies): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();
  const data = new DemoStorefrontData(deps.db, DEMO_STORE_PATH);
  const liquid = createStorefrontLiquid({ themeDir: THEME_DIR, assetUrl: (name) => `${DEMO_STORE_PATH}/assets/${name}` });

  const page = async (c: Context<HttpEnv>, template: string | { readonly source: string }, build: (shopId: number, globals: StorefrontGlobals) => Promise<Record<string, unknown> | null>) => {
    const shop = await data.shop();
    if (!shop) return c.text('The demo store is not seeded yet.', 503);
    const locale = liquid.localeFor(c.req.query('locale'));
    const globals: StorefrontGlobals = {
      locale,
      shop: { name: shop.name, url: new URL(c.req.url).origin, domain: shop.domain },
      routes: { root_url: `${DEMO_STORE_PATH}/` },
      app: { metafields: await data.appMetafields(shop.id) },
      // The demo's shopper is signed in, as the app proxy's logged_in_customer_id says (demo-app-proxy.ts).
      customer: { id: DEMO_CUSTOMER_ID },
    };
    const context = await build(shop.id, globals);
    if (!context) return c.html(await liquid.render('layout', { content_for_layout: await liquid.render('not-found', {}, globals), page_title: '404', locale_query: '', locales: liquid.locales }, globals), 404);
    const content = typeof template === 'string' ? await liquid.render(template, context, globals) : await liquid.renderSource(template.source, context, globals);
    const templateName = typeof template === 'string' ? template : 'page';
    const assets = (context.assets as { javascript: string[]; stylesheet: string[] } | undefined) ?? { javascript: [], stylesheet: [] };
    // The demo theme has the app embeds switched on, as a merchant's theme would: the beacon and the side tab.
    const embeds = await Promise.all(
      ['starling-core', ...demoBlocks('embed')].map((name) => liquid.renderBlock(name, { template: { name: templateName }, block: { id: name, settings: {}, shopify_attributes: '' } }, globals)),
    );
    const embed = { html: embeds.map((rendered) => rendered.html).join('\n') };
    const scripts = [...assets.javascript, ...embeds.flatMap((rendered) => (rendered.javascript && rendered.html.trim() !== '' ? [`${DEMO_STORE_PATH}/assets/${rendered.javascript}`] : []))];
    const embedStylesheets = embeds.flatMap((rendered) => (rendered.stylesheet && rendered.html.trim() !== '' ? [`${DEMO_STORE_PATH}/assets/${rendered.stylesheet}`] : []));
    c.header('Cache-Control', 'no-store');
    return c.html(
      await liquid.render(
        'layout',
        {
          ...context,
          content_for_layout: content,
          app_embeds: embed.html,
          scripts,
          stylesheets: [...new Set([...assets.stylesheet, ...embedStylesheets])],
          locale_query: locale === 'en' ? '' : `?locale=${locale}`,
          locales: liquid.locales,
          store_pages: Object.entries(await data.pages(shop.id)).map(([handle, storePage]) => ({ url: `${DEMO_STORE_PATH}/pages/${handle}`, title: storePage.title })),
        },
        globals,
      ),
    );
  };

  /** Renders the named blocks with a product or an order, and collects the assets their schemas name. */
  const blocksFor = async (objects: { readonly product?: DemoProduct; readonly order?: unknown }, names: readonly string[], globals: StorefrontGlobals, pageContext: Record<string, unknown> = { request: { page_type: 'product' } }) => {
    const javascript = new Set<string>();
    const stylesheet = new Set<string>();
    const html: Record<string, string> = {};
    for (const name of names) {
      const block = await liquid.renderBlock(name, { ...pageContext, ...objects, block: { id: name.replace(/\W/g, ''), settings: {}, shopify_attributes: '' } }, globals);
      html[name.replace(/-/g, '_')] = block.html;
      if (block.javascript) javascript.add(`${DEMO_STORE_PATH}/assets/${block.javascript}`);
      if (block.stylesheet) stylesheet.add(`${DEMO_STORE_PATH}/assets/${block.stylesheet}`);
    }
    return { blocks: html, assets: { javascript: [...javascript], stylesheet: [...stylesheet] } };
  };

  routes.get('/', (c) =>
    page(c, 'index', async (shopId, globals) => {
      // The home page places the showcases as a merchant would (docs/product/storefront.md#showcase).
      const home = { request: { page_type: 'index' } };
      const showcases = await blocksFor({}, demoBlocks('home'), globals, home);
      return { page_title: 'Home', products: (await data.products(shopId)).slice(0, 8), collections: await data.collections(shopId), ...showcases };
    }),
  );
  // The page a shopper sees after paying, with the order review prompt on a demo order of the first products.
  routes.get('/thank-you', (c) =>
    page(c, 'thank-you', async (shopId, globals) => {
      const order = { name: DEMO_ORDER_NAME, line_items: (await data.products(shopId)).slice(0, DEMO_ORDER_ITEMS).map((product) => ({ title: product.title, product })) };
      return { page_title: 'Thank you', order, ...(await blocksFor({ order }, demoBlocks('thank-you'), globals)) };
    }),
  );
  // A demo checkout (docs/product/referrals.md#demo-storefront): one product, the shopper's e-mail and address, a discount code.
  routes.get('/checkout', (c) =>
    page(c, 'checkout', async (shopId) => {
      const [product] = await data.products(shopId);
      return product ? { page_title: 'Checkout', product, discount: c.req.query('discount') ?? '' } : null;
    }),
  );
  routes.post('/checkout', async (c) => {
    const form = (await c.req.parseBody()) as Record<string, unknown>;
    const placed = deps.now();
    return page(c, 'thank-you', async (shopId, globals) => {
      const [product] = await data.products(shopId);
      if (!product) return null;
      const discount = formField(form, 'discount');
      // Shopify's order ids are large and unique; two demo orders in one millisecond must differ too.
      const id = randomInt(1, DEMO_ORDER_ID_LIMIT);
      const name = await deps.placeOrder({
        id,
        name: `#D${String(id).slice(-6)}`,
        email: formField(form, 'email'),
        created_at: placed.toISOString(),
        total_price: /^\d+(\.\d+)?$/.test(product.price) ? product.price : '0',
        customer: { first_name: formField(form, 'first_name') },
        line_items: [{ product_id: product.id, title: product.title, quantity: 1 }],
        discount_codes: discount === '' ? [] : [{ code: discount }],
        shipping_address: { address1: formField(form, 'address1'), zip: formField(form, 'zip'), country_code: formField(form, 'country_code') },
      });
      const order = { name, line_items: [{ title: product.title, product }] };
      return { page_title: 'Thank you', order, ...(await blocksFor({ order }, demoBlocks('thank-you'), globals)) };
    });
  });
  routes.get('/collections/:handle', (c) =>
    page(c, 'collection', async (shopId) => {
      const handle = c.req.param('handle');
      if (handle === 'all') return { page_title: 'All products', collection: { title: 'All products' }, products: await data.products(shopId) };
      const collection = (await data.collections(shopId)).find((candidate) => candidate.handle === handle);
      return collection ? { page_title: collection.title, collection, products: await data.products(shopId, { collectionId: collection.id }) } : null;
    }),
  );
  routes.get('/products/:handle', (c) =>
    page(c, 'product', async (shopId, globals) => {
      const [product] = await data.products(shopId, { handle: c.req.param('handle') });
      if (!product) return null;
      return { page_title: product.title, product, ...(await blocksFor({ product }, demoBlocks('product'), globals)) };
    }),
  );
  // The shop's online store pages (ShopifyGateway.ensurePage), drawn with the store-reviews block (docs/product/storefront.md#store-reviews).
  routes.get('/pages/:handle', (c) =>
    page(c, 'page', async (shopId, globals) => {
      const found = (await data.pages(shopId))[c.req.param('handle')];
      if (!found) return null;
      const store = await blocksFor({}, demoBlocks('page'), globals, { request: { page_type: 'page' } });
      return { page_title: found.title, page: found, ...store };
    }),
  );
  routes.get('/assets/:name', (c) => {
    const name = c.req.param('name');
    const type = ASSET_TYPES[name.replace(/^.*\./, '')];
    const path = join(EXTENSION_DIR, 'assets', name);
    if (!type || !/^[a-z0-9-]+\.(js|css)$/.test(name) || !existsSync(path)) return c.text('Not found', 404);
    return c.body(readFileSync(path), 200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
  });
  routes.all(`${STOREFRONT_PROXY_PATH}/:name`, async (c) => {
    const answer = await forwardAsAppProxy(c, c.req.param('name'), deps.proxySecret, deps.now(), deps.forward);
    // As Shopify does with an app proxy's Liquid (the review form, docs/product/collect-link.md): drawn inside the theme.
    if (!answer.ok || !(answer.headers.get('Content-Type') ?? '').startsWith('application/liquid')) return answer;
    const source = await answer.text();
    return page(c, { source }, () => Promise.resolve({ page_title: c.req.param('name') === STOREFRONT_ENDPOINTS.reviewForm ? 'Review' : c.req.param('name') }));
  });
  return routes;
}
