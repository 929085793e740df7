import { type QaSettings, type QaSettingsChanges } from '../../domain/questions/qa-settings';

/**
 * The Q&A widget's settings (get_qa_settings / set_qa_settings), edited on /display/qa and on /qa
 * with the same card (docs/product/storefront.md#questions). A refused save rejects with an
 * ApiError whose message names the field.
 */
export interface QaWidgetSettingsGateway {
  settings(): Promise<QaSettings>;
  /** A partial save; answers every field. */
  saveSettings(changes: QaSettingsChanges): Promise<QaSettings>;
}
