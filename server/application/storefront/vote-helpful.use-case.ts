import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type StorefrontWrites } from './storefront-repository.port';

/** POST /proxy/vote_helpful: a second vote from the same browser changes nothing. */
export class VoteHelpfulUseCase {
  constructor(private readonly writes: Transactions<StorefrontWrites>) {}

  async execute(shop: AuthenticatedShop, request: { readonly review_id: number; readonly voter: string }): Promise<{ readonly helpful: number }> {
    const helpful = await this.writes.run(({ storefront }) => storefront.voteHelpful(shop, request.review_id, request.voter));
    if (helpful === null) throw notFound(`review ${request.review_id}`);
    return { helpful };
  }
}
