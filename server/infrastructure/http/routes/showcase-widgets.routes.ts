import {
  getBuyersShowSettings,
  getCardCarouselSettings,
  saveBuyersShowSettings,
  saveCardCarouselSettings,
} from '../../../../src/contracts/showcase-widgets.contract';
import { type ShowcaseSettingsUseCases } from '../../../application/storefront/showcase-settings-use-cases';
import { ContractRoutes } from '../contract-routes';

/** /display/shows and /display/carousel: the buyers' show, the card carousel and home reviews (docs/product/storefront.md#showcase). */
export function showcaseWidgetsRoutes(useCases: ShowcaseSettingsUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getBuyersShowSettings, (_request, c) => useCases.buyersShow(c.get('shop')))
    .serve(saveBuyersShowSettings, (request, c) => useCases.saveBuyersShow(c.get('shop'), request))
    .serve(getCardCarouselSettings, (_request, c) => useCases.cardCarousel(c.get('shop')))
    .serve(saveCardCarouselSettings, (request, c) => useCases.saveCardCarousel(c.get('shop'), request)).router;
}
