import { inject, injectable } from 'inversify';
import { type WidgetSettingsGateway } from '../../application/display/widget-settings-gateway.port';
import { TOKENS } from '../../application/tokens';
import { isQaColor } from '../../domain/questions/qa-settings';
import { type QaSettingsViewModel, type QaWidgetSettings } from '../kit/qa-settings.view-model';
import { LivePreview } from './live-preview';

/** /display/qa's preview: the Q&A block drawn with the Q&A card's unsaved values (docs/product/storefront.md#questions). */
@injectable()
export class QaWidgetPreviewViewModel {
  readonly preview: LivePreview<QaWidgetSettings>;

  constructor(@inject(TOKENS.WidgetSettingsGateway) gateway: WidgetSettingsGateway) {
    this.preview = new LivePreview((values) => gateway.previewBlock({ widget: 'questions', settings: {}, qa: values }));
  }

  follow(settings: QaSettingsViewModel): void {
    this.preview.follow(
      () => settings.form.values ?? null,
      (values) => isQaColor(values.color),
    );
  }

  dispose(): void {
    this.preview.dispose();
  }
}
