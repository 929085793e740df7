import { makeAutoObservable } from 'mobx';
import { DEFAULT_MARKETPLACE_IMPORT_OPTIONS, type MarketplaceImportOptions, parseMaxReviews } from '../../domain/import/marketplace-import';
import { MAX_RATING, MIN_RATING } from '../../domain/reviews/review-filter-codes';

export interface PickedProduct {
  readonly id: string;
  readonly title: string;
}

/** The product the reviews go to and the merchant's options: both marketplace screens' form. */
export class MarketplaceImportForm {
  product: PickedProduct | null = null;
  /** The options but the maximum, which is kept as typed (`maxReviewsText`). */
  options: Omit<MarketplaceImportOptions, 'maxReviews'> = DEFAULT_MARKETPLACE_IMPORT_OPTIONS;
  maxReviewsText = String(DEFAULT_MARKETPLACE_IMPORT_OPTIONS.maxReviews);
  pickerOpen = false;
  /** Shown once the merchant tried to go on without a product. */
  productMissing = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setPickerOpen(open: boolean): void {
    this.pickerOpen = open;
  }

  pick(product: PickedProduct | undefined): void {
    this.pickerOpen = false;
    if (!product) return;
    this.product = product;
    this.productMissing = false;
  }

  setMinRating(value: string): void {
    this.options = { ...this.options, minRating: Math.min(MAX_RATING, Math.max(MIN_RATING, Number(value) || MIN_RATING)) };
  }

  setPhotosOnly(value: boolean): void {
    this.options = { ...this.options, photosOnly: value };
  }

  setSkipWithoutText(value: boolean): void {
    this.options = { ...this.options, skipWithoutText: value };
  }

  setMaxReviews(text: string): void {
    this.maxReviewsText = text;
  }

  /** The typed maximum, when it is one (parseMaxReviews). */
  get maxReviews(): number | null {
    return parseMaxReviews(this.maxReviewsText);
  }

  /** The request's product and options, or null (and the product flagged) when the form is not complete. */
  request(): { readonly product_id: string; readonly options: { min_rating: number; photos_only: boolean; max_reviews: number; skip_without_text: boolean } } | null {
    if (!this.product) this.productMissing = true;
    const maxReviews = this.maxReviews;
    if (!this.product || maxReviews === null) return null;
    return {
      product_id: this.product.id,
      options: { min_rating: this.options.minRating, photos_only: this.options.photosOnly, max_reviews: maxReviews, skip_without_text: this.options.skipWithoutText },
    };
  }
}
