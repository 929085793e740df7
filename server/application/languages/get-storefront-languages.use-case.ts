import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type StorefrontLanguage } from '../../../src/contracts/languages.contract';
import { type StorefrontLanguages } from './storefront-languages.port';

/** get_shop_availiable_langs: the primary language first. */
export class GetStorefrontLanguagesUseCase {
  constructor(private readonly languages: StorefrontLanguages) {}

  async execute(shop: AuthenticatedShop): Promise<readonly StorefrontLanguage[]> {
    const languages = await this.languages.list(shop);
    return [...languages].sort((a, b) => Number(b.primary) - Number(a.primary));
  }
}
