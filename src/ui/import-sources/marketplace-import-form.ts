import { makeAutoObservable } from 'mobx';
import { DEFAULT_MARKETPLACE_IMPORT_OPTIONS, MAX_MARKETPLACE_REVIEWS, type MarketplaceImportOptions } from '../../domain/import/marketplace-import';

export interface PickedProduct {
  readonly id: string;
  readonly title: string;
}

/** The product the reviews go to and the merchant's options: both marketplace screens' form. */
export class MarketplaceImportForm {
  product: PickedProduct | null = null;
  options: MarketplaceImportOptions = DEFAULT_MARKETPLACE_IMPORT_OPTIONS;
  /** The max reviews field as typed. */
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
    this.options = { ...this.options, minRating: Math.min(5, Math.max(1, Number(value) || 1)) };
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

  /** The typed maximum, when it is a whole number from 1 to MAX_MARKETPLACE_REVIEWS. */
  get maxReviews(): number | null {
    const value = Number(this.maxReviewsText);
    return /^\d+$/.test(this.maxReviewsText.trim()) && value >= 1 && value <= MAX_MARKETPLACE_REVIEWS ? value : null;
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
