import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { invalidInput } from '../shared/app-error';
import { type SelfDefinedWordsAnswer } from '../../../src/contracts/languages.contract';
import { findStorefrontWordProblem } from '../../../src/domain/storefront/storefront-words';
import { type GetSelfDefinedWordsUseCase } from './get-self-defined-words.use-case';
import { selfDefinedWordsDocument, type SelfDefinedWords } from './self-defined-words';
import { type StorefrontWordCatalog } from './storefront-word-catalog.port';
import { type ShopSyncQueue } from '../shared/shop-sync-queue.port';

/**
 * Replaces the language's words with the checked set: a key left out is removed. Each key must be
 * a text of the extension and use only its placeholders (422 naming the key); the save queues the
 * shop's storefront sync, which writes them to the storefront.
 */
export class SaveSelfDefinedWordsUseCase {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly getSelfDefinedWords: GetSelfDefinedWordsUseCase,
    private readonly catalog: StorefrontWordCatalog,
    private readonly syncQueue: ShopSyncQueue,
  ) {}

  async execute(shop: AuthenticatedShop, locale: string, words: SelfDefinedWords): Promise<SelfDefinedWordsAnswer> {
    const problem = findStorefrontWordProblem(words, this.catalog.defaults(locale));
    if (problem) throw invalidInput(`json_data.${problem.key}`, problem.message);
    await this.settings.writeDocument(shop, selfDefinedWordsDocument(locale), words);
    await this.syncQueue.queueShop(shop.id);
    return this.getSelfDefinedWords.execute(shop, locale);
  }
}
