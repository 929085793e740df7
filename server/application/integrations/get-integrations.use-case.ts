import { type IntegrationsAnswer } from '../../../src/contracts/integrations.contract';
import { INTEGRATIONS, type IntegrationKey } from '../../../src/domain/integrations/integrations';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type IntegrationStatusSource } from './integration-status-source.port';

/** One status source per integration of the registry: the typecheck names one left out. */
export type IntegrationStatusSources = Readonly<Record<IntegrationKey, IntegrationStatusSource>>;

/** get_integrations: every integration's state for the signed-in shop, in the index's order (docs/product/integrations.md). */
export class GetIntegrationsUseCase {
  constructor(private readonly sources: IntegrationStatusSources) {}

  async execute(shop: AuthenticatedShop): Promise<IntegrationsAnswer> {
    const integrations = await Promise.all(
      INTEGRATIONS.map(async ({ key, path }) => ({ key, path, state: await this.sources[key].state(shop) })),
    );
    return { integrations };
  }
}
