import { inject, injectable } from 'inversify';
import { FLAG_ON } from '../../domain/shop/flag-value';
import { TOKENS } from '../tokens';
import { type ShopConfigGateway } from './shop-config-gateway.port';

/** The setup guide's step 2, "customise widget clicked" (docs/product/spec-map.md §4 "Setup guide steps"). */
export const WIDGET_CUSTOMISED_GUIDE_FLAG = 'clicked_custom_reviews_widget_btn';

/**
 * docs/product/spec-map.md §4 "Settings saved vs current": saving a display or widget page sets the global guide,
 * i.e. marks the guide step "customise widget clicked" done.
 */
@injectable()
export class SetGlobalGuideUseCase {
  constructor(@inject(TOKENS.ShopConfigGateway) private readonly shopConfig: ShopConfigGateway) {}

  async execute(): Promise<void> {
    await this.shopConfig.save({ [WIDGET_CUSTOMISED_GUIDE_FLAG]: FLAG_ON });
  }
}
