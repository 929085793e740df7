import { isFlagOn } from '../../../src/domain/shop/flag-value';
import { formatReviewDate } from '../../../src/domain/storefront/review-date';
import { displayAuthorName, type StorefrontQuestionPage } from '../../../src/domain/storefront/storefront-review';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type StorefrontRepository } from './storefront-repository.port';
import { storefrontShopContext, type StorefrontShopContext } from './storefront-shop-context';

/** Questions the Q&A block draws from the product's metafield. */
export const QUESTIONS_ON_FIRST_PAGE = 10;

/** A product's first published questions with their published answers, as shoppers see them. */
export class BuildQuestionPage {
  constructor(
    private readonly storefront: StorefrontRepository,
    private readonly settings: SettingsRepository,
    private readonly shops: ShopRepository,
  ) {}

  /** `known`: the shop's record and settings when the caller has them (a sync round reads them once for all its products). */
  async execute(shop: AuthenticatedShop, productId: string, known?: StorefrontShopContext): Promise<StorefrontQuestionPage> {
    const [{ record, widget }, page] = await Promise.all([
      storefrontShopContext(this.shops, this.settings, shop, known),
      this.storefront.publishedQuestions(shop, productId, QUESTIONS_ON_FIRST_PAGE),
    ]);
    const anonymous = isFlagOn(widget.is_anonymous);
    const date = (instant: Date) => formatReviewDate(instant, widget.review_date_format_type, record.timeZone);
    return {
      count: page.count,
      questions: page.rows.map((row) => ({
        id: row.id,
        author: displayAuthorName(row.questionerName, anonymous),
        body: row.body,
        date_text: date(row.askedAt),
        // Answers are the shop's: shown under the name the merchant answered with.
        answers: row.answers.map((answer) => ({ author: answer.authorName, body: answer.body, date_text: date(answer.answeredAt) })),
      })),
    };
  }
}
