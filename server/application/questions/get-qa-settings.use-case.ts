import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type QaSettings } from '../../../src/domain/questions/qa-settings';
import { QA_SETTINGS_DOCUMENT, readQaSettings } from './qa-settings';

export class GetQaSettingsUseCase {
  constructor(private readonly settings: SettingsRepository) {}

  async execute(shop: AuthenticatedShop): Promise<QaSettings> {
    return { id: shop.id, ...readQaSettings(await this.settings.readDocument(shop, QA_SETTINGS_DOCUMENT)) };
  }
}
