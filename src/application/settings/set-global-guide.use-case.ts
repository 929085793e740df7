import { inject, injectable } from 'inversify';
import { saveShopConfig } from '../../contracts/shop-config.contract';
import { FLAG_ON } from '../../domain/shop/flag-value';
import { type ContractClient } from '../http/contract-client.port';
import { TOKENS } from '../tokens';

/** The setup guide's step 2, "customise widget clicked" (docs/product/spec-map.md §4 "Setup guide steps"). */
export const WIDGET_CUSTOMISED_GUIDE_FLAG = 'clicked_custom_reviews_widget_btn';

/**
 * docs/product/spec-map.md §4 "Settings saved vs current": saving a display or widget page sets the global guide,
 * i.e. marks the guide step "customise widget clicked" done.
 */
@injectable()
export class SetGlobalGuideUseCase {
  constructor(@inject(TOKENS.ContractClient) private readonly client: ContractClient) {}

  async execute(): Promise<void> {
    await this.client.call(saveShopConfig, { [WIDGET_CUSTOMISED_GUIDE_FLAG]: FLAG_ON });
  }
}
