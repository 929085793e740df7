import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { QA_SETTINGS_DOCUMENT, type QaSettings, readQaSettings } from './qa-settings';

export class GetQaSettingsUseCase {
  constructor(private readonly settings: SettingsRepository) {}

  async execute(shop: AuthenticatedShop): Promise<QaSettings> {
    return { id: shop.id, ...readQaSettings(await this.settings.readDocument(shop, QA_SETTINGS_DOCUMENT)) };
  }
}
