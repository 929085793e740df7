import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_PROMPT_METAFIELD } from '../../src/domain/collect/checkout-review-prompt';
import { DEFAULT_ORDER_REVIEW_SETTINGS } from '../../src/domain/storefront/promo-widget-settings';
import {
  productIdsOf,
  productPagesFrom,
  promptFor,
  promptLines,
  settingsFromMetafields,
  text,
  type MetafieldEntryLike,
  type OrderLineLike,
  type PromptApi,
} from '../../extensions/order-review-checkout/src/prompt-data';

/** The order review prompt's checkout UI extension (docs/product/collect-auto.md#placements). */
const DIR = join(import.meta.dirname, '../../extensions/order-review-checkout');
const toml = readFileSync(join(DIR, 'shopify.extension.toml'), 'utf8');

/** The storefront's 20 languages, as the theme app extension names its locale files. */
const LANGUAGES = readdirSync(join(DIR, '../starling-reviews/locales')).sort();

const settingsEntry = (value: unknown): MetafieldEntryLike => ({
  target: { type: 'shop' },
  metafield: { namespace: CHECKOUT_PROMPT_METAFIELD.namespace, key: CHECKOUT_PROMPT_METAFIELD.key, value },
});
const line = (productId: string | undefined, title: string, image?: string): OrderLineLike => ({
  merchandise: { type: 'variant', title, ...(image ? { image: { url: image } } : {}), ...(productId ? { product: { id: productId } } : {}) },
});

describe('the checkout extension configuration', () => {
  it('is a UI extension on a current API version with a module for each target', () => {
    expect(toml).toMatch(/^api_version = "(2025-1[0-2]|202[6-9]-\d\d)"$/m);
    expect(toml).toMatch(/^type = "ui_extension"$/m);
    const targets = [...toml.matchAll(/\[\[extensions\.targeting\]\]\ntarget = "([^"]+)"\nmodule = "\.\/([^"]+)"/g)].map((match) => [match[1], match[2]]);
    expect(targets).toEqual([
      ['purchase.thank-you.block.render', 'src/thank-you.tsx'],
      ['customer-account.order-status.block.render', 'src/order-status.tsx'],
    ]);
    for (const [, module] of targets) expect(existsSync(join(DIR, module ?? ''))).toBe(true);
  });

  it('declares the metafield the extension reads, and asks for no network', () => {
    expect(toml).toContain(`[[extensions.metafields]]\nnamespace = "${CHECKOUT_PROMPT_METAFIELD.namespace}"\nkey = "${CHECKOUT_PROMPT_METAFIELD.key}"`);
    expect(toml).toMatch(/^network_access = false$/m);
  });

  it('has its words in every storefront language, translated, with the same placeholders', () => {
    expect(readdirSync(join(DIR, 'locales')).sort()).toEqual(LANGUAGES);
    const words = (file: string) => JSON.parse(readFileSync(join(DIR, 'locales', file), 'utf8')) as Record<string, string>;
    const english = words('en.default.json');
    const placeholders = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const file of LANGUAGES.filter((name) => name !== 'en.default.json')) {
      const own = words(file);
      expect(Object.keys(own).sort(), file).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(english)) {
        expect(own[key], `${file}:${key}`).not.toBe(value);
        expect(placeholders(own[key] ?? ''), `${file}:${key}`).toEqual(placeholders(value));
      }
    }
  });

  it("uses the theme block's heading in every language", () => {
    for (const file of LANGUAGES) {
      const theme = JSON.parse(readFileSync(join(DIR, '../starling-reviews/locales', file), 'utf8')) as { order_review: { heading: string } };
      const own = JSON.parse(readFileSync(join(DIR, 'locales', file), 'utf8')) as { heading: string };
      expect(own.heading, file).toBe(theme.order_review.heading);
    }
  });

  it('bundles both targets small', async () => {
    const result = await build({
      entryPoints: [join(DIR, 'src/thank-you.tsx'), join(DIR, 'src/order-status.tsx')],
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      outdir: 'out',
      jsx: 'automatic',
      jsxImportSource: 'preact',
      logLevel: 'silent',
    });
    for (const file of result.outputFiles) expect(file.contents.byteLength, file.path).toBeLessThan(32_000);
  });
});

