import { inject, injectable } from 'inversify';
import { type SetupGuide } from '../../contracts/setup-guide.contract';
import { AppSessionStore } from '../session/app-session-store';
import { TOKENS } from '../tokens';
import { type SetupGuideGateway } from './setup-guide-gateway.port';

/** "Skip guide": the next sign-in goes to the dashboard, and the guide ends now (docs/product/setup-guide.md#visibility). */
@injectable()
export class SkipSetupGuideUseCase {
  constructor(
    @inject(TOKENS.SetupGuideGateway) private readonly gateway: SetupGuideGateway,
    @inject(AppSessionStore) private readonly session: AppSessionStore,
  ) {}

  async execute(): Promise<SetupGuide> {
    const guide = await this.gateway.skip();
    this.session.setInGuide(false);
    return guide;
  }
}
