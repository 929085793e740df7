import { and, eq, inArray, sql } from 'drizzle-orm';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import {
  type KeptReviewTranslation,
  type ReviewTranslationRepository,
  type TranslatableReview,
} from '../../application/storefront/review-translation-repository.port';
import { type AppDatabase } from './database';
import { reviews, reviewTranslations } from './schema';

export class DrizzleReviewTranslationRepository implements ReviewTranslationRepository {
  constructor(private readonly db: AppDatabase) {}

  async publishedWords(shop: AuthenticatedShop, ids: readonly number[]): Promise<readonly TranslatableReview[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: reviews.id, language: reviews.originalLanguage, title: reviews.title, body: reviews.body, replyBody: reviews.replyBody, replyPublished: reviews.replyPublished })
      .from(reviews)
      .where(and(eq(reviews.shopId, shop.id), inArray(reviews.id, [...ids]), eq(reviews.published, true)));
    return rows.map(({ replyPublished, replyBody, ...row }) => ({ ...row, replyBody: replyPublished ? replyBody : null }));
  }

  async kept(shop: AuthenticatedShop, ids: readonly number[], targetLanguage: string): Promise<readonly KeptReviewTranslation[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        reviewId: reviewTranslations.reviewId,
        sourceHash: reviewTranslations.sourceHash,
        sourceLanguage: reviewTranslations.sourceLanguage,
        title: reviewTranslations.title,
        body: reviewTranslations.body,
        replyBody: reviewTranslations.replyBody,
      })
      .from(reviewTranslations)
      .where(and(eq(reviewTranslations.shopId, shop.id), inArray(reviewTranslations.reviewId, [...ids]), eq(reviewTranslations.targetLanguage, targetLanguage)));
  }

  async keep(shop: AuthenticatedShop, targetLanguage: string, translations: readonly KeptReviewTranslation[]): Promise<void> {
    if (translations.length === 0) return;
    await this.db
      .insert(reviewTranslations)
      .values(translations.map((row) => ({ shopId: shop.id, targetLanguage, ...row })))
      .onConflictDoUpdate({
        target: [reviewTranslations.shopId, reviewTranslations.reviewId, reviewTranslations.targetLanguage],
        set: {
          sourceHash: sql`excluded.source_hash`,
          sourceLanguage: sql`excluded.source_language`,
          title: sql`excluded.title`,
          body: sql`excluded.body`,
          replyBody: sql`excluded.reply_body`,
          translatedAt: sql`now()`,
        },
      });
  }
}
