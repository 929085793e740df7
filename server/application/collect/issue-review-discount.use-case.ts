import { discountTemplateValues } from '../../../src/domain/validation/discount-template';
import {
  earnedDiscountType,
  REVIEW_DISCOUNT_CODE_LENGTH,
  reviewDiscountCode,
  reviewDiscountExpiry,
  reviewDiscountValueText,
} from '../../../src/domain/collect/review-discount';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type RandomNumbers } from '../shared/random-numbers';
import { discountRequest } from '../shopify/discount-code-request';
import { type ShopifyGateway } from '../shopify/shopify-gateway.port';
import { type CollectEmailContext } from './collect-email-renderer.port';
import { type IssuedReviewDiscount, type ReviewDiscountIssuer } from './collect-ports.port';
import { type IssuedDiscountRecord, type ReviewDiscountRepository } from './review-discount-repository.port';
import { readAllReviewDiscountSettings } from './review-discount-settings';


/** A loose check: an address with something on both sides of one @ (the mail path validates for real). */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * The code a published review earns (docs/product/collect-discount.md), created ONCE per review:
 *
 * 1. the review must be published and carry the customer's e-mail, else null;
 * 2. a code already claimed for it is answered (and completed in Shopify if it is still pending);
 * 3. else the kind it earns by content (never by rating) among the kinds switched on; none: null;
 * 4. the code is claimed in review_discounts as 'pending' (primary key shop_id, review_id: of two
 *    concurrent calls one inserts and both read the one row), created in Shopify (idempotent by
 *    code, so both callers may ask), then marked 'active'.
 *
 * No transaction is held while Shopify is called; a call that fails leaves the claim pending
 * and the next call (the queue's retry) completes it with the same code.
 */
export class IssueReviewDiscountUseCase implements ReviewDiscountIssuer {
  constructor(
    private readonly discounts: ReviewDiscountRepository,
    private readonly settings: SettingsRepository,
    private readonly shopify: ShopifyGateway,
    private readonly random: RandomNumbers,
    private readonly now: () => Date,
  ) {}

  async issueFor(shop: AuthenticatedShop, reviewId: number): Promise<IssuedReviewDiscount | null> {
    const review = await this.discounts.review(shop, reviewId);
    if (!review || !review.published || !EMAIL.test(review.customerEmail)) return null;
    const claimed = (await this.discounts.issued(shop, reviewId)) ?? (await this.claim(shop, review));
    if (!claimed) return null;
    if (claimed.status === 'pending') {
      const { id } = await this.shopify.createDiscountCode(shop, discountRequest('Review reward', claimed));
      await this.discounts.activate(shop, reviewId, id);
    }
    return issuedDiscount(claimed);
  }

  private async claim(shop: AuthenticatedShop, review: NonNullable<Awaited<ReturnType<ReviewDiscountRepository['review']>>>): Promise<IssuedDiscountRecord | null> {
    const settings = await readAllReviewDiscountSettings(this.settings, shop);
    const type = earnedDiscountType(review, settings);
    if (!type) return null;
    const chosen = settings[type];
    const currency = await this.discounts.currency(shop);
    const issuedAt = this.now();
    return this.discounts.claim(shop, {
      reviewId: review.id,
      reviewType: type,
      code: reviewDiscountCode(this.random(REVIEW_DISCOUNT_CODE_LENGTH)),
      discountType: chosen.discount_type,
      value: chosen.discount_value,
      currencyCode: currency.code,
      currencySymbol: currency.symbol,
      customerEmail: review.customerEmail,
      customerName: review.customerName,
      expiresAt: reviewDiscountExpiry(issuedAt, chosen.expiry_days),
      createdAt: issuedAt,
    });
  }
}

function issuedDiscount(record: IssuedDiscountRecord): IssuedReviewDiscount {
  return { ...discountMailValues(record), customerEmail: record.customerEmail, customerName: record.customerName };
}

/** An issued code as the collect e-mails show it: its value as text, the templates' amount and currency, and its end. */
export function discountMailValues(code: Pick<IssuedDiscountRecord, 'code' | 'discountType' | 'value' | 'currencySymbol' | 'expiresAt'>): NonNullable<CollectEmailContext['discount']> {
  const value = { discount_type: code.discountType, discount_value: code.value };
  return {
    code: code.code,
    valueText: reviewDiscountValueText(value, code.currencySymbol),
    ...discountTemplateValues({ type: code.discountType, amount: code.value, currencySymbol: code.currencySymbol }),
    expiresAt: code.expiresAt?.toISOString() ?? null,
  };
}
