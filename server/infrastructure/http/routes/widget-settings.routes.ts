import { getReviewWidgetSettings, previewWidget, setReviewWidgetSettings } from '../../../../src/contracts/widget-settings.contract';
import { type PreviewWidgetUseCase } from '../../../application/storefront/preview-widget.use-case';
import { type ReviewWidgetSettingsUseCases } from '../../../application/storefront/review-widget-settings-use-cases';
import { ContractRoutes } from '../contract-routes';

/** The /display screens' settings and their live preview (docs/product/storefront.md#widget-settings). */
export function widgetSettingsRoutes(settings: ReviewWidgetSettingsUseCases, preview: PreviewWidgetUseCase) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getReviewWidgetSettings, (_request, c) => settings.get(c.get('shop')))
    .serve(setReviewWidgetSettings, (request, c) => settings.set(c.get('shop'), request))
    .serve(previewWidget, (request, c) => preview.execute(c.get('shop'), request)).router;
}
