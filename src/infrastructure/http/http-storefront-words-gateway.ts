import { type StorefrontWordsGateway } from '../../application/display/storefront-words-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { getSelfDefinedWords, getStorefrontLanguages, saveSelfDefinedWords, type StorefrontLanguage } from '../../contracts/languages.contract';
import { getStorefrontWordDefaults, type StorefrontWordDefaultsAnswer } from '../../contracts/storefront-words.contract';
import { primaryStorefrontLanguage } from '../../domain/i18n/storefront-locale';
import { readJsonRecord } from '../../domain/shared/server-values';
import { KeptAnswers } from '../cache/kept-answers';

type Words = Readonly<Record<string, string>>;

/**
 * The storefront words calls of the admin API, through their contracts. The language list and the
 * words (defaults and the merchant's) are fetched once per language and kept for the page's life;
 * a save keeps what it saved.
 */
export class HttpStorefrontWordsGateway implements StorefrontWordsGateway {
  private readonly keptDefaults = new KeptAnswers<StorefrontWordDefaultsAnswer>();
  private readonly keptLanguages = new KeptAnswers<readonly StorefrontLanguage[]>();
  private readonly keptWords = new KeptAnswers<Words>();

  constructor(private readonly client: ContractClient) {}

  defaults(lang: string): Promise<StorefrontWordDefaultsAnswer> {
    return this.keptDefaults.get(lang, () => this.client.call(getStorefrontWordDefaults, { lang }));
  }

  async primaryLanguage(): Promise<string> {
    const languages = await this.keptLanguages.get('storefront', () => this.client.call(getStorefrontLanguages, {}));
    return primaryStorefrontLanguage(languages)?.locale ?? 'en';
  }

  words(lang: string): Promise<Words> {
    return this.keptWords.get(lang, async () => {
      const stored = readJsonRecord((await this.client.call(getSelfDefinedWords, { lang })).json_data) ?? {};
      return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    });
  }

  async save(lang: string, words: Words): Promise<void> {
    await this.client.call(saveSelfDefinedWords, { lang, json_data: JSON.stringify(words) });
    this.keptWords.keep(lang, { ...words });
  }
}
