import { type BuyersShowSettings, type CardCarouselSettings } from '../../../src/domain/storefront/showcase-settings';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { definedOnly } from '../../../src/domain/storefront/settings-document';
import { mergeAndQueue, saveSettingsDocument, type WidgetSettingsWrites } from './settings-document-writes';
import { BUYERS_SHOW_SETTINGS_DOCUMENT, CARD_CAROUSEL_SETTINGS_DOCUMENT, readBuyersShowSettings, readCardCarouselSettings } from './showcase-settings-store';

/**
 * get_buyers_show_settings / save_buyers_show_settings and get_card_carousel_setting /
 * save_card_carousel_setting (docs/product/storefront.md#showcase).
 * A save queues the shop's storefront data (settings and showcase) in its transaction.
 */
export class ShowcaseSettingsUseCases {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly writes: Transactions<WidgetSettingsWrites>,
  ) {}

  buyersShow(shop: AuthenticatedShop): Promise<BuyersShowSettings> {
    return readBuyersShowSettings(this.settings, shop);
  }

  saveBuyersShow(shop: AuthenticatedShop, changes: Partial<BuyersShowSettings>): Promise<BuyersShowSettings> {
    // The id names the shop's one object; it is never stored.
    const { id: _id, ...fields } = definedOnly(changes);
    return saveSettingsDocument(this.writes, shop, [BUYERS_SHOW_SETTINGS_DOCUMENT, fields], (owner) => this.buyersShow(owner));
  }

  cardCarousel(shop: AuthenticatedShop): Promise<CardCarouselSettings> {
    return readCardCarouselSettings(this.settings, shop);
  }

  saveCardCarousel(shop: AuthenticatedShop, changes: Partial<CardCarouselSettings>): Promise<CardCarouselSettings> {
    const fields = definedOnly(changes);
    return this.writes.run(async (writes) => {
      await mergeAndQueue(writes, shop, [[CARD_CAROUSEL_SETTINGS_DOCUMENT, fields]]);
      return readCardCarouselSettings(writes.settings, shop);
    });
  }
}
