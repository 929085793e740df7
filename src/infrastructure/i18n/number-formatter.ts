import { type FormatterModule } from 'i18next';

/** Values that are names, not amounts: a product's id reads as Shopify writes it, never "7.234.567". */
const IDENTIFIER_KEYS: ReadonlySet<string> = new Set(['id']);

/**
 * i18next's formatter for the admin's words: every number put into a text (a count, a rating, a
 * limit) is written the language's way with Intl.NumberFormat (German "1.234" and "4,5"), so no
 * caller has to remember to. Strings are left as they come; none of our texts names a format.
 * Needs `interpolation.alwaysFormat`, so i18next calls it for `{{count}}` as well as `{{count, number}}`.
 */
export function numberFormatter(): FormatterModule {
  const formats = new Map<string, Intl.NumberFormat>();
  const formatOf = (language: string) => {
    let format = formats.get(language);
    if (!format) {
      format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
      formats.set(language, format);
    }
    return format;
  };
  return {
    type: 'formatter',
    init: () => undefined,
    format: (value: unknown, _format, language, options) => {
      const key = (options as { interpolationkey?: string } | undefined)?.interpolationkey;
      const isAmount = typeof value === 'number' && Number.isFinite(value) && !(key !== undefined && IDENTIFIER_KEYS.has(key));
      // Anything else goes back untouched: i18next itself writes it out, or reports it missing.
      return isAmount && language !== undefined ? formatOf(language).format(value) : (value as string);
    },
    add: () => undefined,
    addCached: () => undefined,
  };
}