describe("the extension's pure parts", () => {
  it('read the settings from the shop metafield, defaults when it is missing or unreadable', () => {
    expect(settingsFromMetafields(undefined)).toEqual(DEFAULT_ORDER_REVIEW_SETTINGS);
    expect(settingsFromMetafields([settingsEntry('{oops')])).toEqual(DEFAULT_ORDER_REVIEW_SETTINGS);
    expect(settingsFromMetafields([{ ...settingsEntry(JSON.stringify({ is_active: '2' })), target: { type: 'product' } }])).toEqual(DEFAULT_ORDER_REVIEW_SETTINGS);
    expect(settingsFromMetafields([settingsEntry(JSON.stringify({ is_active: '2', heading_text: 'Hi' }))])).toEqual({ ...DEFAULT_ORDER_REVIEW_SETTINGS, is_active: '2', heading_text: 'Hi' });
  });

  it("ask the Storefront API for each product once, and read its answer's pages", () => {
    expect(productIdsOf([line('gid://shopify/Product/1', 'Apron'), line(undefined, 'Tip'), line('gid://shopify/Product/1', 'Apron')])).toEqual(['gid://shopify/Product/1']);
    const pages = productPagesFrom({ data: { nodes: [{ id: 'gid://shopify/Product/1', title: 'Apron', onlineStoreUrl: 'https://shop.example/products/apron' }, null, { id: 'gid://shopify/Product/2', title: 'Hidden', onlineStoreUrl: null }] } });
    expect([...pages]).toEqual([
      ['gid://shopify/Product/1', { title: 'Apron', url: 'https://shop.example/products/apron' }],
      ['gid://shopify/Product/2', { title: 'Hidden', url: null }],
    ]);
    expect(productPagesFrom(undefined).size).toBe(0);
    expect(productPagesFrom({ data: { nodes: 'no' } }).size).toBe(0);
    expect(promptLines([line('gid://shopify/Product/9', 'Variant title', 'https://cdn/x.jpg')], pages)).toEqual([
      { productId: 'gid://shopify/Product/9', title: 'Variant title', imageUrl: 'https://cdn/x.jpg', url: null },
    ]);
  });

  it('draw the heading and one row of star links per product, in the shopper\'s words, on a switched-on placement only', () => {
    const translate = (key: string, options?: Record<string, string | number>) => (key === 'heading' ? 'Wie war Ihre Bestellung?' : `${key}:${JSON.stringify(options)}`);
    const api = (value: unknown): Pick<PromptApi, 'appMetafields' | 'lines' | 'i18n'> => ({
      appMetafields: { value: [settingsEntry(value)] },
      lines: { value: [line('gid://shopify/Product/1', 'Apron'), line('gid://shopify/Product/1', 'Apron'), line(undefined, 'Tip')] },
      i18n: { translate },
    });
    const pages = productPagesFrom({ data: { nodes: [{ id: 'gid://shopify/Product/1', title: 'Apron', onlineStoreUrl: 'https://shop.example/products/apron' }] } });
    const drawn = promptFor(api('{}'), 'checkout', pages);
    expect(drawn?.heading).toBe('Wie war Ihre Bestellung?');
    expect(drawn?.products.map((product) => product.stars.map((star) => star.href))).toEqual([[1, 2, 3, 4, 5].map((rating) => `https://shop.example/products/apron#starling-write-review?rating=${rating}`)]);
    expect(promptFor(api(JSON.stringify({ order_status_is_active: '2' })), 'checkout', pages)).toBeNull();
    expect(promptFor(api(JSON.stringify({ order_status_is_active: '2' })), 'thankyou', pages)).not.toBeNull();
    expect(text(['Rate ', 'Apron'])).toBe('Rate Apron');
  });
});
