import {
  buyersShowSettingsFrom,
  cardCarouselSettingsFrom,
  type BuyersShowSettings,
  type CardCarouselSettings,
} from '../../../src/domain/storefront/showcase-settings';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { STOREFRONT_WIDGETS } from '../../../src/domain/storefront/widget-registry';

/** The shop_documents kinds of the buyers' show and the card carousel (home reviews are a field of the carousel's). */
export const BUYERS_SHOW_SETTINGS_DOCUMENT = STOREFRONT_WIDGETS.shows.settingsDocument;
export const CARD_CAROUSEL_SETTINGS_DOCUMENT = STOREFRONT_WIDGETS.carousel.settingsDocument;

export async function readBuyersShowSettings(settings: SettingsRepository, shop: AuthenticatedShop): Promise<BuyersShowSettings> {
  return buyersShowSettingsFrom(await settings.readDocument(shop, BUYERS_SHOW_SETTINGS_DOCUMENT));
}

export async function readCardCarouselSettings(settings: SettingsRepository, shop: AuthenticatedShop): Promise<CardCarouselSettings> {
  return cardCarouselSettingsFrom(await settings.readDocument(shop, CARD_CAROUSEL_SETTINGS_DOCUMENT));
}
