import { type IntegrationState } from '../../../src/domain/integrations/integrations';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** Where one shop stands with one integration (get_integrations, docs/product/integrations.md). */
export interface IntegrationStatusSource {
  state(shop: AuthenticatedShop): Promise<IntegrationState>;
}

/**
 * The status of an integration whose own source is not built yet: every shop is `not_connected`.
 * Replaced by the integration's real source in server/composition/integrations.ts.
 */
export const NOT_CONNECTED_YET: IntegrationStatusSource = {
  state: () => Promise.resolve('not_connected'),
};
