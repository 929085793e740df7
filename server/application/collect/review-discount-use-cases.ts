import { REVIEW_DISCOUNT_EXPIRY_MAX_DAYS, reviewDiscountProblems, reviewDiscountValueText, type ReviewDiscountErrorKey, type ReviewDiscountSettings, type ReviewDiscountType } from '../../../src/domain/collect/review-discount';
import { definedOnly } from '../../../src/domain/storefront/settings-document';
import { type IssuedReviewDiscountRow, type ReviewDiscountOverview, type ReviewDiscountSettingAnswer } from '../../../src/contracts/review-discount.contract';
import { type SettingsRepository, type SettingsWrites } from '../settings/settings-repository.port';
import { invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type IssuedDiscountRecord, type ReviewDiscountRepository } from './review-discount-repository.port';
import { readAllReviewDiscountSettings, readReviewDiscountSettings, reviewDiscountDocument } from './review-discount-settings';

/** The 422 messages of the domain's keys (the admin shows its own words for the same keys). */
const PROBLEM_MESSAGES: Readonly<Record<ReviewDiscountErrorKey, string>> = {
  discountValueLimit: 'a percent discount must be greater than 0 and at most 100',
  enterIntegerThanZero: 'a fixed discount must be greater than 0',
  onlyTwoDecimal: 'a fixed discount may have at most two decimals',
  expiryDaysRange: `must be a whole number from 0 to ${REVIEW_DISCOUNT_EXPIRY_MAX_DAYS}`,
};

export const ISSUED_PAGE_SIZE_DEFAULT = 20;

/** get/save_review_discount_setting and get_review_discount_overview (docs/product/collect-discount.md). */
export class ReviewDiscountUseCases {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly writes: Transactions<SettingsWrites>,
    private readonly discounts: ReviewDiscountRepository,
  ) {}

  async get(shop: AuthenticatedShop, type: ReviewDiscountType): Promise<ReviewDiscountSettingAnswer> {
    const [settings, currency] = await Promise.all([readReviewDiscountSettings(this.settings, shop, type), this.discounts.currency(shop)]);
    return { ...settings, type, currency_symbol: currency.symbol };
  }

  /** Checked as it will be stored: a value type sent alone is checked against the saved value. Nothing is written when refused. */
  async save(shop: AuthenticatedShop, type: ReviewDiscountType, changes: Partial<ReviewDiscountSettings>): Promise<ReviewDiscountSettingAnswer> {
    const sent = definedOnly(changes);
    const merged = { ...(await readReviewDiscountSettings(this.settings, shop, type)), ...sent };
    const [problem] = reviewDiscountProblems(merged);
    if (problem) throw invalidInput(problem.field, PROBLEM_MESSAGES[problem.key]);
    await this.writes.run((writes) => writes.settings.mergeDocument(shop, reviewDiscountDocument(type), sent));
    return this.get(shop, type);
  }

  async overview(shop: AuthenticatedShop, paging: { readonly page?: number | undefined; readonly page_size?: number | undefined }): Promise<ReviewDiscountOverview> {
    const page = paging.page ?? 1;
    const pageSize = paging.page_size ?? ISSUED_PAGE_SIZE_DEFAULT;
    const [settings, currency, issued] = await Promise.all([
      readAllReviewDiscountSettings(this.settings, shop),
      this.discounts.currency(shop),
      this.discounts.page(shop, { offset: (page - 1) * pageSize, limit: pageSize }),
    ]);
    return { currency_symbol: currency.symbol, settings, issued: issued.rows.map(issuedRow), issued_total: issued.total, page, page_size: pageSize };
  }
}

export function issuedRow(record: IssuedDiscountRecord): IssuedReviewDiscountRow {
  return {
    review_id: record.reviewId,
    review_type: record.reviewType,
    code: record.code,
    customer_name: record.customerName,
    customer_email: record.customerEmail,
    discount_type: record.discountType,
    discount_value: record.value,
    value_text: reviewDiscountValueText({ discount_type: record.discountType, discount_value: record.value }, record.currencySymbol),
    expires_at: record.expiresAt?.toISOString() ?? null,
    created_at: record.createdAt.toISOString(),
    status: record.status,
  };
}
