import { getChannelwillLink, getIntegrations } from '../../../../src/contracts/integrations.contract';
import { type GetChannelwillLinkUseCase } from '../../../application/integrations/channelwill';
import { type GetIntegrationsUseCase } from '../../../application/integrations/get-integrations.use-case';
import { ContractRoutes } from '../contract-routes';

/** get_integrations and get_channelwill_link (docs/product/integrations.md); mount after authentication. */
export function integrationsRoutes(integrations: GetIntegrationsUseCase, channelwillLink: GetChannelwillLinkUseCase) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getIntegrations, (_request, c) => integrations.execute(c.get('shop')))
    .serve(getChannelwillLink, (_request, c) => channelwillLink.execute(c.get('shop'))).router;
}
