import { type ReviewDiscountOverview, type ReviewDiscountSettingAnswer } from '../../contracts/review-discount.contract';
import { type ReviewDiscountSettings, type ReviewDiscountType } from '../../domain/collect/review-discount';

/** Review discounts' settings and issued codes (docs/product/collect-discount.md). A refused save rejects with an ApiError naming the field. */
export interface ReviewDiscountGateway {
  setting(type: ReviewDiscountType): Promise<ReviewDiscountSettingAnswer>;
  saveSetting(type: ReviewDiscountType, changes: Partial<ReviewDiscountSettings>): Promise<ReviewDiscountSettingAnswer>;
  /** Every kind's settings and one page (from 1) of the issued codes, newest first. */
  overview(page: number): Promise<ReviewDiscountOverview>;
}
