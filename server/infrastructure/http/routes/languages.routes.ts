import { getSelfDefinedWords, getStorefrontLanguages, saveSelfDefinedWords } from '../../../../src/contracts/languages.contract';
import { getStorefrontWordDefaults } from '../../../../src/contracts/storefront-words.contract';
import { type GetSelfDefinedWordsUseCase } from '../../../application/languages/get-self-defined-words.use-case';
import { type GetStorefrontLanguagesUseCase } from '../../../application/languages/get-storefront-languages.use-case';
import { type GetStorefrontWordDefaultsUseCase } from '../../../application/languages/get-storefront-word-defaults.use-case';
import { type SaveSelfDefinedWordsUseCase } from '../../../application/languages/save-self-defined-words.use-case';
import { ContractRoutes } from '../contract-routes';

export interface LanguagesUseCases {
  readonly getStorefrontLanguages: GetStorefrontLanguagesUseCase;
  readonly getSelfDefinedWords: GetSelfDefinedWordsUseCase;
  readonly saveSelfDefinedWords: SaveSelfDefinedWordsUseCase;
  readonly getStorefrontWordDefaults: GetStorefrontWordDefaultsUseCase;
}

/** The storefront's languages and its own words; mounted at /api/v1/admin after authentication. */
export function languagesRoutes(useCases: LanguagesUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getStorefrontLanguages, (_request, c) => useCases.getStorefrontLanguages.execute(c.get('shop')))
    .serve(getSelfDefinedWords, ({ lang }, c) => useCases.getSelfDefinedWords.execute(c.get('shop'), lang))
    .serve(getStorefrontWordDefaults, ({ lang }) => useCases.getStorefrontWordDefaults.execute(lang))
    .serve(saveSelfDefinedWords, (body, c) => useCases.saveSelfDefinedWords.execute(c.get('shop'), body.lang, body.json_data)).router;
}
