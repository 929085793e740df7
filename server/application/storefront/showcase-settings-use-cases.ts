import { type CardCarouselStatus } from '../../../src/contracts/showcase-widgets.contract';
import { FLAG_OFF, FLAG_ON, isFlagOn } from '../../../src/domain/shop/flag-value';
import { type BuyersShowSettings, type CardCarouselSettings } from '../../../src/domain/storefront/showcase-settings';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type BuildShowcase } from './build-showcase';
import { definedOnly } from '../../../src/domain/storefront/settings-document';
import { mergeAndQueue, saveSettingsDocument, type WidgetSettingsWrites } from './settings-document-writes';
import { BUYERS_SHOW_SETTINGS_DOCUMENT, CARD_CAROUSEL_SETTINGS_DOCUMENT, readBuyersShowSettings, readCardCarouselSettings } from './showcase-settings-store';

/**
 * get_buyers_show_settings / save_buyers_show_settings, get_card_carousel_setting /
 * save_card_carousel_setting and get_card_carousel_status (docs/product/storefront.md#showcase).
 * A save queues the shop's storefront data (settings and showcase) in its transaction: the
 * shop_documents trigger (migration 0008) knows only the reviews widget's, the form's and Q&A's kinds.
 */
export class ShowcaseSettingsUseCases {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly writes: Transactions<WidgetSettingsWrites>,
    private readonly shops: ShopRepository,
    private readonly showcase: BuildShowcase,
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

  /** Also records the carousel's switch where /api/user/info reads it (is_card_carousel_active). */
  async saveCardCarousel(shop: AuthenticatedShop, changes: Partial<CardCarouselSettings>): Promise<CardCarouselSettings> {
    const fields = definedOnly(changes);
    return this.writes.run(async (writes) => {
      await mergeAndQueue(writes, shop, [[CARD_CAROUSEL_SETTINGS_DOCUMENT, fields]]);
      const { settings } = writes;
      const saved = await readCardCarouselSettings(settings, shop);
      await settings.writeEntries(shop, 'widget_status', { is_card_carousel_active: isFlagOn(saved.is_active) ? FLAG_ON : FLAG_OFF });
      return saved;
    });
  }

  async cardCarouselStatus(shop: AuthenticatedShop): Promise<CardCarouselStatus> {
    const [record, settings, showcase] = await Promise.all([this.shops.get(shop), this.cardCarousel(shop), this.showcase.execute(shop)]);
    if (!record) throw notFound('shop');
    return {
      is_card_carousel_active: isFlagOn(settings.is_active) ? 1 : 0,
      is_activate_home_reviews: isFlagOn(settings.is_activate_home_reviews) ? 1 : 0,
      reviews_shown: showcase.card_carousel.length,
      url: `https://${record.domain}/admin/themes/current/editor?template=index`,
    };
  }
}
