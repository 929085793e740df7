/**
 * A storefront locale code in BCP-47 shape: a language, an optional script and an optional
 * region ('en', 'pt-BR', 'zh-Hant-TW', 'es-419'). Extensions and private-use tags are refused.
 */
const STOREFRONT_LOCALE_PATTERN = /^[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?$/i;

/** The code in canonical case ('PT-br' → 'pt-BR'), so one language is stored once; else undefined. */
export function parseStorefrontLocale(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !STOREFRONT_LOCALE_PATTERN.test(raw)) return undefined;
  try {
    return Intl.getCanonicalLocales(raw)[0];
  } catch {
    return undefined;
  }
}

/** The shop's primary storefront language among its published ones: the one marked primary, else the first. */
export function primaryStorefrontLanguage<T extends { readonly primary: boolean }>(languages: readonly T[]): T | undefined {
  return languages.find((language) => language.primary) ?? languages[0];
}
