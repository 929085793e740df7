import { discountMailValues } from '../collect/issue-review-discount.use-case';
import { type AdvocateRewardIssuer, type IssuedAdvocateReward } from '../collect/collect-ports.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopifyGateway } from '../shopify/shopify-gateway.port';
import { type ReferralRepository } from './referral-repository.port';
import { discountRequest } from '../shopify/discount-code-request';

/**
 * The advocate's reward code (docs/product/referrals.md#reward-e-mail), for the mail path: the code
 * the conversion claimed in its transaction is created in Shopify (idempotent by code, so a retry
 * after a crash finds the first one) and marked active, then handed over for the e-mail.
 */
export class IssueAdvocateRewardUseCase implements AdvocateRewardIssuer {
  constructor(
    private readonly referrals: ReferralRepository,
    private readonly shopify: Pick<ShopifyGateway, 'createDiscountCode'>,
  ) {}

  async issueFor(shop: AuthenticatedShop, conversionId: number): Promise<IssuedAdvocateReward | null> {
    const reward = await this.referrals.advocateReward(shop, conversionId);
    if (!reward) return null;
    if (reward.status === 'pending') {
      const { id } = await this.shopify.createDiscountCode(shop, discountRequest('Referral reward', reward));
      await this.referrals.activateReward(shop, conversionId, id);
    }
    return {
      advocateName: reward.advocateName,
      advocateLanguage: reward.advocateLocale || null,
      discount: discountMailValues(reward),
    };
  }
}
