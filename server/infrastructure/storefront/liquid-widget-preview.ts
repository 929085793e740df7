import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PreviewWidgetName, type WidgetPreview, type WidgetPreviewRenderer } from '../../application/storefront/preview-widget.use-case';
import { reviewJsonLd } from '../../../src/domain/storefront/review-json-ld';
import { createStorefrontLiquid, EXTENSION_DIR } from './storefront-liquid';

const PREVIEW_THEME_DIR = fileURLToPath(new URL('./preview-theme/', import.meta.url));
/** The admin shows the preview in a sandboxed frame that runs no script: the block as Liquid drew it. */
const NO_ASSETS = () => '';
/** The extension's block each previewed widget is. */
const PREVIEW_BLOCKS: Readonly<Record<PreviewWidgetName, string>> = { reviews: 'reviews', referral: 'referral', checkout: 'order-review' };

/**
 * The admin's live preview: the extension's block rendered by the extension's own Liquid, with the
 * settings and the first page it is handed as Shopify would hand them (metafields), in a small
 * page of its own with the extension's stylesheet inline.
 */
export class LiquidWidgetPreview implements WidgetPreviewRenderer {
  private readonly liquid = createStorefrontLiquid({ themeDir: PREVIEW_THEME_DIR, assetUrl: NO_ASSETS });
  private readonly stylesheet = readFileSync(join(EXTENSION_DIR, 'assets', 'starling-reviews.css'), 'utf8');

  async render(preview: WidgetPreview): Promise<string> {
    const locale = this.liquid.localeFor(preview.locale);
    const globals = {
      locale,
      shop: { name: preview.shopName, url: '' },
      routes: { root_url: '/' },
      app: { metafields: { starling: { settings: { type: 'json', value: preview.settings } } } },
    };
    const product = {
      id: preview.product.id.replace(/^.*\//, ''),
      title: preview.product.title,
      url: '#',
      metafields: { '$app:starling': { first_page: { type: 'json', value: { ...preview.page, json_ld: reviewJsonLd(preview.page) } } } },
    };
    // The order review prompt is previewed on an order of the shop's most reviewed product.
    const order = { line_items: [{ title: product.title, product }] };
    const block = await this.liquid.renderBlock(PREVIEW_BLOCKS[preview.widget], { product, order, block: { id: 'preview', settings: {}, shopify_attributes: '' } }, globals);
    return this.liquid.render('preview', { block: block.html, stylesheet: this.stylesheet, title: preview.product.title }, globals);
  }
}
