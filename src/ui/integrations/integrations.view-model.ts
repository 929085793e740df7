import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { TOKENS } from '../../application/tokens';
import { getIntegrations, type IntegrationStatus } from '../../contracts/integrations.contract';
import { findIntegration } from '../../domain/integrations/integrations';

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

  /** Integrations this build knows; one a newer server adds waits for the admin that names it. */
  get cards(): readonly IntegrationCard[] {
    return this.integrations.flatMap((integration) => {
      const known = findIntegration(integration.key);
      return known ? [{ ...integration, name: known.name }] : [];
    });
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
