import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type GetQaSettingsUseCase } from './get-qa-settings.use-case';
import { type QaSettings, type QaSettingsChanges } from '../../../src/domain/questions/qa-settings';
import { QA_SETTINGS_DOCUMENT } from './qa-settings';

/** Saves the given fields in one statement (the others keep their values); returns the whole object. */
export class SetQaSettingsUseCase {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly getQaSettings: GetQaSettingsUseCase,
  ) {}

  async execute(shop: AuthenticatedShop, changes: QaSettingsChanges): Promise<QaSettings> {
    await this.settings.mergeDocument(shop, QA_SETTINGS_DOCUMENT, changes);
    return this.getQaSettings.execute(shop);
  }
}
