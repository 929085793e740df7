import { type ShowcaseGateway } from '../../application/display/showcase-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import {
  getBuyersShowSettings,
  getCardCarouselSettings,
  saveBuyersShowSettings,
  saveCardCarouselSettings,
} from '../../contracts/showcase-widgets.contract';
import { previewWidget } from '../../contracts/widget-settings.contract';
import { type BuyersShowSettings, type CardCarouselSettings } from '../../domain/storefront/showcase-settings';

/** The showcase widgets' calls of the admin API, through their contracts. */
export class HttpShowcaseGateway implements ShowcaseGateway {
  constructor(private readonly client: ContractClient) {}

  buyersShow(): Promise<BuyersShowSettings> {
    return this.client.call(getBuyersShowSettings, {});
  }

  saveBuyersShow(changes: Partial<BuyersShowSettings>): Promise<BuyersShowSettings> {
    return this.client.call(saveBuyersShowSettings, changes);
  }

  cardCarousel(): Promise<CardCarouselSettings> {
    return this.client.call(getCardCarouselSettings, {});
  }

  saveCardCarousel(changes: Partial<CardCarouselSettings>): Promise<CardCarouselSettings> {
    return this.client.call(saveCardCarouselSettings, changes);
  }

  async previewBuyersShow(settings: BuyersShowSettings): Promise<string> {
    const { id: _id, ...draft } = settings;
    return (await this.client.call(previewWidget, { widget: 'buyers-show', settings: {}, buyers_show: draft })).html;
  }

  async previewCardCarousel(settings: CardCarouselSettings): Promise<string> {
    return (await this.client.call(previewWidget, { widget: 'card-carousel', settings: {}, card_carousel: { ...settings } })).html;
  }
}
