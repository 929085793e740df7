/** The admin interface languages, in the order the language dropdown lists them. */
export const ADMIN_LANGUAGES = [
  'en',
  'cs',
  'da',
  'de',
  'es',
  'fr',
  'it',
  'nl',
  'no',
  'pl',
  'pt',
  'pt-PT',
  'fi',
  'sv',
  'tr',
  'th',
  'ja',
  'zh-CN',
  'zh-TW',
  'ko',
] as const;

export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: AdminLanguage = 'en';

export function isAdminLanguage(value: unknown): value is AdminLanguage {
  return typeof value === 'string' && (ADMIN_LANGUAGES as readonly string[]).includes(value);
}

const NORWEGIAN_LANGUAGES: readonly string[] = ['no', 'nb', 'nn'];
const TRADITIONAL_CHINESE_REGIONS: readonly string[] = ['tw', 'hk', 'mo'];
const TRADITIONAL_CHINESE_SCRIPT = 'hant';
const SIMPLIFIED_CHINESE_SCRIPT = 'hans';
const EUROPEAN_PORTUGUESE_REGION = 'pt';

/** The script decides when given (zh-Hans-HK is simplified); otherwise TW, HK and MO mean traditional. */
function resolveChinese(subtags: readonly string[]): AdminLanguage {
  if (subtags.includes(SIMPLIFIED_CHINESE_SCRIPT)) return 'zh-CN';
  if (subtags.includes(TRADITIONAL_CHINESE_SCRIPT)) return 'zh-TW';
  return subtags.some((tag) => TRADITIONAL_CHINESE_REGIONS.includes(tag)) ? 'zh-TW' : 'zh-CN';
}

/** Maps a language's subtags (lower case, language first) to a supported regional variant. */
function resolveVariant(language: string, subtags: readonly string[]): AdminLanguage | undefined {
  if (NORWEGIAN_LANGUAGES.includes(language)) return 'no';
  if (language === 'zh') return resolveChinese(subtags);
  if (language === 'pt') return subtags.includes(EUROPEAN_PORTUGUESE_REGION) ? 'pt-PT' : 'pt';
  return undefined;
}

/**
 * The interface language for a user setting (e.g. backend_lang or a browser locale).
 * Case and '_' vs '-' are ignored; a regional variant maps to its supported language
 * ('de-AT' → de, 'nb' → no, 'pt-BR' → pt, 'zh-Hant' → zh-TW); anything else is English.
 */
export function resolveAdminLanguage(setting: unknown): AdminLanguage {
  return matchAdminLanguage(setting) ?? DEFAULT_LANGUAGE;
}

/** As resolveAdminLanguage, but undefined for a language the app does not speak ('hu', 'tlh'). */
export function matchAdminLanguage(setting: unknown): AdminLanguage | undefined {
  if (typeof setting !== 'string') return undefined;
  const normalised = setting.trim().replace(/_/g, '-').toLowerCase();
  const exact = ADMIN_LANGUAGES.find((language) => language.toLowerCase() === normalised);
  if (exact !== undefined) return exact;
  const firstDash = normalised.indexOf('-');
  const language = firstDash === -1 ? normalised : normalised.slice(0, firstDash);
  const subtags = firstDash === -1 ? [] : normalised.slice(firstDash + 1).split('-');
  const variant = resolveVariant(language, subtags);
  if (variant !== undefined) return variant;
  return isAdminLanguage(language) ? language : undefined;
}
