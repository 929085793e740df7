import { isPlainRecord } from '../../../src/domain/shared/server-values';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { EMPTY_WORDS_JSON, selfDefinedWordsDocument } from './self-defined-words';

export interface SelfDefinedWordsResponse {
  /** The storefront locale, canonical case. */
  readonly lang: string;
  /** The words as a JSON object string (spec §7: json_data string). */
  readonly json_data: string;
}

export class GetSelfDefinedWordsUseCase {
  constructor(private readonly settings: SettingsRepository) {}

  async execute(shop: AuthenticatedShop, locale: string): Promise<SelfDefinedWordsResponse> {
    const stored = await this.settings.readDocument(shop, selfDefinedWordsDocument(locale));
    return { lang: locale, json_data: isPlainRecord(stored) ? JSON.stringify(stored) : EMPTY_WORDS_JSON };
  }
}
