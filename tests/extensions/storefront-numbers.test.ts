import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createStorefrontLiquid, EXTENSION_DIR, type StorefrontGlobals } from '../../server/infrastructure/storefront/storefront-liquid';

/** Counts and ratings on the storefront (docs/product/languages.md): the shopper's plural forms and number format. */
const liquid = createStorefrontLiquid({ themeDir: join(EXTENSION_DIR, '..', '..', 'server', 'infrastructure', 'demo-storefront', 'theme'), assetUrl: (name) => `/assets/${name}` });
const globalsIn = (locale: string): StorefrontGlobals => ({ locale, shop: {}, routes: { root_url: '/' }, app: { metafields: {} } });
const textOf = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body.textContent ?? '';

/** A product whose summary the sync wrote: 1,240 reviews, none of them at 1 star. */
const product = {
  id: 1,
  title: 'Apron',
  metafields: { $app: {}, '$app:starling': { first_page: { value: { summary: { average: '4.0', count: 1240, histogram: [0, 1, 9, 1000, 230] }, reviews: [], pages: 1 } }, ai_summary: { value: null } } },
};

async function summaryIn(locale: string) {
  const { html } = await liquid.renderBlock('review-summary', { product, block: { id: 'b1', settings: {}, shopify_attributes: '' } }, globalsIn(locale));
  const block = new JSDOM(html).window.document;
  return {
    average: block.querySelector('.starling-summary__average')?.textContent,
    count: block.querySelector('.starling-summary__count')?.textContent,
    rows: [...block.querySelectorAll('.starling-histogram__row .starling-visually-hidden')].map((row) => row.textContent?.trim()),
    shownCounts: [...block.querySelectorAll('.starling-histogram__row > span[aria-hidden="true"]:last-child')].map((cell) => cell.textContent),
    starsLabel: block.querySelector('.starling-stars')?.getAttribute('aria-label'),
  };
}

describe('counts and ratings on the storefront', () => {
  it('German: "4,0", "1 Stern", "1.240"', async () => {
    const german = await summaryIn('de');
    expect(german.average).toBe('4,0');
    expect(german.starsLabel).toBe('4,0 von 5 Sternen');
    expect(german.count).toBe('Basierend auf 1.240 Bewertungen');
    expect(german.rows).toEqual(['5 Sterne: 230 Bewertungen', '4 Sterne: 1.000 Bewertungen', '3 Sterne: 9 Bewertungen', '2 Sterne: 1 Bewertung', '1 Stern: 0 Bewertungen']);
    expect(german.shownCounts).toEqual(['230', '1.000', '9', '1', '0']);
  });

  it('English: "1 star: 0 reviews", never "1 stars"', async () => {
    const english = await summaryIn('en');
    expect(english.average).toBe('4.0');
    expect(english.count).toBe('Based on 1,240 reviews');
    expect(english.rows).toEqual(['5 stars: 230 reviews', '4 stars: 1,000 reviews', '3 stars: 9 reviews', '2 stars: 1 review', '1 star: 0 reviews']);
  });

  it('French says "0 avis" for none, not the one-form\'s "1"', async () => {
    const french = await summaryIn('fr');
    expect(french.rows.at(-1)).toBe('1 étoile : 0 avis');
    expect(french.count).toBe('Basé sur 1\u202f240 avis');
  });

  it.each(liquid.locales)('writes numbers in %s as Intl.NumberFormat does', async (locale) => {
    const intlLocale = locale === 'en' ? 'en' : locale;
    for (const [value, decimals] of [[7, 0], ['4.0', 1], [4.5, 1], [1234, 0], [12345, 0], [1234567, 0]] as const) {
      const html = await liquid.renderSource(`{% render 'starling-number', value: value %}`, { value }, globalsIn(locale));
      const expected = new Intl.NumberFormat(intlLocale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(Number(value));
      expect(textOf(html), `${locale} ${value}`).toBe(expected);
    }
    expect(await liquid.renderSource(`{% render 'starling-number', value: '{rating}' %}`, {}, globalsIn(locale))).toBe('{rating}');
  });
});
