import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type WidgetPreview, type WidgetPreviewRenderer } from '../../application/storefront/preview-widget.use-case';
import { reviewJsonLd } from '../../../src/domain/storefront/review-json-ld';
import { previewBlock } from '../../../src/domain/storefront/widget-registry';
import { createStorefrontLiquid, EXTENSION_DIR } from './storefront-liquid';

const PREVIEW_THEME_DIR = fileURLToPath(new URL('./preview-theme/', import.meta.url));
/** The admin shows the preview in a sandboxed frame that runs no script: the block as Liquid drew it. */
const NO_ASSETS = () => '';

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
      app: {
        metafields: {
          starling: {
            settings: { type: 'json', value: preview.settings },
            store_reviews: { type: 'json', value: preview.page },
            store_widgets: { type: 'json', value: preview.storeWidgets },
            showcase: { type: 'json', value: preview.showcase },
          },
        },
      },
    };
    const product = {
      id: preview.product.id.replace(/^.*\//, ''),
      title: preview.product.title,
      url: '#',
      metafields: {
        '$app:starling': {
          first_page: { type: 'json', value: { ...preview.page, json_ld: reviewJsonLd(preview.page) } },
          questions: { type: 'json', value: preview.questions },
          ai_summary: { type: 'json', value: preview.aiSummary },
        },
        // Shopify's standard rating metafields, as Liquid reads them (the star-rating block draws from them).
        reviews:
          preview.page.summary.count > 0
            ? { rating: { type: 'rating', value: { rating: Number(preview.page.summary.average), scale_min: 1, scale_max: 5 } }, rating_count: { type: 'number_integer', value: preview.page.summary.count } }
            : {},
      },
    };
    // The showcases preview on the home page, where merchants place them; the carousel on a product page when home reviews are off.
    const onHome = preview.widget === 'buyers-show' || (preview.widget === 'card-carousel' && preview.settings.card_carousel.is_activate_home_reviews === '1');
    const request = { page_type: onHome ? 'index' : 'product' };
    // The order review prompt is previewed on an order of the shop's most reviewed product.
    const order = { line_items: [{ title: product.title, product }] };
    const block = await this.liquid.renderBlock(previewBlock(preview.widget), { product, order, request, template: { name: onHome ? 'index' : 'product' }, block: { id: 'preview', settings: {}, shopify_attributes: '' } }, globals);
    return this.liquid.render('preview', { block: block.html, stylesheet: this.stylesheet, title: preview.product.title }, globals);
  }
}
