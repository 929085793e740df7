import { type BuyersShowSettings, type CardCarouselSettings } from '../domain/storefront/showcase-settings';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

/** The buyers' show, the card carousel and the home reviews, edited on /display/shows and /display/carousel (docs/product/storefront.md#showcase). */

const schema = schemasOf(() => import('./showcase-widgets.schema'));

/** GET get_buyers_show_settings: every field (with the object's `id`), its default until saved. */
export const getBuyersShowSettings = get('/api/v1/admin/get_buyers_show_settings', NO_PARAMS, answer<BuyersShowSettings>());

/** POST save_buyers_show_settings: a partial save (`id` may be sent back); answers the whole object. */
export const saveBuyersShowSettings = post('/api/v1/admin/save_buyers_show_settings', schema('saveBuyersShowSettingsRequest'), answer<BuyersShowSettings>());

/** GET get_card_carousel_setting: every field, `carousel_type` and `is_activate_home_reviews` among them. */
export const getCardCarouselSettings = get('/api/v1/admin/get_card_carousel_setting', NO_PARAMS, answer<CardCarouselSettings>());

/** POST save_card_carousel_setting: a partial save; answers the whole object. */
export const saveCardCarouselSettings = post('/api/v1/admin/save_card_carousel_setting', schema('saveCardCarouselSettingsRequest'), answer<CardCarouselSettings>());

export interface CardCarouselStatus {
  /** 1 when the merchant switched the carousel on (product and other pages). */
  readonly is_card_carousel_active: 0 | 1;
  /** 1 when the carousel draws on the home page. */
  readonly is_activate_home_reviews: 0 | 1;
  /** Reviews the carousel shows with the saved settings (0: it draws nothing). */
  readonly reviews_shown: number;
  /** The theme editor on the home page template, where the merchant places the block. */
  readonly url: string;
}

/** GET get_card_carousel_status: is the carousel on, and has it reviews to show. */
export const getCardCarouselStatus = get('/api/v1/admin/get_card_carousel_status', NO_PARAMS, answer<CardCarouselStatus>());
