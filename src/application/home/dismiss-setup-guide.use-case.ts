import { inject, injectable } from 'inversify';
import { dismissGuideBanner, dismissSetupGuide } from '../../domain/guide/guide-visibility';
import { type ShopConfigGateway } from '../settings/shop-config-gateway.port';
import { TOKENS } from '../tokens';

/** The dashboard's setup-guide card and the guide banner, each dismissed for good (docs/product/setup-guide.md#visibility). */
@injectable()
export class DismissSetupGuideUseCase {
  constructor(@inject(TOKENS.ShopConfigGateway) private readonly shopConfig: ShopConfigGateway) {}

  /** hide_setup_guide = '1': the dashboard shows no guide card. */
  async dismissCard(): Promise<void> {
    const { key, value } = dismissSetupGuide();
    await this.shopConfig.save({ [key]: value });
  }

  /** is_guide_banner = '2': no guide banner above the other screens. */
  async dismissBanner(): Promise<void> {
    const { key, value } = dismissGuideBanner();
    await this.shopConfig.save({ [key]: value });
  }
}
