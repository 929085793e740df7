import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type WidgetSettingsSaver } from '../shared/widget-settings-saver.port';
import { type GetQaSettingsUseCase } from './get-qa-settings.use-case';
import { type QaSettings, type QaSettingsChanges } from '../../../src/domain/questions/qa-settings';
import { QA_SETTINGS_DOCUMENT } from './qa-settings';

/**
 * Saves the given fields (the others keep their values) and queues the storefront's sync, in one
 * transaction that also holds the plan's widget allowance when Q&A is switched on; returns the whole object.
 */
export class SetQaSettingsUseCase {
  constructor(
    private readonly widgetSettings: WidgetSettingsSaver,
    private readonly getQaSettings: GetQaSettingsUseCase,
  ) {}

  async execute(shop: AuthenticatedShop, changes: QaSettingsChanges): Promise<QaSettings> {
    await this.widgetSettings.save(shop, [[QA_SETTINGS_DOCUMENT, changes]]);
    return this.getQaSettings.execute(shop);
  }
}
