import { type FeedbackBoardAnswer } from '../../../src/contracts/feedback-board.contract';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type FeedbackBoard } from './feedback-board.port';
import { type ShopRepository } from './shop-repository.port';

/**
 * get_feedback_board: the board's address signed for the shop's owner, or that no board is
 * configured (docs/product/settings.md#feature-requests).
 */
export class GetFeedbackBoardUseCase {
  constructor(
    private readonly shops: ShopRepository,
    private readonly board: FeedbackBoard | null,
  ) {}

  async execute(shop: AuthenticatedShop): Promise<FeedbackBoardAnswer> {
    if (this.board === null) return { configured: false };
    const record = await this.shops.findById(shop.id);
    if (record === null) throw notFound('shop');
    const signed = await this.board.signedAddress({
      id: record.domain,
      email: record.email,
      name: record.owner || record.name,
    });
    return { configured: true, url: signed.url, expires_at: signed.expiresAt.toISOString() };
  }
}
