import { type TranslationLanguage } from '../../../src/domain/storefront/review-translation';
import { AppError } from '../../application/shared/app-error';
import { type ReviewTranslator } from '../../application/storefront/review-translator.port';

/** DeepL takes at most 50 texts per request. */
const TEXTS_PER_REQUEST = 50;
const REQUEST_TIMEOUT_MS = 10_000;

/** DeepL's target language codes: English and Portuguese by variant, Chinese by script. */
const DEEPL_TARGET: Record<TranslationLanguage, string> = {
  en: 'EN-US',
  cs: 'CS',
  da: 'DA',
  de: 'DE',
  es: 'ES',
  fr: 'FR',
  it: 'IT',
  nl: 'NL',
  no: 'NB',
  pl: 'PL',
  pt: 'PT-BR',
  'pt-PT': 'PT-PT',
  fi: 'FI',
  sv: 'SV',
  tr: 'TR',
  th: 'TH',
  ja: 'JA',
  'zh-CN': 'ZH-HANS',
  'zh-TW': 'ZH-HANT',
  ko: 'KO',
};

interface DeepLAnswer {
  readonly translations?: readonly { readonly text?: string }[];
}

/**
 * Reviews translated by DeepL's API (POST /v2/translate, https://developers.deepl.com/docs/api-reference/translate):
 * DEEPL_AUTH_KEY, and DEEPL_API_URL for the paid plan's address or a test server.
 */
export class DeepLReviewTranslator implements ReviewTranslator {
  readonly available = true;

  constructor(
    private readonly authKey: string,
    /** https://api-free.deepl.com for a free key, https://api.deepl.com for a paid one. */
    private readonly apiUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async translate(texts: readonly string[], target: TranslationLanguage): Promise<readonly string[]> {
    const results: string[] = [];
    for (let start = 0; start < texts.length; start += TEXTS_PER_REQUEST) {
      results.push(...(await this.request(texts.slice(start, start + TEXTS_PER_REQUEST), target)));
    }
    return results;
  }

  private async request(texts: readonly string[], target: TranslationLanguage): Promise<readonly string[]> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.apiUrl.replace(/\/+$/, '')}/v2/translate`, {
        method: 'POST',
        headers: { Authorization: `DeepL-Auth-Key ${this.authKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: texts, target_lang: DEEPL_TARGET[target] }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new AppError('upstreamFailure', 'translation: the translation service could not be reached');
    }
    if (response.status === 429 || response.status === 456) {
      throw new AppError('upstreamFailure', 'translation: the translation service is busy or out of quota; try again later');
    }
    if (!response.ok) throw new AppError('upstreamFailure', `translation: the translation service answered ${response.status}`);
    const answer = (await response.json().catch(() => null)) as DeepLAnswer | null;
    const translations = answer?.translations ?? [];
    if (translations.length !== texts.length || translations.some((item) => typeof item.text !== 'string')) {
      throw new AppError('upstreamFailure', 'translation: the translation service answered for other texts than asked');
    }
    return translations.map((item) => item.text!);
  }
}

/** No translation service configured (no DEEPL_AUTH_KEY): translation is not offered. */
export class UnavailableReviewTranslator implements ReviewTranslator {
  readonly available = false;

  translate(): Promise<readonly string[]> {
    return Promise.reject(new AppError('upstreamFailure', 'translation: review translation is not available on this server'));
  }
}
