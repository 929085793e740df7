import { type ReviewDiscountGateway } from '../../application/collect/review-discount-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import {
  getReviewDiscountOverview,
  getReviewDiscountSetting,
  saveReviewDiscountSetting,
  type ReviewDiscountOverview,
  type ReviewDiscountSettingAnswer,
} from '../../contracts/review-discount.contract';
import { type ReviewDiscountSettings, type ReviewDiscountType } from '../../domain/collect/review-discount';

/** Review discounts' calls of the admin API, through their contracts. */
export class HttpReviewDiscountGateway implements ReviewDiscountGateway {
  constructor(private readonly client: ContractClient) {}

  setting(type: ReviewDiscountType): Promise<ReviewDiscountSettingAnswer> {
    return this.client.call(getReviewDiscountSetting, { type });
  }

  saveSetting(type: ReviewDiscountType, changes: Partial<ReviewDiscountSettings>): Promise<ReviewDiscountSettingAnswer> {
    return this.client.call(saveReviewDiscountSetting, { type, ...changes });
  }

  overview(page: number): Promise<ReviewDiscountOverview> {
    return this.client.call(getReviewDiscountOverview, { page });
  }
}
