import { type AdminLanguage, DEFAULT_LANGUAGE, resolveAdminLanguage } from './languages';

/** A quality above this is "acceptable" (RFC 9110 §12.5.4: q=0 means not acceptable). */
const NOT_ACCEPTABLE = 0;

/** Language tags of an Accept-Language header, most preferred first (q-values, then order). */
export function acceptedLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
      const q = quality === undefined ? 1 : Number(quality.slice(2));
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : NOT_ACCEPTABLE, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > NOT_ACCEPTABLE)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The first of our 20 languages the header accepts ('de-AT' → de, 'pt-BR' → pt, 'nb' → no),
 * else English.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): AdminLanguage {
  for (const tag of acceptedLanguageTags(header)) {
    const language = resolveAdminLanguage(tag);
    const base = tag.toLowerCase().split(/[-_]/)[0];
    // resolveAdminLanguage answers English for anything unknown: only a real English tag means English.
    if (language !== DEFAULT_LANGUAGE || base === DEFAULT_LANGUAGE) return language;
  }
  return DEFAULT_LANGUAGE;
}
