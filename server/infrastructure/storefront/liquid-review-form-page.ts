import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ReviewFormPage } from '../../application/collect/review-form-use-cases';
import { createStorefrontLiquid, EXTENSION_DIR } from './storefront-liquid';

const THEME_DIR = fileURLToPath(new URL('./review-form-theme/', import.meta.url));
/** Stands for the store's root in what we render; the answer turns it into Shopify's own `routes.root_url`. */
const ROOT_SENTINEL = 'STARLINGROOTURL';
/** The page's own rules on top of the extension's stylesheet: one column, large stars, a phone first. */
const PAGE_STYLE = `
.starling-review-page { max-width: 40rem; margin: 0 auto; padding: 1rem 0 2rem; }
.starling-review-page__heading { font-size: 1.6em; margin: 0 0 0.5em; }
.starling-review-page__order { color: #4a4a4a; }
.starling-review-page__product { border-top: 1px solid var(--starling-line, var(--starling-line-default)); padding: 1.25rem 0; }
.starling-review-page__product-head { display: flex; gap: 1rem; align-items: center; }
.starling-review-page__product-head img { width: 96px; height: 96px; object-fit: cover; border-radius: 6px; flex: none; }
.starling-review-page__product-head h2 { font-size: 1.2em; margin: 0; overflow-wrap: anywhere; }
.starling-review-page .starling-form__star { width: 56px; height: 56px; -webkit-mask-size: 44px 44px; mask-size: 44px 44px; }
.starling-review-page__done { font-weight: 600; color: #1a7f37; }
.starling-review-page__choice { display: grid; gap: 0.75rem; margin: 1rem 0; }
.starling-review-page__choice select { min-height: 44px; font: inherit; padding: 0.4em; border: 1px solid #8a8a8a; border-radius: 4px; max-width: 100%; }
.starling-review-page__problem { padding: 2rem 0; }
`;

export interface ReviewFormPageOptions {
  /** The `locale` the link asked for, else the browser's first language. */
  readonly locale: string | undefined;
  readonly acceptLanguage: string | undefined;
  readonly shopName: string;
}

/**
 * The review form page (docs/product/collect-link.md) rendered with the extension's own snippets
 * and words (one renderer, docs/product/storefront.md#one-renderer), as the Liquid the app proxy
 * answers: everything is already drawn and kept in `{% raw %}`, so no shopper's text can reach
 * Shopify's Liquid; only the store's root address is left for Shopify (or the demo storefront) to fill.
 */
export class LiquidReviewFormPage {
  private readonly liquid = createStorefrontLiquid({ themeDir: THEME_DIR, assetUrl: (name) => name });
  private assets: { readonly stylesheet: string; readonly script: string } | null = null;

  async render(page: ReviewFormPage, options: ReviewFormPageOptions): Promise<string> {
    const locale = this.localeOf(options);
    const { stylesheet, script } = this.readAssets();
    const withProducts = (item: { readonly productNumber: string }) => ({ ...item, product: { id: item.productNumber }, formId: `starling-review-${item.productNumber}` });
    const view =
      page.kind === 'order'
        ? { ...page, items: page.items.map(withProducts) }
        : page.kind === 'shop'
          ? { ...page, selected: page.selected && page.selected !== 'store' ? withProducts(page.selected) : page.selected }
          : page;
    const html = await this.liquid.render(
      'review-form',
      { page: view, problem_key: page.kind === 'problem' ? `review_page.${page.problem}` : '', stylesheet, script },
      {
        locale,
        shop: { name: options.shopName },
        routes: { root_url: `${ROOT_SENTINEL}/` },
        // The questions the storefront's forms read from the app's metafield, so this page asks them too.
        app: { metafields: { starling: { attributes: { value: page.kind === 'problem' ? [] : page.attributes } } } },
      },
    );
    // Nothing rendered may end the raw block early.
    const kept = html.replace(/\{%(-?\s*endraw)/g, '{&#37;$1');
    const withRoot = kept.split(`${ROOT_SENTINEL}/`).join(`{% endraw %}{{ routes.root_url | append: '/' | replace: '//', '/' }}{% raw %}`);
    return `{% raw %}${withRoot}{% endraw %}`;
  }

  private localeOf(options: ReviewFormPageOptions): string {
    if (options.locale && this.liquid.localeFor(options.locale) === options.locale) return options.locale;
    for (const part of (options.acceptLanguage ?? '').split(',')) {
      const tag = part.split(';')[0]?.trim() ?? '';
      for (const candidate of [tag, tag.split('-')[0] ?? '']) if (candidate && this.liquid.localeFor(candidate) === candidate) return candidate;
    }
    return this.liquid.localeFor(undefined);
  }

  /** The extension's stylesheet and the write-review script (built by `npm run build:widgets`), read once. */
  private readAssets(): { readonly stylesheet: string; readonly script: string } {
    if (!this.assets) {
      const read = (name: string) => {
        const path = join(EXTENSION_DIR, 'assets', name);
        return existsSync(path) ? readFileSync(path, 'utf8') : '';
      };
      const script = read('starling-write-review.js');
      this.assets = { stylesheet: `${read('starling-reviews.css')}${PAGE_STYLE}`.replace(/<\//g, '<\\/'), script: script.replace(/<\/script/gi, '<\\/script') };
      // A server started before the scripts were built reads them again next time.
      if (script === '') {
        const assets = this.assets;
        this.assets = null;
        return assets;
      }
    }
    return this.assets;
  }
}
