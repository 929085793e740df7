import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** What shoppers read of a published review, to translate: the reply only when it is published. */
export interface TranslatableReview {
  readonly id: number;
  /** The language it was written in; '' when unknown. */
  readonly language: string;
  readonly title: string;
  readonly body: string;
  readonly replyBody: string | null;
}

/** A review kept in one language, with the hash of the words it was translated from. */
export interface KeptReviewTranslation {
  readonly reviewId: number;
  readonly sourceHash: string;
  readonly sourceLanguage: string;
  readonly title: string;
  readonly body: string;
  readonly replyBody: string | null;
}

/** The shop's published reviews' words and their kept translations (docs/product/storefront.md#translation). */
export interface ReviewTranslationRepository {
  /** Those of `ids` that are the shop's published reviews; others are left out. */
  publishedWords(shop: AuthenticatedShop, ids: readonly number[]): Promise<readonly TranslatableReview[]>;
  kept(shop: AuthenticatedShop, ids: readonly number[], targetLanguage: string): Promise<readonly KeptReviewTranslation[]>;
  /** Keeps each translation, replacing one of the same review and language. */
  keep(shop: AuthenticatedShop, targetLanguage: string, translations: readonly KeptReviewTranslation[]): Promise<void>;
}
