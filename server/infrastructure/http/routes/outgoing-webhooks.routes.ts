import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhooks,
  resendWebhookDelivery,
  rotateWebhookSecret,
  setWebhookEndpointEnabled,
} from '../../../../src/contracts/outgoing-webhooks.contract';
import { type OutgoingWebhooksUseCases } from '../../../application/outgoing-webhooks/outgoing-webhooks-use-cases';
import { ContractRoutes } from '../contract-routes';

/** The webhook endpoints of /settings/api (docs/product/webhooks.md); mounted at /api/v1/admin behind authentication. */
export function outgoingWebhooksRoutes(useCases: OutgoingWebhooksUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getWebhooks, (_request, c) => useCases.settings(c.get('shop')))
    .serve(createWebhookEndpoint, (request, c) => useCases.create(c.get('shop'), request))
    .serve(setWebhookEndpointEnabled, ({ id, enabled }, c) => useCases.setEnabled(c.get('shop'), id, enabled))
    .serve(deleteWebhookEndpoint, ({ id }, c) => useCases.remove(c.get('shop'), id))
    .serve(rotateWebhookSecret, ({ id }, c) => useCases.rotateSecret(c.get('shop'), id))
    .serve(resendWebhookDelivery, ({ id }, c) => useCases.resend(c.get('shop'), id)).router;
}
