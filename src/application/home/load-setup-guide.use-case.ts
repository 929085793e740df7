import { inject, injectable } from 'inversify';
import { type SetupGuide } from '../../contracts/setup-guide.contract';
import { TOKENS } from '../tokens';
import { type SetupGuideGateway } from './setup-guide-gateway.port';

/** The setup guide as the shop's real state ticks it (docs/product/setup-guide.md). */
@injectable()
export class LoadSetupGuideUseCase {
  constructor(@inject(TOKENS.SetupGuideGateway) private readonly gateway: SetupGuideGateway) {}

  execute(): Promise<SetupGuide> {
    return this.gateway.guide();
  }
}
