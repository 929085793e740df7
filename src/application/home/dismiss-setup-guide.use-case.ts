import { inject, injectable } from 'inversify';
import { saveShopConfig } from '../../contracts/shop-config.contract';
import { dismissGuideBanner, dismissSetupGuide } from '../../domain/guide/guide-visibility';
import { type ContractClient } from '../http/contract-client.port';
import { TOKENS } from '../tokens';

/** The dashboard's setup-guide card and the guide banner, each dismissed for good (docs/product/setup-guide.md#visibility). */
@injectable()
export class DismissSetupGuideUseCase {
  constructor(@inject(TOKENS.ContractClient) private readonly client: ContractClient) {}

  /** hide_setup_guide = '1': the dashboard shows no guide card. */
  async dismissCard(): Promise<void> {
    const { key, value } = dismissSetupGuide();
    await this.client.call(saveShopConfig, { [key]: value });
  }

  /** is_guide_banner = '2': no guide banner above the other screens. */
  async dismissBanner(): Promise<void> {
    const { key, value } = dismissGuideBanner();
    await this.client.call(saveShopConfig, { [key]: value });
  }
}
