import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type SelfDefinedWordsAnswer } from '../../../src/contracts/languages.contract';
import { type GetSelfDefinedWordsUseCase } from './get-self-defined-words.use-case';
import { selfDefinedWordsDocument, type SelfDefinedWords } from './self-defined-words';

/** Replaces the language's words with the checked set: a key left out is removed. */
export class SaveSelfDefinedWordsUseCase {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly getSelfDefinedWords: GetSelfDefinedWordsUseCase,
  ) {}

  async execute(shop: AuthenticatedShop, locale: string, words: SelfDefinedWords): Promise<SelfDefinedWordsAnswer> {
    await this.settings.writeDocument(shop, selfDefinedWordsDocument(locale), words);
    return this.getSelfDefinedWords.execute(shop, locale);
  }
}
