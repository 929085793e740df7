import { type ContractClient } from '../../application/http/contract-client.port';
import { type SetupGuideGateway } from '../../application/home/setup-guide-gateway.port';
import { enableDevelopmentThemeEmbed, getNewSetupGuide, type SetupGuide, skipSetupGuide } from '../../contracts/setup-guide.contract';

/** get_new_setup_guide, skip_setup_guide and enable_development_theme_embed through their contracts. */
export class HttpSetupGuideGateway implements SetupGuideGateway {
  constructor(private readonly client: ContractClient) {}

  guide(): Promise<SetupGuide> {
    return this.client.call(getNewSetupGuide, {});
  }

  skip(): Promise<SetupGuide> {
    return this.client.call(skipSetupGuide, {});
  }

  enableDevelopmentThemeEmbed(): Promise<SetupGuide> {
    return this.client.call(enableDevelopmentThemeEmbed, {});
  }
}
