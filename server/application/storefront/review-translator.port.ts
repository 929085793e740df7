import { type TranslationLanguage } from '../../../src/domain/storefront/review-translation';

/**
 * The machine translation service reviews are translated with (docs/product/storefront.md#translation).
 * Fails with AppError('upstreamFailure') when the service cannot answer or none is configured.
 */
export interface ReviewTranslator {
  /** False when this server has no translation service: the reviews widget cannot offer translation. */
  readonly available: boolean;
  /** The texts, in order, in `target`. */
  translate(texts: readonly string[], target: TranslationLanguage): Promise<readonly string[]>;
}
