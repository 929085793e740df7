import { type ReplyTemplate } from '../../../src/contracts/reviews.contract';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type ReviewRepository } from './review-repository.port';
import { type ReviewItem } from '../../../src/domain/reviews/review-item';

/** shop_documents kind a later issue stores the merchant's reply template under ({ template }). */
export const REPLY_TEMPLATE_DOCUMENT = 'reply_review_template';
/** Placeholders a reply template may use, filled from the review and the shop. */
export const REPLY_TEMPLATE_PLACEHOLDERS = ['author_name', 'product_title', 'rating', 'review_title', 'shop_name'] as const;

/** What follows a published reply: the update-review e-mail (docs/product/collect.md#after-a-review). */
export interface ReplyFollowUp {
  replyPublished(shop: AuthenticatedShop, reviewId: number): Promise<void>;
}

/** reply_review and delete_review_reply: the merchant's public answer to a review. */
export class ReplyReviewUseCase {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly now: () => Date,
    private readonly replied: ReplyFollowUp | null = null,
  ) {}

  /** Creates or replaces the reply; `body` is already trimmed and within MAX_REPLY_LENGTH (the reviews contract). */
  async reply(shop: AuthenticatedShop, id: number, body: string, published: boolean): Promise<ReviewItem> {
    if (!(await this.reviews.setReply(shop, id, { body, published, repliedAt: this.now() }))) throw notFound(`review ${id}`);
    if (published && this.replied) await this.replied.replyPublished(shop, id);
    return this.reload(shop, id);
  }

  async deleteReply(shop: AuthenticatedShop, id: number): Promise<ReviewItem> {
    if (!(await this.reviews.setReply(shop, id, null))) throw notFound(`review ${id}`);
    return this.reload(shop, id);
  }

  private async reload(shop: AuthenticatedShop, id: number): Promise<ReviewItem> {
    const review = await this.reviews.get(shop, id);
    if (review === null) throw notFound(`review ${id}`);
    return review;
  }
}

/**
 * get_reply_template: the shop's reply template (shop_documents `reply_review_template`,
 * `{ template: string }`) with {{placeholder}}s filled for one review; '' when none is stored.
 * Values are inserted as plain text: escaping is the renderer's job.
 */
export class GetReplyTemplateUseCase {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly settings: SettingsRepository,
    private readonly shops: ShopRepository,
  ) {}

  async execute(shop: AuthenticatedShop, id: number): Promise<ReplyTemplate> {
    const review = await this.reviews.get(shop, id);
    if (review === null) throw notFound(`review ${id}`);
    const document = await this.settings.readDocument(shop, REPLY_TEMPLATE_DOCUMENT);
    const template =
      typeof document === 'object' && document !== null && typeof (document as { template?: unknown }).template === 'string'
        ? (document as { template: string }).template
        : '';
    if (template === '') return { template: '' };
    const record = await this.shops.get(shop);
    const values: Readonly<Record<(typeof REPLY_TEMPLATE_PLACEHOLDERS)[number], string>> = {
      author_name: review.author_name,
      product_title: review.product_title,
      rating: String(review.rating),
      review_title: review.title,
      shop_name: record?.name ?? '',
    };
    return {
      template: template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) =>
        Object.hasOwn(values, name) ? values[name as keyof typeof values] : whole,
      ),
    };
  }
}
