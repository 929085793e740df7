import { createHash } from 'node:crypto';
import { type ValidRequestOf } from '../../../src/contracts/contract';
import { type getReviewTranslations } from '../../../src/contracts/storefront.contract';
import { offersTranslation, reviewTranslationMode, translationLanguageOf } from '../../../src/domain/storefront/review-translation';
import { type ReviewTranslation } from '../../../src/domain/storefront/storefront-review';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { AppError } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { readReviewWidgetSettings } from '../settings/review-widget-settings-store';
import { type KeptReviewTranslation, type ReviewTranslationRepository, type TranslatableReview } from './review-translation-repository.port';
import { type ReviewTranslator } from './review-translator.port';

/** The words a translation was made from, so an edited review or reply is translated again. */
function sourceHash(review: TranslatableReview): string {
  return createHash('sha256').update(JSON.stringify([review.title, review.body, review.replyBody])).digest('base64url');
}

/**
 * GET /proxy/review_translations (docs/product/storefront.md#translation): the shop's published
 * reviews written in another language than the shopper's, in theirs. Each is translated once per
 * language and kept; only reviews not kept yet, or edited since, reach the translation service.
 */
export class TranslateReviewsUseCase {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly reviews: ReviewTranslationRepository,
    private readonly translator: ReviewTranslator,
  ) {}

  async execute(shop: AuthenticatedShop, request: ValidRequestOf<typeof getReviewTranslations>): Promise<{ readonly translations: readonly ReviewTranslation[] }> {
    const widget = await readReviewWidgetSettings(this.settings, shop);
    if (reviewTranslationMode(widget) === 'off') throw new AppError('forbidden', 'translate_enabled: this shop does not translate reviews');
    const target = translationLanguageOf(request.language)!;
    const reviews = (await this.reviews.publishedWords(shop, request.review_ids)).filter((review) => offersTranslation(review.language, target));
    if (reviews.length === 0) return { translations: [] };
    const kept = new Map((await this.reviews.kept(shop, reviews.map((review) => review.id), target)).map((row) => [row.reviewId, row]));
    const stale = reviews.filter((review) => kept.get(review.id)?.sourceHash !== sourceHash(review));
    if (stale.length > 0) {
      const fresh = await this.translateAll(stale, target);
      await this.reviews.keep(shop, target, fresh);
      for (const row of fresh) kept.set(row.reviewId, row);
    }
    return {
      translations: reviews.map((review) => {
        const row = kept.get(review.id)!;
        return { review_id: review.id, source_language: row.sourceLanguage, title: row.title, body: row.body, reply_body: row.replyBody };
      }),
    };
  }

  /** One call for every text of the reviews; empty titles and absent replies are not sent. */
  private async translateAll(reviews: readonly TranslatableReview[], target: NonNullable<ReturnType<typeof translationLanguageOf>>): Promise<KeptReviewTranslation[]> {
    const texts = reviews.flatMap((review) => [review.title, review.body, review.replyBody ?? ''].filter((text) => text.trim() !== ''));
    const translated = await this.translator.translate(texts, target);
    if (translated.length !== texts.length) throw new AppError('upstreamFailure', 'translation: the translation service answered for other texts than asked');
    let next = 0;
    const take = (text: string | null) => (text === null || text.trim() === '' ? text : translated[next++]!);
    return reviews.map((review) => ({
      reviewId: review.id,
      sourceHash: sourceHash(review),
      sourceLanguage: review.language,
      title: take(review.title) ?? '',
      body: take(review.body) ?? '',
      replyBody: take(review.replyBody),
    }));
  }
}
