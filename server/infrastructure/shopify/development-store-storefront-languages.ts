import { z } from 'zod';
import { type StorefrontLanguage } from '../../../src/contracts/languages.contract';
import { type StorefrontLanguages } from '../../application/languages/storefront-languages.port';
import { type SettingsRepository } from '../../application/settings/settings-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';

/** The shop_documents kind holding a development store's storefront languages. */
export const STOREFRONT_LANGUAGES_DOCUMENT = 'storefront_languages';

/** A development store sells in English until a list is stored. */
export const DEFAULT_STOREFRONT_LANGUAGES: readonly StorefrontLanguage[] = [{ locale: 'en', name: 'English', primary: true }];

const storedLanguages = z
  .array(z.object({ locale: z.string().min(1), name: z.string(), primary: z.boolean() }))
  .min(1);

/** Stands in for Shopify's published shop locales when the app runs without Shopify. */
export class DevelopmentStoreStorefrontLanguages implements StorefrontLanguages {
  constructor(private readonly settings: SettingsRepository) {}

  async list(shop: AuthenticatedShop): Promise<readonly StorefrontLanguage[]> {
    const stored = storedLanguages.safeParse(await this.settings.readDocument(shop, STOREFRONT_LANGUAGES_DOCUMENT));
    return stored.success ? stored.data : DEFAULT_STOREFRONT_LANGUAGES;
  }
}
