import { inject, injectable } from 'inversify';
import { type SetupGuide } from '../../contracts/setup-guide.contract';
import { TOKENS } from '../tokens';
import { type SetupGuideGateway } from './setup-guide-gateway.port';

/** Development store mode has no theme editor: step 1 switches the app embed on here instead. */
@injectable()
export class EnableDevelopmentThemeEmbedUseCase {
  constructor(@inject(TOKENS.SetupGuideGateway) private readonly gateway: SetupGuideGateway) {}

  execute(): Promise<SetupGuide> {
    return this.gateway.enableDevelopmentThemeEmbed();
  }
}
