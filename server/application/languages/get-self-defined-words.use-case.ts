import { type SelfDefinedWordsAnswer } from '../../../src/contracts/languages.contract';
import { isPlainRecord } from '../../../src/domain/shared/server-values';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { EMPTY_WORDS_JSON, selfDefinedWordsDocument } from './self-defined-words';

export class GetSelfDefinedWordsUseCase {
  constructor(private readonly settings: SettingsRepository) {}

  async execute(shop: AuthenticatedShop, locale: string): Promise<SelfDefinedWordsAnswer> {
    const stored = await this.settings.readDocument(shop, selfDefinedWordsDocument(locale));
    return { lang: locale, json_data: isPlainRecord(stored) ? JSON.stringify(stored) : EMPTY_WORDS_JSON };
  }
}
