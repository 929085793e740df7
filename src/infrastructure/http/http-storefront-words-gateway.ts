import { type StorefrontWordsGateway } from '../../application/display/storefront-words-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { getSelfDefinedWords, getStorefrontLanguages, saveSelfDefinedWords } from '../../contracts/languages.contract';
import { getStorefrontWordDefaults, type StorefrontWordDefaultsAnswer } from '../../contracts/storefront-words.contract';
import { readJsonRecord } from '../../domain/shared/server-values';

/** The storefront words calls of the admin API, through their contracts. */
export class HttpStorefrontWordsGateway implements StorefrontWordsGateway {
  constructor(private readonly client: ContractClient) {}

  defaults(lang: string): Promise<StorefrontWordDefaultsAnswer> {
    return this.client.call(getStorefrontWordDefaults, { lang });
  }

  async primaryLanguage(): Promise<string> {
    const languages = await this.client.call(getStorefrontLanguages, {});
    return (languages.find((language) => language.primary) ?? languages[0])?.locale ?? 'en';
  }

  async words(lang: string): Promise<Readonly<Record<string, string>>> {
    const stored = readJsonRecord((await this.client.call(getSelfDefinedWords, { lang })).json_data) ?? {};
    return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }

  async save(lang: string, words: Readonly<Record<string, string>>): Promise<void> {
    await this.client.call(saveSelfDefinedWords, { lang, json_data: JSON.stringify(words) });
  }
}
