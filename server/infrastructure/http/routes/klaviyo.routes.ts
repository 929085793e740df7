import { connectKlaviyo, disconnectKlaviyo, getKlaviyo, setKlaviyoEvents } from '../../../../src/contracts/klaviyo.contract';
import { type KlaviyoUseCases } from '../../../application/klaviyo/klaviyo-use-cases';
import { ContractRoutes } from '../contract-routes';

/** /integrated/klaviyo's endpoints (docs/product/klaviyo.md); mounted at /api/v1/admin behind authentication. */
export function klaviyoRoutes(useCases: KlaviyoUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getKlaviyo, (_request, c) => useCases.settings(c.get('shop')))
    .serve(connectKlaviyo, ({ api_key }, c) => useCases.connect(c.get('shop'), api_key))
    .serve(disconnectKlaviyo, (_request, c) => useCases.disconnect(c.get('shop')))
    .serve(setKlaviyoEvents, ({ events }, c) => useCases.setEvents(c.get('shop'), events)).router;
}
