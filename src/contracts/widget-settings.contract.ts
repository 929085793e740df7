import { type ReviewWidgetSettings, type WriteReviewSettings } from '../domain/storefront/review-widget-settings';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

/** The storefront widgets' settings, edited on /display (docs/product/storefront.md#widget-settings). */

const schema = schemasOf(() => import('./widget-settings.schema'));

/** GET get_review_widget_settings: every field, its default until the shop saves it. */
export const getReviewWidgetSettings = get('/api/v1/admin/get_review_widget_settings', NO_PARAMS, answer<ReviewWidgetSettings>());

export interface SavedReviewWidgetSettings {
  readonly settings: ReviewWidgetSettings;
  /** What the custom-CSS check took out of the CSS just saved, for the merchant to see. */
  readonly css_removed: readonly string[];
}

/** POST set_review_widget_settings: a partial save; the storefront follows within a minute. */
export const setReviewWidgetSettings = post('/api/v1/admin/set_review_widget_settings', schema('setReviewWidgetSettingsRequest'), answer<SavedReviewWidgetSettings>());

/** A block the admin previews: each widget's `preview` name in the widget registry. */
export type { PreviewWidget } from '../domain/storefront/widget-registry';

/** POST preview_widget: the storefront block drawn with unsaved settings on the shop's own reviews. */
export const previewWidget = post('/api/v1/admin/preview_widget', schema('previewWidgetRequest'), answer<{ readonly html: string }>());

/** One built storefront script or stylesheet and Shopify's budget for it. */
export interface WidgetAsset {
  readonly file: string;
  /** Bytes as the storefront receives it, gzip-compressed (Shopify's measure for scripts). */
  readonly gzip_bytes: number;
  /** Bytes as stored (Shopify's measure for stylesheets). */
  readonly raw_bytes: number;
  /** The budget in the measure that applies: gzip bytes for scripts, raw bytes for stylesheets. */
  readonly budget_bytes: number;
}

export interface WidgetOverview {
  readonly assets: readonly WidgetAsset[];
  /** Development store mode: where the demo storefront shows the widgets; null in Shopify mode. */
  readonly demo_storefront_url: string | null;
}

/** GET get_widget_overview: the widgets' files against their budgets, and where to see them. */
export const getWidgetOverview = get('/api/v1/admin/get_widget_overview', NO_PARAMS, answer<WidgetOverview>());

/** The write-review settings and whether the shop's plan lets it remove the branding (remove_branding). */
export type WriteReviewSettingsAnswer = WriteReviewSettings & { readonly branding_removable: boolean };

/** GET get_write_review_setting: the form's settings and the branding switch. */
export const getWriteReviewSettings = get('/api/v1/admin/get_write_review_setting', NO_PARAMS, answer<WriteReviewSettingsAnswer>());

/** POST set_write_review_setting: a partial save; removing the branding needs the plan's remove_branding (403 otherwise). */
export const setWriteReviewSettings = post('/api/v1/admin/set_write_review_setting', schema('setWriteReviewSettingsRequest'), answer<WriteReviewSettingsAnswer>());
