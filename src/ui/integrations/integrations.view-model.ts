import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { TOKENS } from '../../application/tokens';
import { getIntegrations, type IntegrationStatus } from '../../contracts/integrations.contract';
import { integrationNamed } from '../../domain/integrations/integrations';

/** One card of the index: the integration's name (its own, in every language), its state and its screen. */
export interface IntegrationCard extends IntegrationStatus {
  readonly name: string;
}

/** /integrated: a card per integration with where the shop stands with it (docs/product/integrations.md). */
@injectable()
export class IntegrationsViewModel {
  integrations: readonly IntegrationStatus[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';

  constructor(@inject(TOKENS.ContractClient) private readonly client: ContractClient) {
    makeAutoObservable<this, 'client'>(this, { client: false }, { autoBind: true });
  }

  get cards(): readonly IntegrationCard[] {
    return this.integrations.map((integration) => ({ ...integration, name: integrationNamed(integration.key).name }));
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const answer = await this.client.call(getIntegrations, {});
      runInAction(() => {
        this.integrations = answer.integrations;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }
}
