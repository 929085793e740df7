import { type IntegrationState } from '../../../src/domain/integrations/integrations';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** Where one shop stands with one integration (get_integrations, docs/product/integrations.md). */
export interface IntegrationStatusSource {
  state(shop: AuthenticatedShop): Promise<IntegrationState>;
}
