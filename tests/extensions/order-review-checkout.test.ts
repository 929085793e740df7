import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_PROMPT_METAFIELD } from '../../src/domain/collect/checkout-review-prompt';
import { DEFAULT_ORDER_REVIEW_SETTINGS } from '../../src/domain/storefront/promo-widget-settings';
import { CHECKOUT_REFERRAL_METAFIELD } from '../../src/domain/storefront/checkout-referral-prompt';
import { fetchShareLink, referralCard, referralPromptFromMetafields, type Fetcher } from '../../extensions/order-review-checkout/src/referral-card-data';
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

  it('declares both metafields the extension reads, and network access for the share link only', () => {
    for (const metafield of [CHECKOUT_PROMPT_METAFIELD, CHECKOUT_REFERRAL_METAFIELD]) {
      expect(toml).toContain(`[[extensions.metafields]]\nnamespace = "${metafield.namespace}"\nkey = "${metafield.key}"`);
    }
    expect(toml).toMatch(/^network_access = true$/m);
    // The only request of its own is the app's link endpoint, read from the metafield.
    const sources = ['thank-you.tsx', 'order-status.tsx', 'order-review-prompt.tsx', 'prompt-data.ts', 'referral-card.tsx', 'referral-card-data.ts'].map((file) => readFileSync(join(DIR, 'src', file), 'utf8'));
    expect(sources.join('\n').match(/\bfetch(er)?\(/g)).toHaveLength(1);
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

describe("the referral card's pure parts", () => {
  const ENDPOINT = 'https://reviews.example.com/api/v1/checkout/referral_link';
  const offer = { shows: true, friend_reward: '10%', advocate_reward: '€5.00', link_endpoint: ENDPOINT };
  const offerEntry = (value: unknown, type = 'shop'): MetafieldEntryLike => ({
    target: { type },
    metafield: { namespace: CHECKOUT_REFERRAL_METAFIELD.namespace, key: CHECKOUT_REFERRAL_METAFIELD.key, value },
  });
  const answering = (status: number, body: unknown): Fetcher & { calls: { url: string; headers: Record<string, string> }[] } => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const fetcher = (url: string, init: { readonly headers: Record<string, string> }) => {
      calls.push({ url, headers: init.headers });
      return Promise.resolve({ ok: status >= 200 && status < 300, json: () => Promise.resolve(body) });
    };
    return Object.assign(fetcher, { calls });
  };
  const token = (value: string) => () => Promise.resolve(value);
  const german = (key: string, options?: Record<string, string | number>) =>
    ({
      referral_heading: 'Mit Freunden teilen',
      referral_offer: `Freunde erhalten ${options?.['friend_reward']}, Sie ${options?.['advocate_reward']}.`,
      referral_sign_in: 'Melden Sie sich an.',
    })[key] ?? key;

  it('read the offer from the shop metafield; missing, unreadable, off or on another owner: no card', () => {
    expect(referralPromptFromMetafields([offerEntry(JSON.stringify(offer))])).toEqual(offer);
    expect(referralPromptFromMetafields([offerEntry(offer)])).toEqual(offer);
    for (const entries of [undefined, [], [offerEntry('{oops')], [offerEntry(JSON.stringify({ shows: false }))], [offerEntry(JSON.stringify(offer), 'product')], [offerEntry(JSON.stringify({ ...offer, friend_reward: '' }))]]) {
      expect(referralPromptFromMetafields(entries).shows).toBe(false);
    }
    // An endpoint that is not the app's https address is never called.
    expect(referralPromptFromMetafields([offerEntry(JSON.stringify({ ...offer, link_endpoint: 'http://reviews.example.com/x' }))])).toEqual({ ...offer, link_endpoint: null });
  });

  it("ask the app's server with the checkout's session token as bearer, and read its answer", async () => {
    const signedIn = answering(200, { code: 0, data: { code: '7001-abc', share_url: 'https://reviews.example.com/referral_share_link?shop=a.myshopify.com&ref=7001-abc' } });
    expect(await fetchShareLink(ENDPOINT, token('the-token'), signedIn)).toEqual({ kind: 'link', url: 'https://reviews.example.com/referral_share_link?shop=a.myshopify.com&ref=7001-abc' });
    expect(signedIn.calls).toEqual([{ url: ENDPOINT, headers: { Authorization: 'Bearer the-token' } }]);
    expect(await fetchShareLink(ENDPOINT, token('t'), answering(200, { code: 0, data: { code: null, share_url: null } }))).toEqual({ kind: 'signed out' });
    expect(await fetchShareLink(ENDPOINT, token('t'), answering(401, { code: 40100, data: null }))).toEqual({ kind: 'unavailable' });
    expect(await fetchShareLink(ENDPOINT, token('t'), answering(200, { data: { share_url: 'javascript:alert(1)' } }))).toEqual({ kind: 'unavailable' });
    const failing: Fetcher = () => Promise.reject(new TypeError('network down'));
    expect(await fetchShareLink(ENDPOINT, token('t'), failing)).toEqual({ kind: 'unavailable' });
    const unused = answering(200, {});
    expect(await fetchShareLink(null, token('t'), unused)).toEqual({ kind: 'unavailable' });
    expect(unused.calls).toEqual([]);
  });

  it("say the offer in the customer's words with the link, or invite a signed-out buyer to sign in", () => {
    const url = 'https://reviews.example.com/referral_share_link?shop=a.myshopify.com&ref=7001-abc';
    expect(referralCard(readOffer(offer), { kind: 'link', url }, german)).toEqual({ heading: 'Mit Freunden teilen', offer: 'Freunde erhalten 10%, Sie €5.00.', shareUrl: url, note: null });
    expect(referralCard(readOffer(offer), { kind: 'signed out' }, german)).toMatchObject({ shareUrl: null, note: 'Melden Sie sich an.' });
    expect(referralCard(readOffer(offer), { kind: 'unavailable' }, german)).toMatchObject({ offer: 'Freunde erhalten 10%, Sie €5.00.', shareUrl: null, note: null });
    expect(referralCard(readOffer(offer), { kind: 'loading' }, german)).toBeNull();
    expect(referralCard({ shows: false }, { kind: 'link', url }, german)).toBeNull();
  });

  const readOffer = (value: unknown) => referralPromptFromMetafields([offerEntry(value)]);
});
