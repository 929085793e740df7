import { type ValidRequestOf } from '../../../src/contracts/contract';
import { type askStorefrontQuestion } from '../../../src/contracts/storefront.contract';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { productGid } from '../shared/shopify-product-id';
import { type Transactions } from '../shared/transactions.port';
import { type StorefrontWrites } from './storefront-repository.port';

/**
 * POST /proxy/ask_question (docs/product/storefront.md#questions): stored unpublished; the
 * merchant answers and publishes it in /qa. A filled honeypot is answered alike and stored nowhere.
 */
export class AskQuestionUseCase {
  constructor(
    private readonly writes: Transactions<Pick<StorefrontWrites, 'storefront' | 'events'>>,
    private readonly now: () => Date,
  ) {}

  async execute(shop: AuthenticatedShop, request: ValidRequestOf<typeof askStorefrontQuestion>): Promise<{ readonly status: 'pending' }> {
    if (request.website !== '') return { status: 'pending' };
    const askedAt = this.now();
    await this.writes.run(async ({ storefront, events }) => {
      const id = await storefront.insertQuestion(shop, {
        productId: productGid(request.product_id),
        questionerName: request.name,
        questionerEmail: request.email,
        body: request.body,
        askedAt,
      });
      await events.queueQuestionEvent(shop, 'question.created', [id], askedAt);
    });
    return { status: 'pending' };
  }
}
