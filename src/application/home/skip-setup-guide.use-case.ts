import { inject, injectable } from 'inversify';
import { type SetupGuide, skipSetupGuide } from '../../contracts/setup-guide.contract';
import { type ContractClient } from '../http/contract-client.port';
import { AppSessionStore } from '../session/app-session-store';
import { TOKENS } from '../tokens';

/** "Skip guide": the next sign-in goes to the dashboard, and the guide ends now (docs/product/setup-guide.md#visibility). */
@injectable()
export class SkipSetupGuideUseCase {
  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(AppSessionStore) private readonly session: AppSessionStore,
  ) {}

  async execute(): Promise<SetupGuide> {
    const guide = await this.client.call(skipSetupGuide, {});
    this.session.setInGuide(false);
    return guide;
  }
}
