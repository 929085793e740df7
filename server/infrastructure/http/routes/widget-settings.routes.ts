import {
  getReviewWidgetSettings,
  getWidgetOverview,
  getWriteReviewSettings,
  previewWidget,
  setReviewWidgetSettings,
  setWriteReviewSettings,
} from '../../../../src/contracts/widget-settings.contract';
import { type WriteReviewSettingsUseCases } from '../../../application/storefront/write-review-settings-use-cases';
import { type WidgetAssets } from '../../../application/storefront/widget-assets.port';
import { type PreviewWidgetUseCase } from '../../../application/storefront/preview-widget.use-case';
import { type ReviewWidgetSettingsUseCases } from '../../../application/storefront/review-widget-settings-use-cases';
import { ContractRoutes } from '../contract-routes';

/** The /display screens' settings and their live preview (docs/product/storefront.md#widget-settings). */
export interface WidgetSettingsEndpoints {
  readonly settings: ReviewWidgetSettingsUseCases;
  readonly preview: PreviewWidgetUseCase;
  readonly writeReview: WriteReviewSettingsUseCases;
  readonly assets: WidgetAssets;
  /** Development store mode: where the demo storefront is; null in Shopify mode. */
  readonly demoStorefrontUrl: string | null;
}

export function widgetSettingsRoutes({ settings, preview, writeReview, assets, demoStorefrontUrl }: WidgetSettingsEndpoints) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getWidgetOverview, async () => ({ assets: await assets.list(), demo_storefront_url: demoStorefrontUrl }))
    .serve(getReviewWidgetSettings, (_request, c) => settings.get(c.get('shop')))
    .serve(setReviewWidgetSettings, (request, c) => settings.set(c.get('shop'), request))
    .serve(previewWidget, (request, c) => preview.execute(c.get('shop'), request))
    .serve(getWriteReviewSettings, (_request, c) => writeReview.get(c.get('shop')))
    .serve(setWriteReviewSettings, (request, c) => writeReview.set(c.get('shop'), request)).router;
}
