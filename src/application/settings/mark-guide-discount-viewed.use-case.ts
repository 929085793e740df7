import { inject, injectable } from 'inversify';
import { GUIDE_DISCOUNT_VIEWED_FLAG } from '../../domain/guide/guide-steps';
import { FLAG_ON } from '../../domain/shop/flag-value';
import { TOKENS } from '../tokens';
import { type ShopConfigGateway } from './shop-config-gateway.port';

/** The setup guide's step 4, "discount viewed": opening /collect/discount ticks it (docs/product/setup-guide.md#steps). */
@injectable()
export class MarkGuideDiscountViewedUseCase {
  constructor(@inject(TOKENS.ShopConfigGateway) private readonly shopConfig: ShopConfigGateway) {}

  async execute(): Promise<void> {
    await this.shopConfig.save({ [GUIDE_DISCOUNT_VIEWED_FLAG]: FLAG_ON });
  }
}
