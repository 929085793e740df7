import { inject, injectable } from 'inversify';
import { saveShopConfig } from '../../contracts/shop-config.contract';
import { GUIDE_DISCOUNT_VIEWED_FLAG } from '../../domain/guide/guide-steps';
import { FLAG_ON } from '../../domain/shop/flag-value';
import { type ContractClient } from '../http/contract-client.port';
import { TOKENS } from '../tokens';

/** The setup guide's step 4, "discount viewed": opening /collect/discount ticks it (docs/product/setup-guide.md#steps). */
@injectable()
export class MarkGuideDiscountViewedUseCase {
  constructor(@inject(TOKENS.ContractClient) private readonly client: ContractClient) {}

  async execute(): Promise<void> {
    await this.client.call(saveShopConfig, { [GUIDE_DISCOUNT_VIEWED_FLAG]: FLAG_ON });
  }
}
