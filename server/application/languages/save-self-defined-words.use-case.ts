import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { invalidInput } from '../shared/app-error';
import { type SelfDefinedWordsAnswer } from '../../../src/contracts/languages.contract';
import { findStorefrontWordProblem } from '../../../src/domain/storefront/storefront-words';
import { type GetSelfDefinedWordsUseCase } from './get-self-defined-words.use-case';
import { selfDefinedWordsDocument, type SelfDefinedWords } from './self-defined-words';
import { type StorefrontWordCatalog } from './storefront-word-catalog.port';
import { type ShopSyncQueue } from '../shared/shop-sync-queue.port';
import { queueStorefrontChange } from '../shared/storefront-changes';
import { type Transactions } from '../shared/transactions.port';

/** What a words save writes in its transaction: the words, and the storefront sync they call for. */
export interface StorefrontWordsWrites {
  readonly settings: SettingsRepository;
  readonly queue: ShopSyncQueue;
}

/**
 * Replaces the language's words with the checked set: a key left out is removed. Each key must be
 * a text of the extension and use only its placeholders (422 naming the key); the save queues the
 * shop's storefront sync in its transaction, which writes them to the storefront.
 */
export class SaveSelfDefinedWordsUseCase {
  constructor(
    private readonly writes: Transactions<StorefrontWordsWrites>,
    private readonly getSelfDefinedWords: GetSelfDefinedWordsUseCase,
    private readonly catalog: StorefrontWordCatalog,
  ) {}

  async execute(shop: AuthenticatedShop, locale: string, words: SelfDefinedWords): Promise<SelfDefinedWordsAnswer> {
    const problem = findStorefrontWordProblem(words, this.catalog.defaults(locale));
    if (problem) throw invalidInput(`json_data.${problem.key}`, problem.message);
    await this.writes.run(async ({ settings, queue }) => {
      await settings.writeDocument(shop, selfDefinedWordsDocument(locale), words);
      await queueStorefrontChange(queue, shop.id, { kind: 'words' });
    });
    return this.getSelfDefinedWords.execute(shop, locale);
  }
}
